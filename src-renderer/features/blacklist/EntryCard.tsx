import { useState } from 'react';
import { BLACKLIST_STATUS_LABELS, type BlacklistEntry } from '../../../shared/api/blacklist';
import { EntryAdminTools } from './EntryAdminTools';
import { EntryDialog, type EntryDialogKind } from './EntryDialog';
import { EntryFacts } from './EntryFacts';
import styles from './blacklist.module.css';

/** One entry as members read it; administrators also get its history and every action on it. */
export function EntryCard({ entry, isAdmin }: { entry: BlacklistEntry; isAdmin: boolean }) {
  const [dialog, setDialog] = useState<EntryDialogKind>();
  const headingId = `entry-${entry.id}`;

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId}>{entry.companyName}</h2>
        <span className={`${styles.badge} ${entry.blacklisted ? styles.badgeBlacklisted : ''}`}>
          {BLACKLIST_STATUS_LABELS[entry.status]}
        </span>
      </div>
      <EntryFacts
        entry={entry}
        onRemoveFile={isAdmin ? (file) => setDialog({ kind: 'delete-file', file }) : undefined}
      />
      {isAdmin ? <EntryAdminTools entry={entry} onAction={(kind) => setDialog({ kind })} /> : null}
      {dialog ? <EntryDialog entry={entry} dialog={dialog} onClose={() => setDialog(undefined)} /> : null}
    </li>
  );
}
