import type { UserRecord } from '../../../shared/api/user';
import { atom } from '../store';

export const userAtom = atom<UserRecord | null>(null);
/** The user counts as logged in when the record has a hash. */
export const loggedAtom = atom((get) => Boolean(get(userAtom)?.hash));
/** False until the first answer from the server, so UI can avoid flashing the wrong state. */
export const sessionCheckedAtom = atom(false);
