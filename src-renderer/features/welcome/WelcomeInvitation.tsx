import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_TOOL_COUNT } from '../../../shared/constants';
import { Modal } from '../../components/modal/Modal';
import { isFillingIn } from './filling-in';
import { CLOSED_KEY } from './typing';

/** How often a due invitation looks again whether the visitor has left the form. */
const RECHECK_MS = 500;

function rememberClosed(): void {
  try {
    sessionStorage.setItem(CLOSED_KEY, '1');
  } catch {
    // Storage refused (private mode, full): the invitation may come back on a reload, nothing worse.
  }
}

/**
 * The invitation once it is due: it opens as soon as the visitor is not filling in a form, and
 * once closed (or followed) it stays closed for the visit. Loaded only when due.
 */
export default function WelcomeInvitation({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) return undefined;
    const openWhenFree = () => {
      if (!isFillingIn()) setOpen(true);
    };
    openWhenFree();
    const timer = setInterval(openWhenFree, RECHECK_MS);
    return () => clearInterval(timer);
  }, [open]);

  if (!open) return null;
  const close = () => {
    rememberClosed();
    onDone();
  };
  return (
    <Modal
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
