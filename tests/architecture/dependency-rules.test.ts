import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The rules `npm run lint` enforces, run against a scratch tree laid out like the repository:
 * every probe file makes one import, and the test names the rules that import must break.
 * A rule that stopped matching (a renamed folder, a loosened pattern) fails here.
 */
const REPOSITORY = resolve(import.meta.dirname, '../..');

/** probe files and what each imports; the imported files exist as empty modules */
const PROBES: Record<string, { imports: string; breaks: string[] }> = {
  'src-renderer/features/blog/editor/probe.ts': {
    imports: '../../directory/directory-url',
    breaks: ['renderer-features-stay-apart'],
  },
  'src-renderer/features/auth/sign-up/probe.ts': {
    imports: '../../blog/editor/editor-form',
    breaks: ['renderer-features-stay-apart'],
  },
  'src-renderer/features/blog/probe-inside-the-feature.ts': {
    imports: './editor/editor-form',
    breaks: [],
  },
  'src-server/features/blog/probe.ts': {
    imports: '../session/sessions',
    breaks: ['server-features-stay-apart'],
  },
  'src-server/features/events/probe-of-a-service.ts': {
    imports: '../../services/mailer',
    breaks: [],
  },
  'shared/api/probe-node.ts': {
    imports: 'node:fs',
    breaks: ['shared-is-self-contained', 'shared-uses-no-node-builtins'],
  },
  'shared/probe-server.ts': {
    imports: '../src-server/services/mailer',
    breaks: ['shared-is-self-contained'],
  },
  'shared/probe-react.ts': {
    imports: 'react',
    breaks: ['shared-is-platform-free'],
  },
  'src-renderer/lib/probe.ts': {
    imports: '../../src-server/services/mailer',
    breaks: ['src-renderer-stays-in-its-process'],
  },
  'src-main/probe.ts': {
    imports: '../src-renderer/lib/store',
    breaks: ['src-main-stays-in-its-process'],
  },
  'src-renderer/components/probe.ts': {
    imports: '../features/directory/directory-url',
    breaks: ['code-never-imports-features-from-below'],
  },
  'src-renderer/features/directory/probe-jotai.ts': {
    imports: 'jotai',
    breaks: ['jotai-only-through-the-store'],
  },
  'src-server/services/probe-of-the-http-layer.ts': {
    imports: '../http/route',
    breaks: ['server-services-imports-only-layers-below'],
  },
  'src-server/engines/tracking/probe-of-the-http-layer.ts': {
    imports: '../../http/route',
    breaks: ['server-engines-imports-only-layers-below'],
  },
  'src-server/engines/tracking/probe-of-a-service.ts': {
    imports: '../../services/mailer',
    breaks: [],
  },
  'src-server/http/probe-of-an-engine.ts': {
    imports: '../engines/ports/port-repository',
    breaks: [],
  },
  'src-server/http/probe-of-a-feature.ts': {
    imports: '../features/session/sessions',
    breaks: ['code-never-imports-features-from-below', 'server-http-imports-only-layers-below'],
  },
  'src-server/http/probe-of-the-cli.ts': {
    imports: '../cli/admin',
    breaks: ['server-http-imports-only-layers-below'],
  },
  'src-server/db/probe-of-an-engine.ts': {
    imports: '../engines/ports/port-repository',
    breaks: ['server-db-imports-only-layers-below'],
  },
  'src-server/core/probe-of-a-service.ts': {
    imports: '../services/mailer',
    breaks: ['server-core-imports-only-layers-below'],
  },
  'src-server/features/events/probe-of-the-core.ts': {
    imports: '../../core/clock',
    breaks: [],
  },
  'src-server/db/migrations/2099-01-01-999-probe.ts': {
    imports: 'marked',
    breaks: ['migrations-are-frozen'],
  },
  'src-server/db/migrations/2099-01-01-998-probe-kysely.ts': {
    imports: 'kysely',
    breaks: [],
  },
};

const TARGETS = [
  'src-renderer/features/directory/directory-url.ts',
  'src-renderer/features/blog/editor/editor-form.ts',
  'src-renderer/lib/store.ts',
  'src-server/features/session/sessions.ts',
  'src-server/services/mailer.ts',
  'src-server/http/route.ts',
  'src-server/engines/ports/port-repository.ts',
  'src-server/cli/admin.ts',
  'src-server/core/clock.ts',
];

let scratch: string;
let broken: Map<string, string[]>;

function write(path: string, text: string) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'dfa-dependency-rules-'));
  // Package imports resolve to the real packages, as they do in the repository.
  symlinkSync(join(REPOSITORY, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  for (const target of TARGETS) write(target, 'export const value = 1;\n');
  for (const [path, { imports }] of Object.entries(PROBES)) {
    write(path, `import * as probe from '${imports}';\nexport const used = probe;\n`);
  }

  const { tsConfig: _repositoryTsConfig, ...options } = await extractDepcruiseOptions(
    join(REPOSITORY, '.dependency-cruiser.cjs'),
  );
  const result = await cruise(
    ['shared', 'src-renderer', 'src-server', 'src-main'],
    { ...options, baseDir: scratch, validate: true, preserveSymlinks: true },
    { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  );
  if (typeof result.output === 'string') throw new Error('expected the cruise result as an object');
  broken = new Map();
  for (const violation of result.output.summary.violations) {
    broken.set(violation.from, [...(broken.get(violation.from) ?? []), violation.rule.name].sort());
  }
}, 60_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('the dependency rules', () => {
  it.each(Object.entries(PROBES))('%s importing the probe target', (path, { breaks }) => {
    expect(broken.get(path) ?? []).toEqual([...breaks].sort());
  });

  it('find nothing else in the scratch tree', () => {
    expect([...broken.keys()].filter((path) => !(path in PROBES))).toEqual([]);
  });
});
