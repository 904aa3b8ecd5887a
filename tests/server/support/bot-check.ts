import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The one token the fake bot-check server accepts (sent with the test secret). */
export const HUMAN_TOKEN = 'human-token';
const SECRET = 'test-secret';

export interface BotCheckServer {
  /** every verification request it received, as form fields */
  received: URLSearchParams[];
  /** the app's settings that turn the bot check on and point it here */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A real siteverify endpoint on loopback, for tests of the bot check. */
export async function startBotCheckServer(): Promise<BotCheckServer> {
  const received: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ success: form.get('response') === HUMAN_TOKEN && form.get('secret') === SECRET }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    received,
    env: {
      CAPTCHA_SECRET: SECRET,
      CAPTCHA_SITE_KEY: 'test-site-key',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
