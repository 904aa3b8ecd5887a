import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * A LIKE condition: `value` contains `text`, read as literal characters, so a search for
 * `100%` or `ref_no` finds exactly that rather than using `%` and `_` as wildcards. The escape
 * character is named, because SQLite has none unless told (PostgreSQL defaults to `\`). `value`
 * is expected in lower case (a `lower()` call or a stored lowercase column); `text` is lowered
 * here.
 */
export function containsText(value: Expression<string | null>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`${value} like ${pattern} escape '\\'`;
}
