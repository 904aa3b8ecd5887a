/**
 * A whole number with its thousands grouped by commas (`12,500`), as `toLocaleString('en')`
 * writes it; without Intl, whose first use costs a phone tens of milliseconds.
 */
export function groupThousands(whole: number | string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole US dollar amount as the pages write it: `US$10,000`. */
export const usdWhole = (amount: number) => `US$${groupThousands(amount)}`;
