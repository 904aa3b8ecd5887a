/**
 * A short-lived cache of public directory answers, shared by every visitor of this server.
 * Searches repeat a lot (the first page, a country, a service), and the pages showing them are
 * cached for longer anyway, so answering the same question from memory for a few seconds costs
 * no freshness anyone notices. Concurrent misses for one key share one database query.
 * Writes clear it at once, on every server instance (see services/change-feed.ts).
 */
export class ResultCache<T> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    // eslint-disable-next-line no-restricted-syntax -- seconds of freshness in memory, not a date anyone sees
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: the first key is the oldest entry.
      this.entries.delete(this.entries.keys().next().value!);
    }
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
