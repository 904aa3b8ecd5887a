import { Marked, type Tokens } from 'marked';
import { escapeMarkup } from '../../../../shared/domain/markup';

/** Only web, mail and site-relative addresses become links or images in the preview. */
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

/**
 * The editor's live preview. Raw HTML is shown as text and unsafe addresses are dropped, so
 * nothing typed into the editor runs in the admin's browser. The server sanitizes again when
 * the post is saved; what readers get is that saved version.
 */
const preview = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeMarkup(text),
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_URL.test(href)) return text;
      return `<a href="${escapeMarkup(href)}"${title ? ` title="${escapeMarkup(title)}"` : ''}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      // The site's Content Security Policy only loads its own images, so only those are shown.
      if (!href.startsWith('/') || href.startsWith('//')) return escapeMarkup(`[image: ${text}]`);
      return `<img src="${escapeMarkup(href)}" alt="${escapeMarkup(text)}"${title ? ` title="${escapeMarkup(title)}"` : ''}>`;
    },
  },
});

export function renderPreview(markdown: string): string {
  return preview.parse(markdown) as string;
}
