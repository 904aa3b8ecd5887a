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

interface PortMatch {
  unlocode: string;
  name: string;
  countryCode: string;
  countryName: string;
  /** the other name or code the query matched, when it was not the port's own name or code */
  matched: string | null;
}

const SIZE_RANK: Readonly<Record<string, number>> = { Large: 0, Medium: 1, Small: 2, 'Very Small': 3 };

/** Lower case, no accents, letters and digits only: "Shang hai" and "SHANGHAI" both become "shanghai". */
function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Which of the letters and digits a text holds, one bit each (letters a–z, digits folded in). */
function characterSet(text: string): number {
  let set = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    set |= 1 << (code >= 97 ? code - 97 : 26 + ((code - 48) % 6));
  }
  return set;
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

// Rows of the edit-distance table, reused from call to call: the finder runs it thousands of times.
const MAX_TEXT = 64;
let rowBefore = new Int32Array(MAX_TEXT + 1);
let rowPrevious = new Int32Array(MAX_TEXT + 1);
let rowCurrent = new Int32Array(MAX_TEXT + 1);

/**
 * Edit distance with adjacent swaps (optimal string alignment) between `a` and the first
 * `bLength` characters of `b`, giving up once it must exceed `limit`: a typo is one insertion,
 * deletion, substitution or swap.
 */
export function editDistance(a: string, b: string, limit: number, bLength = b.length): number {
  const aLength = Math.min(a.length, MAX_TEXT);
  const length = Math.min(bLength, b.length, MAX_TEXT);
  if (Math.abs(aLength - length) > limit) return limit + 1;
  for (let j = 0; j <= length; j += 1) rowPrevious[j] = j;
  for (let i = 1; i <= aLength; i += 1) {
    rowCurrent[0] = i;
    let rowMin = i;
    const charA = a.charCodeAt(i - 1);
    for (let j = 1; j <= length; j += 1) {
      const charB = b.charCodeAt(j - 1);
      let value = Math.min(
        rowPrevious[j]! + 1,
        rowCurrent[j - 1]! + 1,
        rowPrevious[j - 1]! + (charA === charB ? 0 : 1),
      );
      if (i > 1 && j > 1 && charA === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === charB) {
        value = Math.min(value, rowBefore[j - 2]! + 1);
      }
      rowCurrent[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [rowBefore, rowPrevious, rowCurrent] = [rowPrevious, rowCurrent, rowBefore];
  }
  return rowPrevious[length]!;
}

/** How many typos a query of this length may carry and still find its port. */
const typosAllowed = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

interface Name {
  compact: string;
  text: string;
  characters: number;
}

interface Candidate {
  port: PortEntry;
  /** lower-case codes: its own UN/LOCODE first, then aliases */
  codes: string[];
  /** the port's name first, then every other name */
  names: Name[];
  sizeRank: number;
}

export interface PortFinder {
  /**
   * The ports best matching a name, another name or a UN/LOCODE, typing errors forgiven:
   * codes first, then exact names, names starting with the query, names containing it, and
   * names a typo or two away (looked for only when the others do not fill the list). Within
   * each, ports in `scheduled` (those with calls, which a member most likely means), then
   * bigger harbours.
   */
  find(query: string, limit?: number, scheduled?: ReadonlySet<string>): PortMatch[];
  /** The port a code (or an alias of it) names. */
  byCode(code: string): PortEntry | undefined;
}

interface Hit {
  candidate: Candidate;
  tier: number;
  matched: string | null;
}

export function createPortFinder(
  ports: readonly PortEntry[],
  aliases: readonly (readonly [code: string, unlocode: string])[] = [],
  /** the ports `find` ranks first unless it is given others */
  defaultScheduled: ReadonlySet<string> = new Set(),
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
    names: [port.name, ...port.alternateNames].map((text) => {
      const compacted = compact(text);
      return { compact: compacted, text, characters: characterSet(compacted) };
    }),
    sizeRank: SIZE_RANK[port.harborSize ?? ''] ?? 4,
  }));

  /** Codes, exact names, beginnings and insides of names: plain string tests. */
  function plainTier(candidate: Candidate, query: string): Hit | null {
    const codeIndex = candidate.codes.indexOf(query);
    if (codeIndex >= 0) {
      return {
        candidate,
        tier: 0,
        matched: codeIndex === 0 ? null : candidate.codes[codeIndex]!.toUpperCase(),
      };
    }
    let best: Hit | null = null;
    for (let index = 0; index < candidate.names.length; index += 1) {
      const name = candidate.names[index]!;
      // A word that starts with the query is inside the compacted name too, so one search serves.
      const at = query.length >= 3 ? name.compact.indexOf(query) : name.compact.startsWith(query) ? 0 : -1;
      if (at < 0) continue;
      const tier = at > 0 ? 3 : name.compact.length === query.length ? 1 : 2;
      if (!best || tier < best.tier) best = { candidate, tier, matched: index === 0 ? null : name.text };
    }
    return best;
  }

  /** Names a typo or two from the query, whole or as far as it is typed. */
  function typoTier(candidate: Candidate, query: string, characters: number, typos: number): Hit | null {
    let best: Hit | null = null;
    for (let index = 0; index < candidate.names.length; index += 1) {
      const name = candidate.names[index]!;
      // Each typo can bring in at most one character the name lacks: most names fail here.
      if (bitCount(characters & ~name.characters) > typos) continue;
      // People rarely mistype the first letter (beyond swapping it with the second), which
      // spares the edit distance for most names.
      const first = name.compact.charCodeAt(0);
      const second = name.compact.charCodeAt(1);
      if (
        first !== query.charCodeAt(0) &&
        !(first === query.charCodeAt(1) && second === query.charCodeAt(0))
      ) {
        continue;
      }
      const whole =
        Math.abs(name.compact.length - query.length) <= typos
          ? editDistance(query, name.compact, typos)
          : typos + 1;
      // ...or as far as it is typed so far.
      const typed = editDistance(query, name.compact, typos, query.length);
      const distance = Math.min(whole, typed);
      if (distance <= typos && (!best || 4 + distance < best.tier)) {
        best = { candidate, tier: 4 + distance, matched: index === 0 ? null : name.text };
      }
    }
    return best;
  }

  return {
    byCode: (code) => byCode.get(code.trim().toUpperCase()),
    find(query, limit = 10, scheduled = defaultScheduled) {
      const wanted = compact(query);
      if (wanted.length < 2) return [];
      const found: Hit[] = [];
      const plain = new Set<Candidate>();
      for (const candidate of candidates) {
        const hit = plainTier(candidate, wanted);
        if (hit) {
          found.push(hit);
          plain.add(candidate);
        }
      }
      const typos = typosAllowed(wanted.length);
      if (found.length < limit && typos > 0) {
        const characters = characterSet(wanted);
        for (const candidate of candidates) {
          if (plain.has(candidate)) continue;
          const hit = typoTier(candidate, wanted, characters, typos);
          if (hit) found.push(hit);
        }
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
