/** A port as the finder and the searches know it. */
export interface PortEntry {
  unlocode: string;
  name: string;
  /** other names it is known by (the index's own spelling, older or local names) */
  alternateNames: readonly string[];
  countryCode: string;
  countryName: string;
  latitude: number | null;
  longitude: number | null;
  /** World Port Index harbour size, when known: Large ranks before Medium, Small, Very Small */
  harborSize: string | null;
}

export interface PortMatch {
  unlocode: string;
  name: string;
  countryCode: string;
  countryName: string;
  /** the other name or code the query matched, when it was not the port's own name or code */
  matched: string | null;
}

const SIZE_RANK: Readonly<Record<string, number>> = { Large: 0, Medium: 1, Small: 2, 'Very Small': 3 };

/** Lower case, no accents, letters and digits only: "Shang hai" and "SHANGHAI" both become "shanghai". */
export function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Edit distance with adjacent swaps (optimal string alignment), giving up once it must exceed
 * `limit`: a typo is one insertion, deletion, substitution or swap.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** How many typos a query of this length may carry and still find its port. */
const typosAllowed = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

interface Candidate {
  port: PortEntry;
  /** lower-case codes: its own UN/LOCODE first, then aliases */
  codes: string[];
  /** [compact name, the name as written, its words] for the name and every other name */
  names: { compact: string; text: string; words: string[] }[];
  sizeRank: number;
}

export interface PortFinder {
  /**
   * The ports best matching a name, another name or a UN/LOCODE, typing errors forgiven:
   * codes first, then exact names, names starting with the query, names containing it, and
   * names a typo or two away. Within each, ports with scheduled calls, then bigger harbours.
   */
  find(query: string, limit?: number): PortMatch[];
  /** The port a code (or an alias of it) names. */
  byCode(code: string): PortEntry | undefined;
}

export function createPortFinder(
  ports: readonly PortEntry[],
  aliases: readonly (readonly [code: string, unlocode: string])[] = [],
  /** ports with scheduled calls, which a member most likely means */
  scheduled: ReadonlySet<string> = new Set(),
): PortFinder {
  const byCode = new Map(ports.map((port) => [port.unlocode, port]));
  const aliasesOf = new Map<string, string[]>();
  for (const [code, unlocode] of aliases) {
    if (!byCode.has(unlocode)) continue;
    aliasesOf.set(unlocode, [...(aliasesOf.get(unlocode) ?? []), code.toLowerCase()]);
    if (!byCode.has(code)) byCode.set(code, byCode.get(unlocode)!);
  }
  const candidates: Candidate[] = ports.map((port) => ({
    port,
    codes: [port.unlocode.toLowerCase(), ...(aliasesOf.get(port.unlocode) ?? [])],
    names: [port.name, ...port.alternateNames].map((text) => ({
      compact: compact(text),
      text,
      words: words(text),
    })),
    sizeRank: SIZE_RANK[port.harborSize ?? ''] ?? 4,
  }));

  /** The best tier a candidate reaches for the query, and the name or code it matched; null when none. */
  function tierOf(
    candidate: Candidate,
    query: string,
    typos: number,
  ): { tier: number; matched: string | null } | null {
    const codeIndex = candidate.codes.indexOf(query);
    if (codeIndex >= 0)
      return { tier: 0, matched: codeIndex === 0 ? null : candidate.codes[codeIndex]!.toUpperCase() };
    let best: { tier: number; matched: string | null } | null = null;
    candidate.names.forEach((name, index) => {
      const matched = index === 0 ? null : name.text;
      let tier: number | null = null;
      if (name.compact === query) tier = 1;
      else if (name.compact.startsWith(query)) tier = 2;
      else if (
        query.length >= 3 &&
        (name.words.some((word) => word.startsWith(query)) || name.compact.includes(query))
      )
        tier = 3;
      else if (typos > 0) {
        // A typo anywhere in the whole name, or in the part of it typed so far.
        const whole = editDistance(query, name.compact, typos);
        const typed = editDistance(query, name.compact.slice(0, query.length), typos);
        if (Math.min(whole, typed) <= typos) tier = 4 + Math.min(whole, typed);
      }
      if (tier !== null && (!best || tier < best.tier)) best = { tier, matched };
    });
    return best;
  }

  return {
    byCode: (code) => byCode.get(code.trim().toUpperCase()),
    find(query, limit = 10) {
      const wanted = compact(query);
      if (wanted.length < 2) return [];
      const typos = typosAllowed(wanted.length);
      const found: { candidate: Candidate; tier: number; matched: string | null }[] = [];
      for (const candidate of candidates) {
        const hit = tierOf(candidate, wanted, typos);
        if (hit) found.push({ candidate, ...hit });
      }
      found.sort(
        (a, b) =>
          a.tier - b.tier ||
          Number(scheduled.has(b.candidate.port.unlocode)) -
            Number(scheduled.has(a.candidate.port.unlocode)) ||
          a.candidate.sizeRank - b.candidate.sizeRank ||
          a.candidate.port.name.localeCompare(b.candidate.port.name, 'en') ||
          (a.candidate.port.unlocode < b.candidate.port.unlocode ? -1 : 1),
      );
      return found.slice(0, limit).map(({ candidate: { port }, matched }) => ({
        unlocode: port.unlocode,
        name: port.name,
        countryCode: port.countryCode,
        countryName: port.countryName,
        matched,
      }));
    },
  };
}
