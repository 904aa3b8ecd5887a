import type { Migration } from 'kysely';
import * as membersAndSessions from './2026-11-25-001-members-and-sessions';
import * as accounts from './2026-11-25-002-accounts';
import * as formSubmissions from './2026-11-26-001-form-submissions';
import * as events from './2026-11-26-002-events';
import * as eventRegistrations from './2026-11-26-101-event-registrations';
import * as formAttribution from './2026-11-26-102-form-attribution';
import * as surveys from './2026-11-26-103-surveys';
import * as help from './2026-11-26-104-help';
import * as directory from './2026-11-26-105-directory';
import * as virtualOffice from './2026-11-26-106-virtual-office';
import * as blacklist from './2026-11-26-107-blacklist';
import * as blog from './2026-11-26-108-blog';
import * as registrationAndSurveyAttribution from './2026-11-26-109-registration-and-survey-attribution';
import * as directoryIndexes from './2026-11-26-110-directory-indexes';
import * as companyUploads from './2026-11-27-101-company-uploads';
import * as shipSchedules from './2026-11-27-201-ship-schedules';
import * as contentVersion from './2026-11-27-301-content-version';
import * as sharedRateLimits from './2026-11-27-401-shared-rate-limits';
import * as shippingLeads from './2026-11-27-501-shipping-leads';
import * as calculatorWidgets from './2026-11-27-502-calculator-widgets';
import * as membershipLifecycle from './2026-11-27-601-membership-lifecycle';
import * as cargoTracking from './2026-11-27-701-cargo-tracking';
import * as outboxAbandoned from './2026-11-27-801-outbox-abandoned';
import * as accountSecurity from './2026-11-27-901-account-security';
import * as eventAttendees from './2026-11-27-901-event-attendees';
import * as requestedTier from './2026-11-28-101-requested-tier';
import * as paymentProtection from './2026-11-28-201-payment-protection';
import * as eventRecapAndInterest from './2026-11-28-301-event-recap-and-interest';
import * as protectionWithdrawal from './2026-11-28-301-protection-withdrawal';
import * as unloggedRateLimits from './2026-11-29-101-unlogged-rate-limits';
import * as emailChangeSession from './2026-11-30-101-email-change-session';
import * as widgetAddressAndLimit from './2026-11-30-102-widget-address-and-limit';
import * as signInProtection from './2026-11-30-103-sign-in-protection';
import * as tierChanges from './2026-11-30-201-tier-changes';
import * as emailConfirmation from './2026-11-30-202-email-confirmation';
import * as quoteAcceptanceCodes from './2026-11-30-203-quote-acceptance-codes';
import * as memberApiKeys from './2026-11-30-601-member-api-keys';
import * as meetings from './2026-11-30-701-meetings';
import * as outboxInvitations from './2026-11-30-702-outbox-invitations';
import * as leadPostingCompany from './2026-11-30-703-lead-posting-company';

/** Every migration in order of its date-prefixed name; add new ones at the end. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-25-001-members-and-sessions': membersAndSessions,
  '2026-11-25-002-accounts': accounts,
  '2026-11-26-001-form-submissions': formSubmissions,
  '2026-11-26-002-events': events,
  '2026-11-26-101-event-registrations': eventRegistrations,
  '2026-11-26-102-form-attribution': formAttribution,
  '2026-11-26-103-surveys': surveys,
  '2026-11-26-104-help': help,
  '2026-11-26-105-directory': directory,
  '2026-11-26-106-virtual-office': virtualOffice,
  '2026-11-26-107-blacklist': blacklist,
  '2026-11-26-108-blog': blog,
  '2026-11-26-109-registration-and-survey-attribution': registrationAndSurveyAttribution,
  '2026-11-26-110-directory-indexes': directoryIndexes,
  '2026-11-27-101-company-uploads': companyUploads,
  '2026-11-27-201-ship-schedules': shipSchedules,
  '2026-11-27-301-content-version': contentVersion,
  '2026-11-27-401-shared-rate-limits': sharedRateLimits,
  '2026-11-27-501-shipping-leads': shippingLeads,
  '2026-11-27-502-calculator-widgets': calculatorWidgets,
  '2026-11-27-601-membership-lifecycle': membershipLifecycle,
  '2026-11-27-701-cargo-tracking': cargoTracking,
  '2026-11-27-801-outbox-abandoned': outboxAbandoned,
  '2026-11-27-901-account-security': accountSecurity,
  '2026-11-27-901-event-attendees': eventAttendees,
  '2026-11-28-101-requested-tier': requestedTier,
  '2026-11-28-201-payment-protection': paymentProtection,
  '2026-11-28-301-event-recap-and-interest': eventRecapAndInterest,
  '2026-11-28-301-protection-withdrawal': protectionWithdrawal,
  '2026-11-29-101-unlogged-rate-limits': unloggedRateLimits,
  '2026-11-30-101-email-change-session': emailChangeSession,
  '2026-11-30-102-widget-address-and-limit': widgetAddressAndLimit,
  '2026-11-30-103-sign-in-protection': signInProtection,
  '2026-11-30-201-tier-changes': tierChanges,
  '2026-11-30-202-email-confirmation': emailConfirmation,
  '2026-11-30-203-quote-acceptance-codes': quoteAcceptanceCodes,
  '2026-11-30-601-member-api-keys': memberApiKeys,
  '2026-11-30-701-meetings': meetings,
  '2026-11-30-702-outbox-invitations': outboxInvitations,
  '2026-11-30-703-lead-posting-company': leadPostingCompany,
};
