import type { Inline, RichText } from './schema';

export function inlineNodes(text: RichText): Inline[] {
  return typeof text === 'string' ? [text] : text;
}

export function plainText(text: RichText): string {
  return inlineNodes(text)
    .map((node) => (typeof node === 'string' ? node : 'strong' in node ? node.strong : node.text))
    .join('');
}

export function linkTargets(text: RichText): string[] {
  return inlineNodes(text).flatMap((node) => (typeof node !== 'string' && 'link' in node ? [node.link] : []));
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
