import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isWelcomeExempt } from '../../../shared/routes';
import { MEMBER_TOOL_COUNT, WELCOME_DELAY_MS } from '../../../shared/constants';
import { useLogged, useSessionChecked } from '../../lib/session/use-session';
import type { Modal } from '../../components/modal/Modal';

/**
 * Invites anonymous visitors to join, once, WELCOME_DELAY_MS after the app loads — unless the
 * visitor is signed in or is on (or moves to) a page where the invitation would be in the way.
 */
export function WelcomePrompt() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logged = useLogged();
  const checked = useSessionChecked();
  const [phase, setPhase] = useState<'waiting' | 'due' | 'open' | 'done'>('waiting');
  const [dialog, setDialog] = useState<{ Modal: typeof Modal }>();

  // Being on an exempt page before the delay ends cancels the invitation for this visit.
  if (isWelcomeExempt(pathname) && (phase === 'waiting' || phase === 'due')) setPhase('done');
  // Never before the session check has answered: a member whose check is slow is no visitor.
  if (phase === 'due' && checked) setPhase(logged ? 'done' : 'open');

  useEffect(() => {
    const timer = setTimeout(
      () => setPhase((current) => (current === 'waiting' ? 'due' : current)),
      WELCOME_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, []);

  // The invitation opens seconds after the page is ready, so its dialog is loaded only then.
  // (Held in state rather than through lazy(): a suspended render is revealed on a timer.)
  const open = phase === 'open' && !logged;
  useEffect(() => {
    if (open && !dialog) void import('../../components/modal/Modal').then(setDialog);
  }, [open, dialog]);

  if (!open || !dialog) return null;
  return (
    <dialog.Modal
      open
      onClose={() => setPhase('done')}
      title="Welcome to DFA!"
      accentText={`All Members receive ${MEMBER_TOOL_COUNT} unique tools`}
      text="Join the freight forwarders and NVOCCs who trade with verified partners, win shipping leads and get paid with payment protection."
      btnText="Join now"
      handler={() => {
        setPhase('done');
        void navigate('/membership');
      }}
      closeIcon
      noRedirection
    />
  );
}
