import { useId } from 'react';
import styles from './blog.module.css';

/** FNV-1a: a stable number from a tag, the same on the server and in the browser. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const MOTIFS = ['stripes', 'dots', 'containers', 'waves'] as const;

/** The motif and colours a tag always gets, so posts on one subject look related. */
export function coverStyleOf(tag: string): { motif: (typeof MOTIFS)[number]; hue: number } {
  const hash = hashOf(tag.trim().toLowerCase());
  return { motif: MOTIFS[hash % MOTIFS.length]!, hue: (hash >>> 8) % 360 };
}

/**
 * The cover of a post without an uploaded image: a pattern and colour derived from its first tag
 * (decorative, hidden from assistive technology), instead of one gradient for every post.
 */
export function TagCover({ tag, className }: { tag: string | undefined; className?: string | undefined }) {
  const patternId = useId();
  const label = tag ?? 'DFA';
  const { motif, hue } = coverStyleOf(label);
  const ground = `hsl(${hue} 45% 22%)`;
  const ink = `hsl(${(hue + 35) % 360} 55% 62%)`;
  return (
    <svg
      className={className ? `${styles.tagCover} ${className}` : styles.tagCover}
      viewBox="0 0 400 210"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-motif={motif}
    >
      <defs>
        <pattern id={patternId} width="24" height="24" patternUnits="userSpaceOnUse">
          {motif === 'stripes' ? (
            <path d="M-6 30 30 -6M-6 6 6 -6M18 30 30 18" stroke={ink} strokeWidth="5" opacity="0.5" />
          ) : motif === 'dots' ? (
            <circle cx="12" cy="12" r="3.5" fill={ink} opacity="0.55" />
          ) : motif === 'containers' ? (
            <rect
              x="2"
              y="5"
              width="20"
              height="14"
              rx="1.5"
              fill="none"
              stroke={ink}
              strokeWidth="2"
              opacity="0.5"
            />
          ) : (
            <path d="M0 12 Q6 4 12 12 T24 12" fill="none" stroke={ink} strokeWidth="2.5" opacity="0.55" />
          )}
        </pattern>
      </defs>
      <rect width="400" height="210" fill={ground} />
      <rect width="400" height="210" fill={`url(#${patternId})`} />
      <rect x="24" y="146" width={Math.min(352, 34 + label.length * 13)} height="40" rx="6" fill={ground} />
      <text x="40" y="173" fill="#fff" fontSize="22" fontWeight="600" fontFamily="system-ui, sans-serif">
        {`#${label}`}
      </text>
    </svg>
  );
}
