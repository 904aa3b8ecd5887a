/** The first message in a react-hook-form error, however deeply nested (list fields report per item). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  for (const child of Object.values(error)) {
    if (child && typeof child === 'object' && child !== error) {
      const found = firstMessage(child);
      if (found) return found;
    }
  }
  return undefined;
}
