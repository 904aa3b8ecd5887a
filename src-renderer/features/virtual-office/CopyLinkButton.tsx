import { useId, useState } from 'react';
import { useSite } from '../../lib/site-context';
import { unitPath } from './unit-links';
import styles from './virtual-office.module.css';

/** Copies the listing's address; where the clipboard is refused, shows it to copy by hand. */
export function CopyLinkButton({ unitId, unitName }: { unitId: number; unitName: string }) {
  const { siteUrl } = useSite();
  const statusId = useId();
  const [outcome, setOutcome] = useState<'copied' | 'manual'>();
  const link = `${siteUrl}${unitPath(unitId)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setOutcome('copied');
    } catch {
      setOutcome('manual');
    }
  };

  return (
    <span className={styles.copy}>
      <button
        type="button"
        className={styles.linkButton}
        aria-describedby={statusId}
        onClick={() => void copy()}
      >
        Copy link<span className="visually-hidden"> to {unitName}</span>
      </button>
      <span id={statusId} role="status" className={styles.copyStatus}>
        {outcome === 'copied' ? 'Link copied. Any signed-in member can open it.' : null}
      </span>
      {outcome === 'manual' ? (
        <input
          className={styles.input}
          readOnly
          value={link}
          aria-label={`Link to ${unitName}`}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </span>
  );
}
