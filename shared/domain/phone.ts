/** Removes spaces, parentheses and hyphens, as phone values are stored and dialled. */
export function stripPhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

/** A `tel:` URI for a displayed phone number. */
export function telHref(displayed: string): string {
  return `tel:${stripPhone(displayed)}`;
}
