import { Secret, TOTP } from 'otpauth';

/**
 * What an administrator's authenticator app does, for tests that sign in as one: the code of a
 * TOTP secret (base32) at a moment, as the app would show it.
 */
export function authenticatorCode(secret: string, at: Date | number = Date.now()): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: typeof at === 'number' ? at : at.getTime() });
}

/** The secret in an otpauth:// URI, as an app reads it from the QR code. */
export function secretOfUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}
