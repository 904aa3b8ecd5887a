/**
 * The kinds of file the portal accepts, each recognised by its content, never by its name.
 * The server checks every upload against them; the desktop app checks a file before sending it.
 */
export const FILE_KINDS = {
  pdf: { mime: 'application/pdf', extension: 'pdf', extensions: ['pdf'], label: 'PDF' },
  png: { mime: 'image/png', extension: 'png', extensions: ['png'], label: 'PNG' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg', extensions: ['jpg', 'jpeg'], label: 'JPEG' },
  webp: { mime: 'image/webp', extension: 'webp', extensions: ['webp'], label: 'WebP' },
  gif: { mime: 'image/gif', extension: 'gif', extensions: ['gif'], label: 'GIF' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    extensions: ['docx'],
    label: 'DOCX',
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    extensions: ['xlsx'],
    label: 'XLSX',
  },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

export const FILE_KIND_NAMES = Object.keys(FILE_KINDS) as [FileKind, ...FileKind[]];

/** The media types files of these kinds are served as. */
export function mediaTypesOf(kinds: readonly FileKind[]): string[] {
  return kinds.map((kind) => FILE_KINDS[kind].mime);
}

/** "PDF, PNG or JPEG" */
export function kindList(kinds: readonly FileKind[]): string {
  const labels = kinds.map((kind) => FILE_KINDS[kind].label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}
