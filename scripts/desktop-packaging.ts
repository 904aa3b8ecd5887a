import type { Configuration } from 'electron-builder';
import { desktopBuildSettings } from './desktop-build-settings';

type Environment = Record<string, string | undefined>;

const present = (env: Environment, ...names: string[]) => names.every((name) => Boolean(env[name]));

/** electron-builder signs with a certificate file (CSC_LINK, WIN_CSC_LINK) or a keychain identity (CSC_NAME). */
export function hasSigningCredentials(env: Environment): boolean {
  return present(env, 'CSC_LINK') || present(env, 'WIN_CSC_LINK') || present(env, 'CSC_NAME');
}

/** Apple's notary service takes an App Store Connect API key, an Apple ID, or a keychain profile. */
export function hasNotarisationCredentials(env: Environment): boolean {
  return (
    present(env, 'APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER') ||
    present(env, 'APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID') ||
    present(env, 'APPLE_KEYCHAIN_PROFILE')
  );
}

/**
 * What a release build adds to electron-builder.yml, from the environment of the machine that
 * packages it. Signing and notarisation happen only when their credentials are there (and are
 * then electron-builder's own variables); without them the build is unsigned, never half-signed
 * with whatever the keychain holds. An installer must name its DFA server (DFA_API_ORIGIN), and
 * updates (DFA_UPDATE_URL) need a signed build, since the updater checks each download's
 * signature against the installed app's publisher.
 */
export function desktopPackagingConfig(env: Environment): Configuration {
  const built = desktopBuildSettings(env);
  if (!built.apiOrigin.startsWith('https://')) {
    throw new Error(
      'Set DFA_API_ORIGIN to the https:// address of the DFA server before packaging the desktop app ' +
        '(it is built into the installers).',
    );
  }
  const signed = hasSigningCredentials(env);
  if (built.updateFeedUrl && !signed) {
    throw new Error(
      'DFA_UPDATE_URL turns on automatic updates, which need a signed build: set CSC_LINK (or WIN_CSC_LINK, CSC_NAME).',
    );
  }
  return {
    extends: 'file:electron-builder.yml',
    publish: built.updateFeedUrl ? [{ provider: 'generic', url: built.updateFeedUrl }] : null,
    mac: {
      // null: do not sign, rather than sign with any identity the keychain happens to hold.
      ...(signed ? {} : { identity: null }),
      notarize: signed && hasNotarisationCredentials(env),
    },
  };
}
