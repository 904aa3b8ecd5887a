import { atom } from '../../lib/store';

/** How many modal dialogs are open: other overlays (the consent banner) step aside meanwhile. */
export const openDialogsAtom = atom(0);
