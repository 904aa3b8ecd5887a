/**
 * The app's one door to jotai: features declare atoms beside themselves but import the
 * library only from here, so the state layer can change in one place.
 */
export { atom, createStore, Provider as StateProvider, useAtom, useAtomValue, useSetAtom } from 'jotai';
