import { useEffect, useState } from 'react';
import { platform } from '../../lib/platform';
import styles from './DesktopSessionNotice.module.css';

/** Tells desktop users when their sign-in cannot be kept safely across restarts. */
export function DesktopSessionNotice() {
  const [memoryOnly, setMemoryOnly] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let active = true;
    void platform.desktopInfo?.().then((info) => {
      if (active) setMemoryOnly(info.sessionPersistence === 'memory');
    });
    return () => {
      active = false;
    };
  }, []);

  if (!memoryOnly || dismissed) return null;
  return (
    <div className={styles.notice} role="status">
      <p>
        This computer has no secure key store, so DFA Portal keeps your sign-in only until you close the app.
      </p>
      <button type="button" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </div>
  );
}
