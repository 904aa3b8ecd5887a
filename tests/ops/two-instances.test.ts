import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../../src-server/config';
import { createDatabase } from '../../src-server/db/database';
import { seedDemoDirectory } from '../../src-server/features/directory/demo-seed';
import {
  contactForm,
  createAdmin,
  freePort,
  freshPostgresDatabase,
  logLines,
  postJson,
  ROOT,
  runTool,
  signIn,
  sleep,
  startServer,
  startSmtp,
  waitFor,
  type ServerProcess,
} from './support/processes';

const RATE_LIMIT = 40;
const work = mkdtempSync(join(tmpdir(), 'dfa-ops-pair-'));
chmodSync(work, 0o755);
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let nginx: ChildProcess | undefined;
let proxy: string;
let metricsPort: number;
const servers: ServerProcess[] = [];

/** nginx on loopback, round robin over both servers, with the repository's own proxy settings. */
async function startNginx(ports: number[]): Promise<string> {
  const port = await freePort();
  const temp = join(work, 'nginx-temp');
  mkdirSync(temp, { mode: 0o777 });
  chmodSync(temp, 0o777);
  writeFileSync(
    join(work, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  upstream dfa_portal {
${ports.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${join(ROOT, 'deploy/nginx/dfa-proxy.conf')};
      proxy_pass http://dfa_portal;
    }
  }
}
`,
  );
  nginx = spawn('nginx', ['-c', join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const up = await waitFor(
    () =>
      fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    10_000,
  );
  if (!up) throw new Error('nginx did not start');
  return url;
}

beforeAll(async () => {
  database = await freshPostgresDatabase();
  const smtpPort = await freePort();
  smtp = await startSmtp(smtpPort);
  const env = { DATABASE_URL: database.url, FILES_DIR: join(work, 'files') };
  runTool('migrate', [], env);
  createAdmin(env);
  const db = createDatabase(parseDatabaseUrl(database.url));
  await seedDemoDirectory(db, { members: 6 });
  await db.destroy();

  const ports = [await freePort(), await freePort()];
  metricsPort = await freePort();
  const shared = {
    ...env,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_INBOX: 'team@dfa.example',
    OUTBOX_INTERVAL_MS: '100',
    API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    // Behind nginx on loopback: the client address is the one it forwards.
    TRUST_PROXY: 'loopback',
    // nginx forwards the name it was reached by, here the loopback address.
    ALLOWED_HOSTS: '127.0.0.1',
    // Long enough that only invalidation, never expiry, can explain a fresh answer.
    DIRECTORY_CACHE_SECONDS: '600',
  };
  servers.push(await startServer({ ...shared, METRICS_PORT: String(metricsPort) }, ports[0]));
  servers.push(await startServer(shared, ports[1]));
  proxy = await startNginx(ports);
});

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await Promise.all(servers.map((server) => server.stop(5000)));
  await smtp?.close();
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
});

const [a, b] = [() => servers[0]!, () => servers[1]!];

interface Listing {
  items: { slug: string; name: string; website: string | null }[];
}
async function firstListed(server = b()) {
  const listing = (await (await fetch(`${server.url}/api/directory/members?page=1`)).json()) as Listing;
  return listing.items[0]!;
}

describe('two server instances on one PostgreSQL behind nginx', () => {
  it('takes turns through nginx, and every line a request logs carries its request id', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await fetch(`${proxy}/api/directory/members?page=1`);
      expect(response.status).toBe(200);
      ids.push(response.headers.get('x-request-id')!);
    }
    expect(new Set(ids).size).toBe(4);
    // The log lines travel through a pipe: give them a moment.
    await waitFor(
      () => ids.every((id) => servers.some((server) => server.output().includes(`"${id}"`))),
      3000,
    );
    const servedBy = ids.map((id) => servers.findIndex((server) => server.output().includes(id)));
    expect([...servedBy].sort()).toEqual([0, 0, 1, 1]);
    // nginx's id reached the server: the lines of that request all carry it.
    const lines = logLines(servers[servedBy[0]!]!.output()).filter((line) => line.reqId === ids[0]);
    expect(lines.length).toBeGreaterThanOrEqual(2);
  });

  it('recognises a member signed in through one instance on the other', async () => {
    const cookie = await signIn(a().url);
    for (const server of [a(), b()]) {
      const user = await fetch(`${server.url}/api/user`, { headers: { cookie } });
      expect(((await user.json()) as { data: { email: string } | null }).data?.email).toBe(
        'ops.admin@portal.example',
      );
    }
  });

  it('holds one API rate limit across both instances, not one per process', async () => {
    const client = { 'x-forwarded-for': '198.18.250.7' };
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMIT + 20; index += 1) {
      const server = index % 2 === 0 ? a() : b();
      const response = await fetch(`${server.url}/api/directory/members?page=${(index % 3) + 1}`, {
        headers: client,
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('holds a route limit (5 contact forms per address) across both instances', async () => {
    const client = { 'x-forwarded-for': '198.18.250.8' };
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const server = index % 2 === 0 ? a() : b();
      statuses.push(
        (await postJson(`${server.url}/api/company/contact-us`, contactForm(), { headers: client })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('sends each queued email exactly once while both instances deliver the outbox', async () => {
    const before = smtp.messages.length;
    const names = Array.from({ length: 10 }, (_, index) => `Sender ${index} ${randomUUID().slice(0, 8)}`);
    for (const [index, name] of names.entries()) {
      const server = index % 2 === 0 ? a() : b();
      const response = await postJson(
        `${server.url}/api/company/contact-us`,
        { ...contactForm(), name },
        { headers: { 'x-forwarded-for': `198.18.251.${index + 1}` } },
      );
      expect(response.status).toBe(200);
    }
    const arrived = () =>
      smtp.messages.slice(before).filter((mail) => names.some((name) => mail.subject.includes(name)));
    expect(await waitFor(() => arrived().length >= names.length, 15_000)).toBe(true);
    await sleep(1500);
    for (const name of names) expect(arrived().filter((mail) => mail.subject.includes(name))).toHaveLength(1);
  });

  it('serves a file uploaded through one instance from the other', async () => {
    const cookie = await signIn(a().url);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const { slug } = await firstListed();
    const upload = await fetch(`${a().url}/api/directory/my-company/logo?slug=${slug}`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'dfa-portal' },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { logoUrl } = (await upload.json()) as { logoUrl: string };
    const download = await fetch(`${b().url}${logoUrl}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
  });

  it('drops the directory answers cached by both instances when a company changes on one', async () => {
    const cookie = await signIn(a().url);
    const company = await firstListed(); // now cached on B for ten minutes
    expect((await firstListed(a())).slug).toBe(company.slug); // and on A
    const website = `https://aurora-${randomUUID().slice(0, 8)}.example`;
    expect(company.website).not.toBe(website);

    const editable = (await (
      await fetch(`${a().url}/api/directory/my-company?slug=${company.slug}`, { headers: { cookie } })
    ).json()) as object;
    const saved = await postJson(
      `${a().url}/api/directory/my-company`,
      { ...editable, website, slug: company.slug },
      { headers: { cookie } },
    );
    expect(saved.status).toBe(200);
    expect((await firstListed(a())).website).toBe(website);
    const seenOnB = async () => (await firstListed()).website === website;
    expect(await waitFor(seenOnB, 3000)).toBe(true);
  });

  it('exposes Prometheus metrics on a port of its own', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/directory\/members",status="200"\} \d+/,
    );
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/dfa_outbox_backlog \d+/);
    expect(text).toMatch(/dfa_db_pool_connections\{state="open"\} \d+/);
    expect((await fetch(`${a().url}/metrics`)).status).not.toBe(200);
  });
});
