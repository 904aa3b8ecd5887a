import {
  CHARGE_TYPE_LABELS,
  TRANSPORT_MODE_LABELS,
  type ShipmentReport,
} from '../../../shared/api/payment-protection';
import { formatDate, utcDay } from '../../../shared/domain/date';
import { statusLabel } from '../../../shared/domain/membership';
import { formatMoney } from '../../../shared/domain/money';
import type { CompaniesTable } from '../../db/tables';
import type { ProtectionCover } from '../../../shared/api/payment-protection';

export type RuleCompany = Pick<
  CompaniesTable,
  'name' | 'membership_type' | 'valid_until' | 'suspended_at' | 'website'
> & { id: number };

/** Why a company cannot be a party to a covered shipment, or null when it can. */
export function premiumStandingProblem(company: RuleCompany, today: string): string | null {
  if (company.suspended_at) return 'its membership is suspended';
  if (company.membership_type === 'pending') return 'its membership application is still open';
  if (company.membership_type !== 'premium')
    return `it is ${statusLabel(company.membership_type)}, not Premium`;
  if (company.valid_until && company.valid_until < today) {
    return `its Premium membership ended on ${formatDate(company.valid_until)}`;
  }
  return null;
}

/** The host of a website without `www.`, lowercased, or null when there is no usable one. */
function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`);
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host.includes('.') ? host : null;
  } catch {
    return null;
  }
}

const usd = (minor: number) => formatMoney(minor, 'USD');

export interface RuleFacts {
  report: ShipmentReport;
  creditor: RuleCompany;
  /** undefined: the chosen counterparty is not a member company */
  debtor: RuleCompany | undefined;
  creditorOfficeIds: readonly number[];
  debtorOfficeIds: readonly number[];
  /** the calendar day where the issuing office is (see officeDay) */
  officeToday: string;
  /** the creditor's cover in the year of the invoice */
  cover: ProtectionCover;
  now: Date;
}

/**
 * The association's rules for a shipment under payment protection, each failed one as a
 * sentence the member can act on, keyed by the form field it concerns. Relatedness is judged on
 * what the directory knows: the same company, or two companies on one website domain (a group's
 * branches usually share it). Common ownership the directory cannot see is checked by the
 * association before it confirms.
 */
export function failedRules(facts: RuleFacts): Record<string, string> {
  const { report, creditor, debtor, cover, now } = facts;
  const today = utcDay(now);
  const failures: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (failures[field] ??= []).push(message);

  const creditorProblem = premiumStandingProblem(creditor, today);
  if (creditorProblem) {
    fail(
      'creditor',
      `Your company cannot report shipments: ${creditorProblem}. Only Premium members in good standing are covered.`,
    );
  }
  if (!debtor) {
    fail('counterpartyId', 'Choose a member company from the directory.');
  } else {
    const debtorProblem = premiumStandingProblem(debtor, today);
    if (debtorProblem) {
      fail(
        'counterpartyId',
        `${debtor.name} cannot be covered: ${debtorProblem}. Both parties must be Premium members in good standing.`,
      );
    }
    if (debtor.id === creditor.id) {
      fail(
        'counterpartyId',
        'An invoice to your own company is not covered: choose the member that owes it.',
      );
    } else {
      const domain = websiteDomain(creditor.website);
      if (domain && domain === websiteDomain(debtor.website)) {
        fail(
          'counterpartyId',
          `${debtor.name} shares the website domain ${domain} with your company: deals between related companies are not covered.`,
        );
      }
    }
  }
  if (report.mode !== 'ocean') {
    fail(
      'mode',
      `Only ocean freight is covered; ${TRANSPORT_MODE_LABELS[report.mode].toLowerCase()} invoices are not.`,
    );
  }
  if (report.chargeType !== 'freight') {
    fail(
      'chargeType',
      `${CHARGE_TYPE_LABELS[report.chargeType]} is not covered: only the ocean freight charge is. Leave demurrage, detention and other charges out of the reported invoice.`,
    );
  }
  if (!facts.creditorOfficeIds.includes(report.creditorOfficeId)) {
    fail(
      'creditorOfficeId',
      'Choose one of your company’s offices listed in the directory: only invoices from listed offices are covered.',
    );
  }
  if (debtor && !facts.debtorOfficeIds.includes(report.debtorOfficeId)) {
    fail(
      'debtorOfficeId',
      `Choose one of ${debtor.name}’s offices listed in the directory: only invoices to listed offices are covered.`,
    );
  }
  if (report.invoiceDate > facts.officeToday) {
    fail('invoiceDate', 'The invoice date is in the future: report a shipment once it is invoiced.');
  }
  if (report.dueDate < facts.officeToday) {
    fail(
      'dueDate',
      `The invoice fell due on ${formatDate(report.dueDate)}: shipments are covered only when reported before the due date has passed, so this one cannot be.`,
    );
  }
  if (report.usdMinor > cover.remainingUsdMinor) {
    fail(
      report.currency === 'USD' ? 'amount' : 'usdAmount',
      `The invoice (${usd(report.usdMinor)}) is more than the ${usd(cover.remainingUsdMinor)} left of your company’s ${cover.year} cover (${usd(cover.coverUsdMinor)} a year, ${usd(cover.usedUsdMinor)} already reported).`,
    );
  }
  return Object.fromEntries(Object.entries(failures).map(([field, messages]) => [field, messages.join(' ')]));
}
