/**
 * The support lines shown on the contact page, one per country the association staffs.
 *
 * PLACEHOLDERS: these are fictional numbers (drama/reserved ranges where the country has one,
 * otherwise plainly formatted plausible numbers). Replace each with the real line before launch.
 */
export interface SupportPhone {
  /** ISO 3166-1 alpha-2, lower case */
  country: 'es' | 'cn' | 'do' | 'ph' | 'us' | 'gb' | 'ca' | 'ua';
  /** as shown to the visitor; the `tel:` link is derived from it */
  display: string;
}

export const SUPPORT_PHONES: readonly SupportPhone[] = [
  { country: 'us', display: '+1 (202) 555-0142' },
  { country: 'ca', display: '+1 (416) 555-0178' },
  { country: 'gb', display: '+44 20 7946 0321' },
  { country: 'es', display: '+34 910 000 142' },
  { country: 'ua', display: '+380 44 000 0142' },
  { country: 'cn', display: '+86 21 0000 0142' },
  { country: 'ph', display: '+63 2 8000 0142' },
  { country: 'do', display: '+1 (809) 555-0142' },
];
