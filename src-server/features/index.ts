import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { BotCheck } from '../services/captcha';
import type { ChangeFeed } from '../services/change-feed';
import type { Clock } from '../core/clock';
import type { FileStore } from '../services/file-store';
import type { SiteHooksHub } from '../web/site-hooks';
import { adminRoutes } from './admin/routes';
import { apiDocsRoutes } from './api-docs/routes';
import { accountRoutes } from './auth/account-routes';
import { emailConfirmationRoutes } from './auth/email-confirmation-routes';
import { authRoutes } from './auth/routes';
import { blacklistRoutes } from './blacklist/routes';
import { blogRoutes } from './blog/routes';
import { calculatorWidgetRoutes } from './calculator-widget/routes';
import { carrierRoutes } from './carriers/routes';
import { dashboardRoutes } from './dashboard/routes';
import { directoryRoutes } from './directory/routes';
import { eventRoutes } from './events/routes';
import { formRoutes } from './forms/routes';
import { freightForwarderRoutes } from './freight-forwarder/routes';
import { healthRoutes, type Lifecycle } from './health/routes';
import { helpRoutes } from './help/routes';
import { meetingRoutes } from './meetings/routes';
import { memberApiRoutes } from './member-api/routes';
import { memberRoutes } from './members/routes';
import { paymentProtectionRoutes } from './payment-protection/routes';
import { placeRoutes } from './places/routes';
import { scheduleRoutes } from './schedules/routes';
import { visitorScheduleRoutes } from './schedules/visitor-routes';
import { shippingLeadRoutes } from './shipping-leads/routes';
import { siteRoutes } from './site/routes';
import { surveyRoutes } from './surveys/routes';
import { trackingRoutes } from './tracking/routes';
import { visitorTrackingRoutes } from './tracking/visitor-routes';
import { userRoutes } from './user/routes';
import { virtualOfficeRoutes } from './virtual-office/routes';

/** What the app holds once and hands to its features; each feature picks what it needs. */
export interface AppServices {
  db: Db;
  config: Config;
  clock: Clock;
  botCheck: BotCheck;
  changes: ChangeFeed;
  fileStore: FileStore;
  site: SiteHooksHub;
  lifecycle: Lifecycle;
  version: string;
}

export interface Feature {
  name: string;
  /** registers the feature's routes in its own plugin scope, with the dependencies it names */
  routes: (api: FastifyInstance, services: AppServices) => void;
}

/**
 * The API, feature by feature: `app.ts` registers each as a Fastify plugin of its own inside the
 * API scope (access guard, rate limits, same-origin check), in this order.
 */
export const FEATURES: readonly Feature[] = [
  {
    name: 'health',
    routes: (api, { db, config, lifecycle }) =>
      healthRoutes(api, { db, dialect: config.database.dialect, lifecycle }),
  },
  { name: 'user', routes: (api, { db, clock }) => userRoutes(api, { db, clock }) },
  {
    name: 'auth',
    routes: (api, { db, config, botCheck, clock }) => authRoutes(api, { db, config, botCheck, clock }),
  },
  {
    name: 'email-confirmation',
    routes: (api, { db, config, clock }) =>
      emailConfirmationRoutes(api, { db, siteUrl: config.siteUrl, clock }),
  },
  { name: 'account', routes: (api, { db, config, clock }) => accountRoutes(api, { db, config, clock }) },
  {
    name: 'forms',
    routes: (api, { db, config, botCheck, clock }) => formRoutes(api, { db, config, botCheck, clock }),
  },
  {
    name: 'events',
    routes: (api, { db, config, botCheck, site, clock }) =>
      eventRoutes(api, {
        db,
        siteUrl: config.siteUrl,
        geolocationSource: config.geolocationSource,
        botCheck,
        site,
        clock,
      }),
  },
  {
    name: 'blog',
    routes: (api, { db, config, site, fileStore, clock }) =>
      blogRoutes(api, { db, siteUrl: config.siteUrl, site, fileStore, clock }),
  },
  { name: 'freight-forwarder', routes: (api) => freightForwarderRoutes(api) },
  {
    name: 'surveys',
    routes: (api, { db, config, clock }) =>
      surveyRoutes(api, { db, geolocationSource: config.geolocationSource, clock }),
  },
  { name: 'virtual-office', routes: (api, { db, clock }) => virtualOfficeRoutes(api, { db, clock }) },
  {
    name: 'blacklist',
    routes: (api, { db, config, fileStore, clock }) =>
      blacklistRoutes(api, { db, siteUrl: config.siteUrl, fileStore, clock }),
  },
  {
    name: 'directory',
    routes: (api, { db, config, fileStore, changes, site, clock }) =>
      directoryRoutes(api, {
        db,
        dialect: config.database.dialect,
        fileStore,
        cacheSeconds: config.directoryCacheSeconds,
        changes,
        site,
        clock,
      }),
  },
  { name: 'help', routes: (api, { db, site, clock }) => helpRoutes(api, { db, site, clock }) },
  { name: 'site', routes: (api, { config, site }) => siteRoutes(api, { site, support: config.support }) },
  { name: 'places', routes: (api, { db }) => placeRoutes(api, { db }) },
  {
    name: 'shipping-leads',
    routes: (api, { db, config, botCheck, clock }) =>
      shippingLeadRoutes(api, { db, config, botCheck, clock }),
  },
  {
    name: 'calculator-widget',
    routes: (api, { db, config, clock }) =>
      calculatorWidgetRoutes(api, { db, siteUrl: config.siteUrl, clock }),
  },
  {
    name: 'members',
    routes: (api, { db, config, clock, site }) =>
      memberRoutes(api, {
        db,
        siteUrl: config.siteUrl,
        clock,
        paymentInstructions: config.invoicePaymentInstructions,
        site,
      }),
  },
  {
    name: 'payment-protection',
    routes: (api, { db, config, clock, fileStore }) =>
      paymentProtectionRoutes(api, {
        db,
        siteUrl: config.siteUrl,
        clock,
        fileStore,
        claimWindowDays: config.protectionClaimWindowDays,
      }),
  },
  {
    name: 'meetings',
    routes: (api, { db, config, clock }) =>
      meetingRoutes(api, { db, clock, siteUrl: config.siteUrl, mailFrom: config.mailFrom }),
  },
  { name: 'admin', routes: (api, { db }) => adminRoutes(api, { db }) },
  { name: 'dashboard', routes: (api, { db, clock }) => dashboardRoutes(api, { db, clock }) },
  {
    name: 'carriers',
    routes: (api, { db, config, site, clock }) =>
      carrierRoutes(api, { db, siteUrl: config.siteUrl, site, clock }),
  },
  {
    name: 'schedules',
    routes: (api, { db, config, clock }) => {
      scheduleRoutes(api, { db, indexMaxCalls: config.scheduleIndexMaxCalls, clock });
      visitorScheduleRoutes(api, { db, indexMaxCalls: config.scheduleIndexMaxCalls, clock });
    },
  },
  {
    name: 'tracking',
    routes: (api, { db, config, clock }) => {
      trackingRoutes(api, { db, siteUrl: config.siteUrl, clock });
      visitorTrackingRoutes(api, { db });
    },
  },
  {
    name: 'member-api',
    routes: (api, { db, config, clock }) =>
      memberApiRoutes(api, {
        db,
        clock,
        siteUrl: config.siteUrl,
        indexMaxCalls: config.scheduleIndexMaxCalls,
        requestsPerMinute: config.apiKeyRequestsPerMinute,
      }),
  },
  {
    name: 'api-docs',
    routes: (api, { config, version }) => apiDocsRoutes(api, { siteUrl: config.siteUrl, version }),
  },
];
