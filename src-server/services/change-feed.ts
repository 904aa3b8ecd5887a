import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import type { Db } from '../db/database';
import { notifyChannel } from './change-feed-repository';

/** What other server instances must hear about: their caches of it are stale. */
type ChangeTopic = 'directory' | 'pages';

export interface ChangeFeed {
  /** Tells this server's listeners at once, and every other instance's through the database. */
  publish(topic: ChangeTopic): void;
  subscribe(topic: ChangeTopic, listener: () => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'dfa_changes';
const RECONNECT_MS = 1000;

/**
 * SQLite serves one server process, so its feed stays in the process. On PostgreSQL, changes
 * travel as NOTIFY on one channel that every instance LISTENs to on a connection of its own.
 * While that connection is down nothing is heard, so when it comes back every listener is
 * called once: a cache cleared for nothing is cheap, a stale one is not.
 */
export function createChangeFeed(database: DatabaseTarget, db: Db, log: FastifyBaseLogger): ChangeFeed {
  const listeners = new Map<ChangeTopic, Array<() => void>>();
  const notifyLocal = (topic: ChangeTopic) => listeners.get(topic)?.forEach((listener) => listener());
  const notifyAll = () => [...listeners.keys()].forEach(notifyLocal);
  const feed = {
    subscribe(topic: ChangeTopic, listener: () => void) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
  };
  if (database.dialect === 'sqlite') {
    return { ...feed, publish: notifyLocal, close: async () => undefined };
  }

  // Each instance ignores its own notices: it has told its listeners already.
  const self = randomBytes(8).toString('hex');
  let closed = false;
  let listener: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let everConnected = false;

  const connect = async () => {
    const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 5000 });
    const retry = () => {
      client.removeAllListeners();
      client.on('error', () => undefined);
      client.end().catch(() => undefined);
      if (listener === client) listener = undefined;
      if (!closed) reconnectTimer = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client.on('error', (error) => {
      log.warn({ err: error }, 'change feed connection lost; reconnecting');
      retry();
    });
    client.on('notification', (message) => {
      const [sender, topic] = (message.payload ?? '').split(':');
      if (sender !== self && (topic === 'directory' || topic === 'pages')) notifyLocal(topic);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (closed) return void client.end().catch(() => undefined);
      listener = client;
      if (everConnected) notifyAll();
      everConnected = true;
    } catch {
      retry();
    }
  };
  void connect();

  return {
    ...feed,
    publish(topic) {
      notifyLocal(topic);
      notifyChannel(db, CHANNEL, `${self}:${topic}`).catch((error: unknown) =>
        log.warn({ err: error, topic }, 'could not tell other servers of a change'),
      );
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await listener?.end().catch(() => undefined);
    },
  };
}
