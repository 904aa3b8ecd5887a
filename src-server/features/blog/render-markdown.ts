import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { WORDS_PER_MINUTE } from '../../../shared/api/blog';

const marked = new Marked({ gfm: true, async: false });

/**
 * What a post may contain once rendered. Anything else an author (or a stolen admin session)
 * writes, such as scripts, event handlers, iframes, forms, styles or `javascript:` links, is
 * dropped before it is stored, so readers only ever get this subset.
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
    ol: ['start'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // The Content Security Policy only lets the site's own images load, so images must be ours:
  // uploaded through the editor and addressed by a site-relative path.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^(https?:)?\/\//i.test(attribs.href ?? '');
      const { rel: _authorRel, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML);
}

/** The HTML readers get for a post's Markdown: rendered, then reduced to the allowed subset. */
export function renderPostMarkdown(markdown: string): string {
  return sanitizePostHtml(marked.parse(markdown) as string);
}

export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
