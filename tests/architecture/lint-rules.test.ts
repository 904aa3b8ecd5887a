import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house rules ESLint keeps (`npm run lint`), probed with code that must break them and code
 * that must not. A rule that stopped matching (a renamed file, a loosened selector) fails here.
 */
const REPOSITORY = resolve(import.meta.dirname, '../..');

interface Probe {
  /** where the probe pretends to live: the rules depend on the folder */
  path: string;
  code: string;
  /** the messages the probe must produce, by rule */
  breaks: string[];
}

const LIKE_HELPER = 'Match text with containsText() from src-server/db/like.ts.';

const NO_QUERIES =
  'Queries live in a repository, the one name for the data layer: move this one into a *-repository.ts file.';
const QUERY =
  "import type { Db } from '../../db/database';\nexport const probe = (db: Db) => db.selectFrom('users').selectAll().execute();\n";

const ONE_CLOCK =
  'Take the injected Clock (src-server/core/clock.ts) where time decides something, so tests can move it; ' +
  'where only the wall clock will do, disable this line with a comment saying why.';

const PROBES: Record<string, Probe> = {
  'the wall clock read with new Date() in a feature': {
    path: 'src-server/features/blog/probe.ts',
    code: 'export const probe = (): string => new Date().toISOString();\n',
    breaks: [ONE_CLOCK],
  },
  'the wall clock read with Date.now() in the HTTP layer': {
    path: 'src-server/http/probe.ts',
    code: 'export const probe = (): number => Date.now();\n',
    breaks: [ONE_CLOCK],
  },
  'the wall clock read in a feature’s routes, beside the query rule': {
    path: 'src-server/features/blog/routes.ts',
    code: 'export const probe = (): number => Date.now();\n',
    breaks: [ONE_CLOCK],
  },
  'a date made from a given time in a feature': {
    path: 'src-server/features/blog/probe.ts',
    code: "import type { Clock } from '../../core/clock';\nexport const probe = (clock: Clock) => new Date(clock().getTime() + 1000);\n",
    breaks: [],
  },

  'a query in a feature’s routes': {
    path: 'src-server/features/blog/routes.ts',
    code: QUERY,
    breaks: [NO_QUERIES],
  },
  'a query in a feature’s other routes file': {
    path: 'src-server/features/auth/account-routes.ts',
    code: QUERY,
    breaks: [NO_QUERIES],
  },
  'raw SQL in a feature’s routes': {
    path: 'src-server/features/blog/routes.ts',
    code: "import { sql } from 'kysely';\nexport const probe = sql<number>`select 1`;\n",
    breaks: [NO_QUERIES],
  },
  'a LIKE in a feature’s routes': {
    path: 'src-server/features/blog/routes.ts',
    code: "export const probe = (query: { where: (...args: string[]) => void }, text: string) =>\n  query.where('name', 'like', text);\n",
    breaks: [LIKE_HELPER],
  },
  'a query in a feature’s other module': {
    path: 'src-server/features/blog/likes.ts',
    code: QUERY,
    breaks: [NO_QUERIES],
  },
  'a query in the HTTP layer': {
    path: 'src-server/http/probe.ts',
    code: QUERY,
    breaks: [NO_QUERIES],
  },
  'a query in a service': {
    path: 'src-server/services/probe.ts',
    code: QUERY,
    breaks: [NO_QUERIES],
  },
  'a query in a service’s repository': {
    path: 'src-server/services/probe-repository.ts',
    code: QUERY,
    breaks: [],
  },
  'a query in the database layer': {
    path: 'src-server/db/probe.ts',
    code: QUERY,
    breaks: [],
  },
  'a query in a feature’s repository': {
    path: 'src-server/features/blog/article-repository.ts',
    code: QUERY,
    breaks: [],
  },
  'a LIKE operator in a query builder': {
    path: 'src-server/features/blog/probe.ts',
    code: "export const probe = (query: { where: (...args: string[]) => void }, text: string) =>\n  query.where('name', 'like', text);\n",
    breaks: [LIKE_HELPER],
  },
  'an ILIKE operator in a query builder': {
    path: 'src-server/services/probe.ts',
    code: "export const probe = (query: { where: (...args: string[]) => void }, text: string) =>\n  query.where('name', 'ilike', text);\n",
    breaks: [LIKE_HELPER],
  },
  'a LIKE in raw SQL': {
    path: 'src-server/features/blog/article-repository.ts',
    code: "import { sql } from 'kysely';\nexport const probe = (text: string) => sql<boolean>`name like ${text}`;\n",
    breaks: [LIKE_HELPER],
  },
  'the word "like" in a message': {
    path: 'src-server/features/blog/probe.ts',
    code: "export const probe = 'Tell us what you would like to ship.';\n",
    breaks: [],
  },
  'the LIKE helper itself': {
    path: 'src-server/db/like.ts',
    code: "import { sql } from 'kysely';\nexport const probe = (text: string) => sql<boolean>`name like ${text} escape '\\\\'`;\n",
    breaks: [],
  },
};

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPOSITORY });
});

describe('the lint rules', () => {
  it.each(Object.entries(PROBES))('%s', async (_name, { path, code, breaks }) => {
    const [result] = await eslint.lintText(code, { filePath: resolve(REPOSITORY, path) });
    const messages = result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax');
    expect(messages.map((message) => message.message)).toEqual(breaks);
  });
});
