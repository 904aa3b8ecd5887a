/**
 * A number with its thousands grouped by commas (`12,500`, `1,234.5`), as `toLocaleString('en')`
 * writes it; without Intl, whose first use costs a phone tens of milliseconds. Only the whole
 * part is grouped: the decimals stay as they are.
 */
export function groupThousands(value: number | string): string {
  const [whole = '', decimals] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** A whole US dollar amount as the pages write it: `US$10,000`. */
export const usdWhole = (amount: number) => `US$${groupThousands(amount)}`;
