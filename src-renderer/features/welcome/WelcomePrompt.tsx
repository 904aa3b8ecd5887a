import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isWelcomeExempt } from '../../../shared/routes';
import { WELCOME_DELAY_MS } from '../../../shared/constants';
import { useLogged, useSessionChecked } from '../../lib/session/use-session';
import type WelcomeInvitation from './WelcomeInvitation';
import { CLOSED_KEY, noteTyping } from './typing';

function closedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Invites anonymous visitors to join, once, WELCOME_DELAY_MS after the app loads, unless the
 * visitor is on (or moves to) a page where the invitation would be in the way. It waits for the
 * session check, so a signed-in member never sees it, and while the visitor is filling in a
 * form it waits until they have left it (WelcomeInvitation). Once closed it stays closed for the
 * rest of the visit.
 */
export function WelcomePrompt() {
  const { pathname } = useLocation();
  const logged = useLogged();
  const checked = useSessionChecked();
  // Read while rendering: the prompt renders nothing until it opens, so the server's HTML and
  // the first render agree either way.
  const [phase, setPhase] = useState<'waiting' | 'due' | 'done'>(() =>
    typeof window !== 'undefined' && closedThisVisit() ? 'done' : 'waiting',
  );
  const [invitation, setInvitation] = useState<{ default: typeof WelcomeInvitation }>();

  // Being on an exempt page before the invitation has opened cancels it for this visit.
  if (isWelcomeExempt(pathname) && phase !== 'done') setPhase('done');
  if (logged && phase !== 'done') setPhase('done');

  useEffect(() => {
    const timer = setTimeout(
      () => setPhase((current) => (current === 'waiting' ? 'due' : current)),
      WELCOME_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, []);

  // From the start: text typed before the invitation is due still counts.
  useEffect(() => noteTyping(), []);

  // The invitation's code, and its dialog's, load only once it is due and the visitor is known.
  // (Held in state rather than through lazy(): a suspended render is revealed on a timer.)
  const due = phase === 'due' && checked && !logged;
  useEffect(() => {
    if (due && !invitation) void import('./WelcomeInvitation').then(setInvitation);
  }, [due, invitation]);

  if (!due || !invitation) return null;
  return <invitation.default onDone={() => setPhase('done')} />;
}
