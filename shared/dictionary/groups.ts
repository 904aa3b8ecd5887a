import type { TermGroup } from './schema';
import { group as aToC } from './groups/a-c';
import { group as cToF } from './groups/c-f';
import { group as fToL } from './groups/f-l';
import { group as lToP } from './groups/l-p';
import { group as qToS } from './groups/q-s';
import { group as tToZ } from './groups/t-z';

/** Every group of the dictionary; each keeps its bodies behind lazy loaders. */
export const TERM_GROUPS: readonly TermGroup[] = [aToC, cToF, fToL, lToP, qToS, tToZ];
