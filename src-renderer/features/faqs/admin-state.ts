import { useRef, useState } from 'react';
import type { HelpItem } from '../../../shared/api/help';

type Editing = { id: number } | { newInSection: number };

/** Each part absent until the admin does something. */
export interface AdminState {
  editing?: Editing | undefined;
  pendingDelete?: HelpItem | undefined;
  busy?: boolean;
  status?: string;
  error?: string;
}

/**
 * What an admin is doing to the questions and what the page says about it. The page keeps it,
 * while the tools that change it come in a module of their own once the session says admin: the
 * questions stay as they are when the tools arrive, so an answer opened meanwhile stays open.
 */
export function useAdminState() {
  const [state, setState] = useState<AdminState>({});
  /** where the keyboard goes once the change it waits for is on screen (the moved question, the saved one) */
  const pendingFocusRef = useRef<string | null>(null);
  return { state, setState, pendingFocusRef };
}

export type AdminStateHandle = ReturnType<typeof useAdminState>;
