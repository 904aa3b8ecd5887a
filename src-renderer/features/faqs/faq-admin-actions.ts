import type {
  deleteHelpItem,
  FormattedHelp,
  HelpItem,
  HelpSection,
  reorderHelp,
} from '../../../shared/api/help';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import type { AdminState, AdminStateHandle } from './admin-state';
import { questionAnchor } from './question-anchor';

const UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * What an admin does to the questions in place (edit, add, reorder, delete), what the page says
 * about it, and where the keyboard goes once the change is on screen.
 */
export function faqAdmin(
  { state, setState, pendingFocusRef }: AdminStateHandle,
  onChange: (help: FormattedHelp) => void,
) {
  const update = (change: Partial<AdminState>) => setState((current) => ({ ...current, ...change }));

  const runAdminAction = async (action: () => Promise<FormattedHelp>, done: string) => {
    update({ busy: true, error: '', status: '' });
    try {
      onChange(await action());
      update({ busy: false, status: done });
    } catch (caught) {
      update({ busy: false, error: caught instanceof ApiCallError ? caught.message : UNEXPECTED });
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
    pendingFocusRef.current = `${questionAnchor(item.id)}-${atEdge ? other : direction}`;
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
    const item = state.pendingDelete;
    update({ pendingDelete: undefined });
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
    update({
      editing: undefined,
      error: '',
      status: isNew
        ? 'Question added. It is on the public page now.'
        : 'Question saved. The public page shows it now.',
    });
    pendingFocusRef.current = `${questionAnchor(savedId)}-edit`;
  };

  const cancelEditing = (itemId?: number) => {
    update({ editing: undefined });
    if (itemId !== undefined) pendingFocusRef.current = `${questionAnchor(itemId)}-edit`;
  };

  return { ...state, update, pendingFocusRef, move, confirmDelete, saved, cancelEditing };
}

export type FaqAdmin = ReturnType<typeof faqAdmin>;
