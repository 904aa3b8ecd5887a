/** The top-level-domain suffix the site uses: the last 3 characters of the host name. */
export function tldSuffix(hostname: string): string {
  return hostname.slice(-3);
}
