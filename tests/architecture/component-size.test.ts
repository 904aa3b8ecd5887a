import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Components stay at 200 lines or fewer: a longer one is read in pieces and reviewed
 * in pieces. A file may be longer when a comment says why, in the words `Over 200 lines:` and a
 * reason, where a split would scatter what belongs together.
 */
const REPOSITORY = resolve(import.meta.dirname, '../..');
const LIMIT = 200;
const REASON = /Over 200 lines: \S.{20,}/;

function components(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return components(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [relative(REPOSITORY, path)] : [];
  });
}

const lineCount = (file: string) => readFileSync(join(REPOSITORY, file), 'utf8').trimEnd().split('\n').length;
const saysWhy = (file: string) => REASON.test(readFileSync(join(REPOSITORY, file), 'utf8'));

const files = components(join(REPOSITORY, 'src-renderer'));

describe('component size', () => {
  it(`keeps every component at ${LIMIT} lines or fewer, or says why`, () => {
    const unexplained = files.filter((file) => lineCount(file) > LIMIT && !saysWhy(file));
    expect(unexplained).toEqual([]);
  });
});

describe('the members-only gate', () => {
  // MembersOnly and MemberGate did the same job; the kit's MemberGate is the one left.
  it('is one component, the kit’s MemberGate', () => {
    const gates = files.flatMap((file) => {
      const text = readFileSync(join(REPOSITORY, file), 'utf8');
      return [...text.matchAll(/export (?:default )?function (Members?(?:Only|Gate)\w*)/g)].map(
        (match) => `${file}: ${match[1]}`,
      );
    });
    expect(gates).toEqual(['src-renderer/components/kit/MemberGate.tsx: MemberGate']);
  });
});
