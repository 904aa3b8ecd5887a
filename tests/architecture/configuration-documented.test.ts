import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every environment variable the code reads has exactly one row in the configuration
 * table, so an operator finds each setting in one place and no copy of the table drifts.
 */
const REPOSITORY = resolve(import.meta.dirname, '../..');
const SOURCES = ['src-server', 'src-main', 'src-preload', 'scripts', 'bench'];
const ROOT_FILES = [
  'electron.vite.config.ts',
  'electron-builder.config.ts',
  'playwright.config.ts',
  'vitest.config.ts',
];
/** set by the test runners and CI themselves, not by whoever runs the portal */
const RUNNER_VARIABLES = new Set(['CI', 'TEST_WORKER_INDEX']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|cjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function variablesRead(): Set<string> {
  const files = [
    ...SOURCES.flatMap((directory) => sourceFiles(join(REPOSITORY, directory))),
    ...ROOT_FILES.map((file) => join(REPOSITORY, file)),
  ];
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]{2,})|\[['"]([A-Z][A-Z0-9_]{2,})['"]\])/g))
      names.add((match[1] ?? match[2])!);
  }
  // The server's settings are the keys of its validated schema.
  const config = readFileSync(join(REPOSITORY, 'src-server/config.ts'), 'utf8');
  const schema = config.slice(config.indexOf('const envSchema = z.object({'));
  for (const match of schema.slice(0, schema.indexOf('\n});')).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm))
    names.add(match[1]!);
  for (const name of RUNNER_VARIABLES) names.delete(name);
  return names;
}

/** The variables named in the first cell of each row of the configuration table. */
function documentedRows(): string[][] {
  return readFileSync(join(REPOSITORY, 'docs/configuration.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_*]+)`/g)].map((match) => match[1]!));
}

describe('the configuration table (docs/configuration.md)', () => {
  it('has a row for every environment variable the code reads', () => {
    const documented = new Set(documentedRows().flat());
    const missing = [...variablesRead()].filter(
      (name) =>
        !documented.has(name) &&
        ![...documented].some((row) => row.endsWith('*') && name.startsWith(row.slice(0, -1))),
    );
    expect(missing).toEqual([]);
  });

  it('names each variable once, in one table', () => {
    const names = documentedRows().flat();
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const page = readFileSync(join(REPOSITORY, 'docs/configuration.md'), 'utf8');
    const tableRows = page.split('\n').filter((line) => /^\| `[A-Z][A-Z0-9_*]+`/.test(line));
    expect(tableRows.length).toBe(documentedRows().length);
  });
});
