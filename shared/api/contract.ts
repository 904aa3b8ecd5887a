/**
 * Every module of the HTTP contract, by feature. The OpenAPI document is generated from the
 * endpoint descriptors found here, so a new feature's module is added here too.
 */
import * as account from './account';
import * as admin from './admin';
import * as apiDocs from './api-docs';
import * as apiKeys from './api-keys';
import * as auth from './auth';
import * as blacklist from './blacklist';
import * as blog from './blog';
import * as calculatorWidget from './calculator-widget';
import * as carriers from './carriers';
import * as dashboard from './dashboard';
import * as directory from './directory';
import * as emailConfirmation from './email-confirmation';
import * as enquiries from './enquiries';
import * as events from './events';
import * as forms from './forms';
import * as freightForwarder from './freight-forwarder';
import * as health from './health';
import * as help from './help';
import * as meetings from './meetings';
import * as members from './members';
import * as paymentProtection from './payment-protection';
import * as places from './places';
import * as shippingLeads from './shipping-leads';
import * as site from './site';
import * as schedules from './schedules';
import * as surveys from './surveys';
import * as tracking from './tracking';
import * as user from './user';
import * as virtualOffice from './virtual-office';

export const CONTRACT_MODULES: Record<string, Record<string, unknown>> = {
  account,
  admin,
  'api-docs': apiDocs,
  'api-keys': apiKeys,
  auth,
  blacklist,
  blog,
  'calculator-widget': calculatorWidget,
  carriers,
  dashboard,
  directory,
  'email-confirmation': emailConfirmation,
  enquiries,
  events,
  forms,
  'freight-forwarder': freightForwarder,
  health,
  help,
  meetings,
  members,
  'payment-protection': paymentProtection,
  places,
  'shipping-leads': shippingLeads,
  site,
  schedules,
  surveys,
  tracking,
  user,
  'virtual-office': virtualOffice,
};
