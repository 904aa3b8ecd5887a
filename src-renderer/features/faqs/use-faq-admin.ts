import { useEffect, useRef, useState } from 'react';
import type {
  deleteHelpItem,
  FormattedHelp,
  HelpItem,
  HelpSection,
  reorderHelp,
} from '../../../shared/api/help';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';

export type Editing = { id: number } | { newInSection: number } | null;

export const questionAnchor = (id: number) => `question-${id}`;

const UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * What an admin does to the questions in place (edit, add, reorder, delete), what the page says
 * about it, and where the keyboard goes once the change is on screen.
 */
export function useFaqAdmin(onChange: (help: FormattedHelp) => void) {
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<HelpItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  /** where the keyboard goes once the change it waits for is on screen (the moved question, the saved one) */
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    const target = pendingFocus.current ? document.getElementById(pendingFocus.current) : null;
    if (busy || !target || (target instanceof HTMLButtonElement && target.disabled)) return;
    target.focus();
    pendingFocus.current = null;
  });

  const runAdminAction = async (action: () => Promise<FormattedHelp>, done: string) => {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      onChange(await action());
      setStatus(done);
    } catch (caught) {
      setError(caught instanceof ApiCallError ? caught.message : UNEXPECTED);
    } finally {
      setBusy(false);
    }
  };

  const move = (section: HelpSection, item: HelpItem, offset: -1 | 1) => {
    const itemIds = section.items.map((entry) => entry.id);
    const from = itemIds.indexOf(item.id);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= itemIds.length) return;
    [itemIds[from], itemIds[to]] = [itemIds[to]!, itemIds[from]!];
    // Keep the keyboard on the moved question; at the end of its list, on the other direction.
    const atEdge = to === 0 || to === itemIds.length - 1;
    const direction = offset < 0 ? 'up' : 'down';
    const other = offset < 0 ? 'down' : 'up';
    pendingFocus.current = `${questionAnchor(item.id)}-${atEdge ? other : direction}`;
    void runAdminAction(
      () =>
        callApi<typeof reorderHelp>(
          { method: 'POST', path: '/api/help/reorder' },
          { body: { sectionId: section.id, itemIds } },
        ),
      `Moved “${item.question}” ${direction}.`,
    );
  };

  const confirmDelete = () => {
    const item = pendingDelete;
    setPendingDelete(null);
    if (!item) return;
    void runAdminAction(
      () =>
        callApi<typeof deleteHelpItem>(
          { method: 'POST', path: '/api/help/delete' },
          { body: { id: item.id } },
        ),
      `Deleted “${item.question}”.`,
    );
  };

  const saved = (next: FormattedHelp, savedId: number, isNew: boolean) => {
    onChange(next);
    setEditing(null);
    setError('');
    setStatus(
      isNew
        ? 'Question added. It is on the public page now.'
        : 'Question saved. The public page shows it now.',
    );
    pendingFocus.current = `${questionAnchor(savedId)}-edit`;
  };

  const cancelEditing = (itemId?: number) => {
    setEditing(null);
    if (itemId !== undefined) pendingFocus.current = `${questionAnchor(itemId)}-edit`;
  };

  return {
    editing,
    setEditing,
    cancelEditing,
    pendingDelete,
    setPendingDelete,
    busy,
    status,
    error,
    move,
    confirmDelete,
    saved,
  };
}

export type FaqAdmin = ReturnType<typeof useFaqAdmin>;
