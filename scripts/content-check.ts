/**
 * Validates the freight dictionary and the country port tables. `--group a-c` checks one
 * dictionary group file alone (links to terms of other groups are then reported as broken only
 * if they are not spec slugs), and skips the port tables.
 */
import { readFileSync } from 'node:fs';
import type { TermGroup } from '../shared/dictionary/schema';
import { checkDictionary } from '../shared/dictionary/check';
import { TERM_GROUPS } from '../shared/dictionary/groups';
import { SPEC_TERM_SLUGS } from '../shared/dictionary/spec-slugs';
import { COUNTRY_PORTS } from '../shared/freight-forwarder/country-ports';
import { readWpiRows, WPI_PORTS_CSV } from '../src-server/db/ports/wpi-ports';
import { buildCountryPorts, portTableProblems } from './country-ports';

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
  problems = [
    ...(await checkDictionary(TERM_GROUPS, { complete: true })),
    ...portTableProblems(COUNTRY_PORTS, buildCountryPorts(readWpiRows(readFileSync(WPI_PORTS_CSV, 'utf8')))),
  ];
}

if (problems.length > 0) {
  console.error(`Content check failed (${problems.length} problems):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  groupFlag > 0 ? 'Dictionary group check passed.' : 'Content check passed: dictionary and port tables.',
);
