import { useState } from 'react';
import { flushSync } from 'react-dom';
import {
  BLACKLIST_STATUS_LABELS,
  deleteBlacklistFile,
  deleteBlacklistItem,
  type BlacklistEntry,
  type BlacklistFile,
} from '../../../shared/api/blacklist';
import { Modal } from '../../components/modal/Modal';
import { announce } from '../../lib/announce';
import { callApi } from '../../lib/api';
import { focusSoon } from '../../lib/focus';
import { useSetAtom } from '../../lib/store';
import { entriesAtom, removedById, replacedById, withFileRemoved } from './blacklist-state';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import type { EntryAction } from './EntryAdminTools';
import { EntryForm } from './EntryForm';
import { NotifyForm } from './NotifyForm';
import { StatusForm } from './StatusForm';

export type EntryDialogKind = { kind: EntryAction } | { kind: 'delete-file'; file: BlacklistFile };

/** The dialog an administrator opened on an entry; each change lands in the list on screen. */
export function EntryDialog({
  entry,
  dialog,
  onClose,
}: {
  entry: BlacklistEntry;
  dialog: EntryDialogKind;
  onClose: () => void;
}) {
  const setEntries = useSetAtom(entriesAtom);
  // Read while the dialog first renders, before focus moves into it.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const replace = (saved: BlacklistEntry) => setEntries((entries) => replacedById(entries, saved));
  const replaceAndClose = (saved: BlacklistEntry) => {
    // Committed at once, so whether the opener is still on the page is known when focus moves.
    flushSync(() => {
      replace(saved);
      onClose();
    });
    // A final status takes the "Change status" button away: focus then goes to the entry's name.
    focusSoon(() => (opener?.isConnected ? opener : document.getElementById(`entry-${entry.id}`)));
  };

  switch (dialog.kind) {
    case 'edit':
      return (
        <Modal
          open
          onClose={onClose}
          noRedirection
          closeIcon
          noIcon
          size="medium"
          title={`Edit ${entry.companyName}`}
        >
          <EntryForm purpose={{ kind: 'edit', entry, onSaved: replaceAndClose }} onCancel={onClose} />
        </Modal>
      );
    case 'status':
      return (
        <Modal open onClose={onClose} noRedirection closeIcon noIcon title={`Status of ${entry.companyName}`}>
          <StatusForm
            entry={entry}
            onCancel={onClose}
            onSaved={(saved) => {
              replaceAndClose(saved);
              announce(`${saved.companyName}: ${BLACKLIST_STATUS_LABELS[saved.status]}.`);
            }}
          />
        </Modal>
      );
    case 'notify':
      return (
        <Modal open onClose={onClose} noRedirection closeIcon noIcon title={`Notify ${entry.companyName}`}>
          <NotifyForm entry={entry} onCancel={onClose} onSent={replace} />
        </Modal>
      );
    case 'delete':
      return (
        <ConfirmDialog
          tone="danger"
          title={`Delete ${entry.companyName}?`}
          text="The entry, its files and its history are deleted for good. To keep the record of a closed case, change its status to Removed instead."
          confirmLabel="Delete entry"
          onClose={onClose}
          onConfirm={async () => {
            await callApi(deleteBlacklistItem, { query: { id: entry.id } });
            setEntries((entries) => removedById(entries, entry.id));
          }}
        />
      );
    case 'delete-file':
      return (
        <ConfirmDialog
          tone="danger"
          title={`Remove ${dialog.file.name}?`}
          text="Members will no longer see or download this file. The removal is recorded in the entry’s history."
          confirmLabel="Remove file"
          onClose={onClose}
          onConfirm={async () => {
            await callApi(deleteBlacklistFile, { query: { id: dialog.file.id } });
            setEntries((entries) => withFileRemoved(entries, entry.id, dialog.file.id));
            onClose();
          }}
        />
      );
  }
}
