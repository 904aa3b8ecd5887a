import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { organizerOf } from './features/meetings/invitations';
import { startMeetingReminders } from './features/meetings/reminders';
import { startMembershipCalendar } from './features/members/membership-calendar';
import { BUILD_PATHS } from './paths';
import { startLeadDigests } from './features/shipping-leads/digests';
import { startCarrierSync } from './engines/carriers/sync-worker';
import { systemClock } from './core/clock';
import { createMetrics, serveMetrics } from './services/metrics';
import { createTransports, startOutboxDelivery } from './services/outbox';
import { pullSchedules } from './engines/schedules/pull-schedules';
import { pullTracking } from './engines/tracking/pull-events';
import { loadSite } from './web/site';

/** How often the server looks for carrier connections that are due. */
const CARRIER_SYNC_TICK_MS = 15_000;

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const db = createDatabase(config.database);
await migrateToLatest(db);

const built = existsSync(BUILD_PATHS.serverEntry);
if (!built && config.env === 'production') {
  console.error(
    'The website is not built: run `npm run build` first (or `npm start`, which builds when needed).',
  );
  process.exit(1);
}
const site = built
  ? await loadSite({
      ...BUILD_PATHS,
      siteUrl: config.siteUrl,
      ...(config.captcha.enabled ? { captchaSiteKey: config.captcha.siteKey } : {}),
    })
  : undefined;
const metrics = config.metrics ? createMetrics(db) : undefined;
const app = await buildApp({ config, db, site, ...(metrics ? { metrics } : {}) });
if (!built) app.log.warn('Serving the API only: the website is not built (npm run build).');

const outbox = startOutboxDelivery({
  db,
  transports: createTransports(config, app.log),
  intervalMs: config.outboxIntervalMs,
  firstRetryMs: config.outboxRetryMs,
  log: app.log,
});

const digests = startLeadDigests({
  db,
  siteUrl: config.siteUrl,
  hourUtc: config.leadDigestHourUtc,
  intervalMs: config.leadDigestCheckMs,
  log: app.log,
  clock: systemClock,
});

const membershipCalendar = startMembershipCalendar({
  db,
  siteUrl: config.siteUrl,
  intervalMs: config.membershipCheckIntervalMs,
  log: app.log,
});

const meetingReminders = startMeetingReminders({
  db,
  siteUrl: config.siteUrl,
  organizer: organizerOf(config.mailFrom),
  clock: systemClock,
  intervalMs: config.meetingReminderCheckMs,
  log: app.log,
});

// Connected carriers are pulled when due; an admin's "sync now" waits at most one tick.
const carrierSync = startCarrierSync({
  db,
  handlers: { schedules: pullSchedules(), tracking: pullTracking({ siteUrl: config.siteUrl }) },
  intervalMs: CARRIER_SYNC_TICK_MS,
  log: app.log,
});

let metricsServer: Server | undefined;
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  metricsServer?.close();
  await app.close();
  await digests.stop();
  await outbox.stop();
  await membershipCalendar.stop();
  await meetingReminders.stop();
  await carrierSync.stop();
  await db.destroy();
});

try {
  await app.listen({ port: config.port, host: config.host });
  if (metrics && config.metrics) {
    metricsServer = await serveMetrics(metrics, config.metrics.port, config.metrics.host);
    app.log.info(`metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  process.exit(1);
}
