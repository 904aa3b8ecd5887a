/**
 * Answers are stored as plain text and never rendered as HTML. Their shape comes from the text
 * itself: a blank line starts a paragraph, a paragraph whose every line starts with "1." or "-"
 * is a list, and web addresses and site paths become links.
 */
export type Segment = { text: string } | { href: string; external: boolean };

export type Block =
  { kind: 'paragraph'; lines: Segment[][] } | { kind: 'ordered' | 'bulleted'; items: Segment[][] };

/** An http(s) address, or a site path such as /company/contact-us not glued to a word or a number. */
const LINK = /https?:\/\/[^\s<>"]+|(?<![\w/.<])\/[a-z0-9][a-z0-9\-/]*/gi;
/** Sentence punctuation right after an address belongs to the sentence, not the address. */
const TRAILING_PUNCTUATION = /[.,;:!?)'"’”]+$/;
const ORDERED_LINE = /^\d+[.)]\s+/;
const BULLET_LINE = /^[-•*]\s+/;

export function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  let rest = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    if (match.index > rest) segments.push({ text: text.slice(rest, match.index) });
    segments.push({ href, external: !href.startsWith('/') });
    rest = match.index + href.length;
  }
  if (rest < text.length) segments.push({ text: text.slice(rest) });
  return segments;
}

export function blocksOf(answer: string): Block[] {
  return answer
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines): Block => {
      if (lines.every((line) => ORDERED_LINE.test(line))) {
        return { kind: 'ordered', items: lines.map((line) => segmentsOf(line.replace(ORDERED_LINE, ''))) };
      }
      if (lines.every((line) => BULLET_LINE.test(line))) {
        return { kind: 'bulleted', items: lines.map((line) => segmentsOf(line.replace(BULLET_LINE, ''))) };
      }
      return { kind: 'paragraph', lines: lines.map(segmentsOf) };
    });
}
