import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isWelcomeExempt } from '../../../shared/routes';
import { MEMBER_TOOL_COUNT, WELCOME_DELAY_MS } from '../../../shared/constants';
import { useLogged, useSessionChecked } from '../../lib/session/use-session';
import type { Modal } from '../../components/modal/Modal';
import { isFillingIn, noteTyping } from './filling-in';

/** Set once the visitor has closed the invitation (or followed it): it stays closed for the visit. */
const CLOSED_KEY = 'dfa:welcome-closed';
/** How often a due invitation looks again whether the visitor has left the form. */
const RECHECK_MS = 500;

function closedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberClosed(): void {
  try {
    sessionStorage.setItem(CLOSED_KEY, '1');
  } catch {
    // Storage refused (private mode, full): the invitation may come back on a reload, nothing worse.
  }
}

/**
 * Invites anonymous visitors to join, once, WELCOME_DELAY_MS after the app loads, unless the
 * visitor is on (or moves to) a page where the invitation would be in the way. It waits for the
 * session check, so a signed-in member never sees it, and while the visitor is filling in a
 * form it waits until they have left it. Once closed it stays closed for the rest of the visit.
 */
export function WelcomePrompt() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logged = useLogged();
  const checked = useSessionChecked();
  // Read while rendering: the prompt renders nothing until it opens, so the server's HTML and
  // the first render agree either way.
  const [phase, setPhase] = useState<'waiting' | 'due' | 'open' | 'done'>(() =>
    typeof window !== 'undefined' && closedThisVisit() ? 'done' : 'waiting',
  );
  const [dialog, setDialog] = useState<{ Modal: typeof Modal }>();

  // Being on an exempt page before the invitation opens cancels it for this visit.
  if (isWelcomeExempt(pathname) && (phase === 'waiting' || phase === 'due')) setPhase('done');
  if (logged && phase !== 'done') setPhase('done');

  useEffect(() => {
    const timer = setTimeout(
      () => setPhase((current) => (current === 'waiting' ? 'due' : current)),
      WELCOME_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => noteTyping(), []);

  useEffect(() => {
    if (phase !== 'due' || !checked) return undefined;
    const openWhenFree = () => {
      if (!isFillingIn()) setPhase((current) => (current === 'due' ? 'open' : current));
    };
    openWhenFree();
    const timer = setInterval(openWhenFree, RECHECK_MS);
    return () => clearInterval(timer);
  }, [phase, checked, pathname]);

  // The invitation opens seconds after the page is ready, so its dialog is loaded only then.
  // (Held in state rather than through lazy(): a suspended render is revealed on a timer.)
  const open = phase === 'open';
  useEffect(() => {
    if (open && !dialog) void import('../../components/modal/Modal').then(setDialog);
  }, [open, dialog]);

  if (!open || !dialog) return null;
  const close = () => {
    rememberClosed();
    setPhase('done');
  };
  return (
    <dialog.Modal
      open
      onClose={close}
      title="Welcome to DFA!"
      accentText={`All Members receive ${MEMBER_TOOL_COUNT} unique tools`}
      text="Join the freight forwarders and NVOCCs who trade with verified partners, win shipping leads and get paid with payment protection."
      btnText="Join now"
      handler={() => {
        close();
        void navigate('/membership');
      }}
      closeIcon
      noRedirection
    />
  );
}
