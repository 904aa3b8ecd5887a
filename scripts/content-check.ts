/**
 * Validates the freight dictionary. `--group a-c` checks one group file alone (links to
 * terms of other groups are then reported as broken only if they are not spec slugs).
 */
import type { TermGroup } from '../shared/dictionary/schema';
import { checkDictionary } from '../shared/dictionary/check';
import { TERM_GROUPS } from '../shared/dictionary/groups';
import { SPEC_TERM_SLUGS } from '../shared/dictionary/spec-slugs';

const groupFlag = process.argv.indexOf('--group');
let problems: string[];
if (groupFlag > 0) {
  const name = process.argv[groupFlag + 1];
  const { group } = (await import(`../shared/dictionary/groups/${name}.ts`)) as { group: TermGroup };
  problems = (await checkDictionary([group], { complete: false })).filter(
    (problem) =>
      !SPEC_TERM_SLUGS.some(
        (slug) =>
          problem.endsWith(`freight-dictionary/${slug}`) ||
          problem.endsWith(`related term ${slug} does not exist`),
      ),
  );
} else {
  problems = await checkDictionary(TERM_GROUPS, { complete: true });
}

if (problems.length > 0) {
  console.error(`Dictionary content check failed (${problems.length} problems):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Dictionary content check passed.');
