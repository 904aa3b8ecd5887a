/**
 * What this browser remembers about one survey: the random respondent key it answers with (the
 * server allows one answer per key and survey) and whether the answer was saved. Kept in
 * localStorage so it survives reloads; when storage is blocked, it lives as long as the page.
 */
export interface RespondentRecord {
  key: string;
  answered: boolean;
}

const memory = new Map<string, RespondentRecord>();
const storageKey = (survey: string) => `dfa-survey:${survey}`;

function isRecord(value: unknown): value is RespondentRecord {
  const record = value as Partial<RespondentRecord> | null;
  return typeof record?.key === 'string' && typeof record.answered === 'boolean';
}

export function readRespondent(survey: string): RespondentRecord | undefined {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(storageKey(survey));
  } catch {
    // Storage blocked: this page's memory is all there is.
    return memory.get(survey);
  }
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : undefined;
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined; // a damaged entry counts as none
  }
}

function writeRespondent(survey: string, record: RespondentRecord): void {
  try {
    window.localStorage.setItem(storageKey(survey), JSON.stringify(record));
    memory.delete(survey);
  } catch {
    // Storage blocked: the memory copy still prevents a second answer from this page.
    memory.set(survey, record);
  }
}

/** The key to answer with, made once per browser and survey and kept for retries. */
export function respondentKeyFor(survey: string): string {
  const existing = readRespondent(survey);
  if (existing) return existing.key;
  const record = { key: crypto.randomUUID(), answered: false };
  writeRespondent(survey, record);
  return record.key;
}

export function markAnswered(survey: string): void {
  writeRespondent(survey, { key: respondentKeyFor(survey), answered: true });
}
