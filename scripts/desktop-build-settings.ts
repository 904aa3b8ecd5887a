import { parseApiOrigin, parseUpdateFeedUrl } from '../src-main/config';

type Environment = Record<string, string | undefined>;

export interface DesktopBuildSettings {
  /** `DFA_API_ORIGIN`: the DFA server an installed app talks to; empty for development builds */
  apiOrigin: string;
  /** `DFA_UPDATE_URL`: the generic update feed; empty turns updates off */
  updateFeedUrl: string;
  /** when the bundled offline data (the dictionary) was built */
  builtAt: string;
}

/**
 * The settings baked into the desktop app at build time, checked here so a bad value fails the
 * build rather than an installed app. `SOURCE_DATE_EPOCH` makes the build date reproducible.
 */
export function desktopBuildSettings(env: Environment): DesktopBuildSettings {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return {
    apiOrigin: env.DFA_API_ORIGIN ? parseApiOrigin(env.DFA_API_ORIGIN, 'DFA_API_ORIGIN') : '',
    updateFeedUrl: env.DFA_UPDATE_URL ? parseUpdateFeedUrl(env.DFA_UPDATE_URL, 'DFA_UPDATE_URL') : '',
    builtAt: new Date(Number.isFinite(epoch) && epoch > 0 ? epoch * 1000 : Date.now()).toISOString(),
  };
}
