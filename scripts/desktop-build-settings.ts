import { isLoopbackHost, parseApiOrigin, parseUpdateFeedUrl } from '../src-main/config';

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

/** A release build talks to a server other than this computer: what it bundles reaches members. */
function isReleaseBuild({ apiOrigin }: DesktopBuildSettings): boolean {
  return apiOrigin !== '' && !isLoopbackHost(new URL(apiOrigin).hostname);
}

/**
 * Where the schedules snapshot bundled with the app comes from: the database in
 * SNAPSHOT_DATABASE_URL, or the generated sample schedules. A release build refuses the samples
 * unless they are asked for by name (`--allow-sample-schedules`); the app then labels every
 * answer from them as sample schedules, as it does wherever generated schedules show.
 */
export function bundledSchedulesSource(
  env: Environment,
  { allowSampleSchedules }: { allowSampleSchedules: boolean },
): 'database' | 'sample' {
  if (env.SNAPSHOT_DATABASE_URL) return 'database';
  const settings = desktopBuildSettings(env);
  if (!isReleaseBuild(settings) || allowSampleSchedules) return 'sample';
  throw new Error(
    `This is a release build (DFA_API_ORIGIN=${settings.apiOrigin}), and it would bundle generated sample ` +
      'schedules. Set SNAPSHOT_DATABASE_URL to the database holding the real schedules, or pass ' +
      '--allow-sample-schedules to ship the samples, labelled as such in the app.',
  );
}
