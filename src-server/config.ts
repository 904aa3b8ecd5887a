import { z } from 'zod';

const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const envSchema = z.object({
  PORT: portSchema.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://www.example.com' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  DATABASE_URL: z.string().min(1).default('sqlite:./data/dfa.sqlite'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export type DatabaseTarget = { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  siteUrl: string;
  database: DatabaseTarget;
  env: 'development' | 'production' | 'test';
  logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `postgres://` or `postgresql://` selects PostgreSQL; `sqlite:<path>` or a bare path, SQLite. */
export function parseDatabaseUrl(value: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//.test(value)) return { dialect: 'postgres', url: value };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !value.startsWith('sqlite:')) {
    throw new ConfigError(
      `DATABASE_URL: unsupported scheme in "${value.split('://')[0]}://…"; use postgres://… or sqlite:<path>`,
    );
  }
  const path = value.startsWith('sqlite:') ? value.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '') : value;
  if (!path) throw new ConfigError('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/dfa.sqlite');
  return { dialect: 'sqlite', path };
}

/** Reads and validates the environment once at boot; every problem is reported together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    siteUrl: values.SITE_URL,
    database: parseDatabaseUrl(values.DATABASE_URL),
    env: values.NODE_ENV,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
