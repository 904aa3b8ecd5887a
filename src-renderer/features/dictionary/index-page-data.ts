import { LETTER_GROUPS, type LetterGroup } from '../../../shared/dictionary/index';

export interface IndexPageData {
  groups: readonly LetterGroup[];
}

export function loadIndexPageData(): Promise<IndexPageData> {
  return Promise.resolve({ groups: LETTER_GROUPS });
}
