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

interface Candidate {
  port: PortEntry;
  /** the port's name first, then every other name */
  names: readonly string[];
  /** its place among all ports by harbour size, name and code: the last tie-breaker of a ranking */
  order: number;
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

const NO_HIT = 127;
/** The tier of a code: its own (0) or an alias, which names the code it matched. */
const CODE_TIER = 0;
const EXACT_TIER = 1;
const START_TIER = 2;
const INSIDE_TIER = 3;
const TYPO_TIER = 4;

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
  const ranked = ports
    .map((port) => ({ port, sizeRank: SIZE_RANK[port.harborSize ?? ''] ?? 4 }))
    .sort(
      (a, b) =>
        a.sizeRank - b.sizeRank ||
        a.port.name.localeCompare(b.port.name, 'en') ||
        (a.port.unlocode < b.port.unlocode ? -1 : 1),
    );
  const candidates: Candidate[] = ranked.map(({ port }, order) => ({
    port,
    names: [port.name, ...port.alternateNames],
    order,
  }));

  /** Each lower-case code, own or alias, with the candidates it names. */
  const codeHits = new Map<string, { candidate: number; matched: string | null }[]>();
  candidates.forEach(({ port }, candidate) => {
    [port.unlocode.toLowerCase(), ...(aliasesOf.get(port.unlocode) ?? [])].forEach((code, index) => {
      const hits = codeHits.get(code) ?? [];
      hits.push({ candidate, matched: index === 0 ? null : code.toUpperCase() });
      codeHits.set(code, hits);
    });
  });

  // Every name of every port, compacted, one after another between NULs: one native search
  // finds a query in all of them, and a name's number gives its port and its place there.
  const nameCandidate: number[] = [];
  const nameIndex: number[] = [];
  const nameStart: number[] = [];
  const nameCompact: string[] = [];
  let joined = '\u0000';
  candidates.forEach((candidate, at) => {
    candidate.names.forEach((text, index) => {
      const compacted = compact(text);
      nameCandidate.push(at);
      nameIndex.push(index);
      nameStart.push(joined.length);
      nameCompact.push(compacted);
      joined += `${compacted}\u0000`;
    });
  });
  const nameCharacters = Int32Array.from(nameCompact, characterSet);
  const starts = Int32Array.from(nameStart);

  // The names by first letter, and by their first two letters swapped, for the typo search.
  const namesStartingWith = new Map<number, number[]>();
  const namesStartingSwapped = new Map<number, number[]>();
  const file = (lists: Map<number, number[]>, key: number, id: number) => {
    const list = lists.get(key);
    if (list) list.push(id);
    else lists.set(key, [id]);
  };
  nameCompact.forEach((name, id) => {
    const first = name.charCodeAt(0);
    if (Number.isNaN(first)) return;
    file(namesStartingWith, first, id);
    const pair = first * 65_536 + name.charCodeAt(1);
    if (!Number.isNaN(pair)) file(namesStartingSwapped, pair, id);
  });

  /** The name holding a position of `joined`. */
  function nameAt(position: number): number {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  return {
    byCode: (code) => byCode.get(code.trim().toUpperCase()),
    find(query, limit = 10, scheduled = defaultScheduled) {
      const wanted = compact(query);
      if (wanted.length < 2) return [];
      const tiers = new Int8Array(candidates.length).fill(NO_HIT);
      /** the name (by number) or alias that matched, when it was not the port's own */
      const matchedName = new Int32Array(candidates.length).fill(-1);
      const matchedCode = new Map<number, string>();
      const hits: number[] = [];
      const hit = (candidate: number, tier: number, name: number) => {
        const before = tiers[candidate]!;
        if (before === NO_HIT) hits.push(candidate);
        else if (
          tier > before ||
          (tier === before && nameIndex[name]! >= nameIndex[matchedName[candidate]!]!)
        )
          return;
        tiers[candidate] = tier;
        matchedName[candidate] = name;
      };

      for (const { candidate, matched } of codeHits.get(wanted) ?? []) {
        if (tiers[candidate] === NO_HIT) hits.push(candidate);
        tiers[candidate] = CODE_TIER;
        if (matched) matchedCode.set(candidate, matched);
      }
      // Short queries only match the beginning of a name; longer ones anywhere in it (a word
      // that starts with the query is inside the compacted name too).
      const needle = wanted.length >= 3 ? wanted : `\u0000${wanted}`;
      for (let at = joined.indexOf(needle); at >= 0; at = joined.indexOf(needle, at + 1)) {
        const position = needle === wanted ? at : at + 1;
        const name = nameAt(position);
        const candidate = nameCandidate[name]!;
        if (tiers[candidate] === CODE_TIER) continue;
        const offset = position - starts[name]!;
        hit(
          candidate,
          offset > 0 ? INSIDE_TIER : nameCompact[name]!.length === wanted.length ? EXACT_TIER : START_TIER,
          name,
        );
      }

      const typos = typosAllowed(wanted.length);
      if (hits.length < limit && typos > 0) {
        const plain = tiers.slice();
        const characters = characterSet(wanted);
        const first = wanted.charCodeAt(0);
        const second = wanted.charCodeAt(1);
        // People rarely mistype the first letter (beyond swapping it with the second), which
        // spares the edit distance for most names.
        const swapped = first === second ? [] : (namesStartingSwapped.get(second * 65_536 + first) ?? []);
        for (const names of [namesStartingWith.get(first) ?? [], swapped]) {
          for (const name of names) {
            const candidate = nameCandidate[name]!;
            if (plain[candidate] !== NO_HIT) continue;
            // Each typo can bring in at most one character the name lacks: most names fail here.
            if (bitCount(characters & ~nameCharacters[name]!) > typos) continue;
            const text = nameCompact[name]!;
            const whole =
              Math.abs(text.length - wanted.length) <= typos ? editDistance(wanted, text, typos) : typos + 1;
            // ...or as far as it is typed so far.
            const typed = editDistance(wanted, text, typos, wanted.length);
            const distance = Math.min(whole, typed);
            if (distance <= typos) hit(candidate, TYPO_TIER + distance, name);
          }
        }
      }

      const rank = (candidate: number) =>
        tiers[candidate]! * 2 + (scheduled.has(candidates[candidate]!.port.unlocode) ? 0 : 1);
      const keyed = hits.map((candidate) => ({ candidate, rank: rank(candidate) }));
      keyed.sort(
        (a, b) => a.rank - b.rank || candidates[a.candidate]!.order - candidates[b.candidate]!.order,
      );
      return keyed.slice(0, limit).map(({ candidate }) => {
        const { port, names } = candidates[candidate]!;
        const name = matchedName[candidate]!;
        return {
          unlocode: port.unlocode,
          name: port.name,
          countryCode: port.countryCode,
          countryName: port.countryName,
          matched:
            tiers[candidate] === CODE_TIER
              ? (matchedCode.get(candidate) ?? null)
              : nameIndex[name] === 0
                ? null
                : names[nameIndex[name]!]!,
        };
      });
    },
  };
}
