/** What a change that signs other devices out says about them. */
export function endedText(count: number): string {
  if (count === 0) return 'No other device was signed in.';
  return count === 1 ? 'One other device was signed out.' : `${count} other devices were signed out.`;
}
