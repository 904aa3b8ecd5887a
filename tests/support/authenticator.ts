import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

function totpOf(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

/**
 * What an administrator's authenticator app does, for tests that sign in as one: the code of a
 * TOTP secret (base32) at a moment, as the app would show it.
 */
export function authenticatorCode(secret: string, at: Date | number = Date.now()): string {
  return totpOf(secret).generate({ timestamp: typeof at === 'number' ? at : at.getTime() });
}

const lastSteps = new Map<string, number>();

/**
 * A code the server has not seen yet: each code works once, so a test that signs in twice
 * within 30 seconds uses the next step's code (the server accepts one step ahead, for clocks
 * a little apart), as a person would wait for the app's next code.
 */
export async function freshAuthenticatorCode(secret: string, at?: Date): Promise<string> {
  const now = at?.getTime() ?? Date.now();
  const current = Math.floor(now / PERIOD_MS);
  const step = Math.max(current, (lastSteps.get(secret) ?? -1) + 1);
  if (step > current + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - now + 50));
  lastSteps.set(secret, step);
  return totpOf(secret).generate({ timestamp: step * PERIOD_MS });
}

/** The secret in an otpauth:// URI, as an app reads it from the QR code. */
export function secretOfUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}
