import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Components stay at 200 lines or fewer (issue #26): a longer one is read in pieces and reviewed
 * in pieces. A file may be longer when a comment says why, in the words `Over 200 lines:` and a
 * reason, where a split would scatter what belongs together.
 */
const REPOSITORY = resolve(import.meta.dirname, '../..');
const LIMIT = 200;
const REASON = /Over 200 lines: \S.{20,}/;

/**
 * Components over the limit that their areas are splitting now. The list only shrinks: a file
 * that is split, or that gains its reason, must leave it.
 */
const BEING_SPLIT = new Set([
  'src-renderer/features/calculator-widget/CalculatorWidgetPage.tsx',
  'src-renderer/features/digital-tools/tracking/TrackingTool.tsx',
  'src-renderer/components/carriers/CarrierConnections.tsx',
  'src-renderer/features/payment-protection/ReportForm.tsx',
  'src-renderer/features/benefits/ShippingLeadForm.tsx',
  'src-renderer/features/ship-schedules/RouteSearch.tsx',
  'src-renderer/features/shipping-leads/BidForm.tsx',
  'src-renderer/components/calculator-widget/CalculatorWidget.tsx',
  'src-renderer/features/digital-tools/TrackingSystemPage.tsx',
  'src-renderer/features/directory/DirectoryPage.tsx',
  'src-renderer/features/payment-protection/CasePage.tsx',
  'src-renderer/features/shipping-leads/ShippingLeadsPage.tsx',
  'src-renderer/features/account/PremiumPage.tsx',
  'src-renderer/features/auth/sign-up/SignUpForm.tsx',
  'src-renderer/components/port-combobox/PortCombobox.tsx',
  'src-renderer/features/directory/CompanyPage.tsx',
  'src-renderer/features/account/ApiKeysSection.tsx',
  'src-renderer/features/ship-schedules/VesselSearch.tsx',
  'src-renderer/features/shipping-leads/QuotesPage.tsx',
  'src-renderer/features/shipping-leads/LeadPage.tsx',
]);

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
    const unexplained = files.filter(
      (file) => !BEING_SPLIT.has(file) && lineCount(file) > LIMIT && !saysWhy(file),
    );
    expect(unexplained).toEqual([]);
  });

  it('lists only components that are still over the limit without a reason', () => {
    const done = [...BEING_SPLIT].filter(
      (file) => !files.includes(file) || lineCount(file) <= LIMIT || saysWhy(file),
    );
    expect(done).toEqual([]);
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
