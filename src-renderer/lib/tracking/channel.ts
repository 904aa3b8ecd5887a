import type { Channel, Touch } from '../../../shared/api/attribution';

const SEARCH_ENGINES =
  /(^|\.)(google|bing|yahoo|duckduckgo|baidu|yandex|ecosia|naver|seznam|qwant|startpage)\./;
const SOCIAL_NETWORKS =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|youtube|tiktok|pinterest|reddit|wechat|weibo|vk|whatsapp|telegram)\.(com|co|in|me|org|ru)$/;
const EMAIL_HOSTS = /(^|\.)(mail\.google|outlook\.live|mail\.yahoo|mail\.proton)\./;
const PAID_MEDIUMS =
  /^(cpc|ppc|paid|paidsearch|paid-search|paid_social|paid-social|display|banner|cpm|retargeting)$/i;

/** The referrer's host name, or undefined for none or an unreadable one. */
export function hostOf(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Which channel a visit came through, the way marketing reports group them: a tagged medium
 * wins, then an ad click id, then what kind of site referred the visitor.
 */
export function channelOf(touch: Pick<Touch, 'medium' | 'source' | 'referrer'>, clickId?: string): Channel {
  const medium = touch.medium?.toLowerCase();
  if (medium) {
    if (PAID_MEDIUMS.test(medium) || clickId) return 'paid';
    if (medium === 'email' || medium === 'newsletter') return 'email';
    if (medium === 'social' || medium === 'social-network') return 'social';
    if (medium === 'organic') return 'organic-search';
    if (medium === 'referral') return 'referral';
  }
  if (clickId) return 'paid';
  const host = hostOf(touch.referrer);
  if (!host) return touch.source ? 'referral' : 'direct';
  if (EMAIL_HOSTS.test(host)) return 'email';
  if (SEARCH_ENGINES.test(host)) return 'organic-search';
  if (SOCIAL_NETWORKS.test(host)) return 'social';
  return 'referral';
}
