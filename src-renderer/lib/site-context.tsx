import { createContext, useContext } from 'react';
import { BRAND_SUFFIX } from '../../shared/constants';

export interface SiteContextValue {
  /** absolute base for canonical links, e.g. https://www.example.com */
  siteUrl: string;
  /** the bot check's public site key; absent when the check is off */
  captchaSiteKey?: string;
  /** called by a page that must answer with another HTTP status (the server reads it) */
  setStatus: (code: number) => void;
}

export const SiteContext = createContext<SiteContextValue>({ siteUrl: '', setStatus: () => {} });

export function useSite(): SiteContextValue {
  return useContext(SiteContext);
}

export function fullTitle(title: string): string {
  return `${title}${BRAND_SUFFIX}`;
}

/** The server writes the site URL into a meta tag so the client renders the same canonical links. */
export const SITE_URL_META = 'dfa:site-url';
/** ...and the bot check's site key, when the check is on. */
export const CAPTCHA_SITE_KEY_META = 'dfa:captcha-site-key';
