import pg from 'pg';

/** Whether a DATABASE_URL-style value points at PostgreSQL. */
export function isPostgresUrl(url: string | undefined): boolean {
  return /^postgres(ql)?:\/\//.test(url ?? '');
}

/** The same server and credentials as `serverUrl`, naming another database. */
export function postgresDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database `name` on the server `serverUrl` connects to (its role needs
 * CREATEDB), dropping any left by an earlier run, and answers its URL.
 */
export async function createPostgresDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await dropPostgresDatabase(serverUrl, name);
  await run(serverUrl, `create database ${name}`);
  return postgresDatabaseUrl(serverUrl, name);
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await run(serverUrl, `drop database if exists ${name} with (force)`);
}
