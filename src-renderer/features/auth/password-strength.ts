import { PASSWORD_MIN_LENGTH } from '../../../shared/api/auth';

type StrengthLevel = 'too-short' | 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordStrength {
  level: StrengthLevel;
  label: string;
  /** 0 to 4, for the meter */
  score: number;
  /** what makes the password easier to guess, in words for the person typing it */
  warnings: string[];
}

/**
 * Guessable roots: the server refuses the most common passwords outright; these give early
 * feedback on the ones people most often try, with digits or symbols added at the end.
 */
const COMMON_ROOTS = new Set([
  'password',
  'passw0rd',
  'p@ssword',
  'qwerty',
  'qwertyuiop',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'iloveyou',
  'dragon',
  'monkey',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'trustno1',
  'login',
  'secret',
  'changeme',
  'freight',
  'logistics',
  'shipping',
  'cargo',
  'container',
  'forwarder',
  'dfa',
  'abc',
  'abcd',
  'test',
  'guest',
  'default',
]);

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];
const SEQUENCE_LENGTH = 4;

const LABELS: Record<StrengthLevel, string> = {
  'too-short': 'Too short',
  weak: 'Weak',
  fair: 'Fair',
  good: 'Good',
  strong: 'Strong',
};

function hasSequence(lower: string): boolean {
  for (let start = 0; start + SEQUENCE_LENGTH <= lower.length; start += 1) {
    const chunk = lower.slice(start, start + SEQUENCE_LENGTH);
    const steps = [...chunk].slice(1).map((char, index) => char.charCodeAt(0) - chunk.charCodeAt(index));
    if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return true;
    const reversed = [...chunk].reverse().join('');
    if (KEYBOARD_ROWS.some((row) => row.includes(chunk) || row.includes(reversed))) return true;
  }
  return false;
}

function hasRepetition(lower: string): boolean {
  if (/(.)\1\1/.test(lower)) return true;
  // The whole password is one short chunk typed again and again ("abcabcabc").
  return /^(.{1,4})\1+$/.test(lower);
}

function isCommon(lower: string): boolean {
  const root = lower.replace(/[\d\W_]+$/, '').replace(/^[\d\W_]+/, '');
  return COMMON_ROOTS.has(lower) || COMMON_ROOTS.has(root) || (/^\d+$/.test(lower) && hasSequence(lower));
}

function containsPersonal(lower: string, personal: readonly string[]): boolean {
  return personal
    .map((value) => value.trim().toLowerCase().split('@')[0] ?? '')
    .some((value) => value.length >= 3 && lower.includes(value));
}

/**
 * Feedback while typing: length counts most (NIST SP 800-63B), and the patterns people most
 * often fall back on lower the score. `personal` holds the person's own name or email.
 */
export function passwordStrength(password: string, personal: readonly string[] = []): PasswordStrength {
  const lower = password.toLowerCase();
  const warnings: string[] = [];
  const common = isCommon(lower);
  if (common) warnings.push('This is one of the most common passwords; choose something less obvious.');
  if (!common && hasSequence(lower)) warnings.push('Avoid sequences like 1234, abcd or qwerty.');
  if (hasRepetition(lower)) warnings.push('Avoid repeated characters or patterns, like aaa or abcabc.');
  if (/^\d+$/.test(password) && !common) warnings.push('A password of digits only is easy to guess.');
  if (containsPersonal(lower, personal)) warnings.push('Avoid your name or email address.');

  if (password.length < PASSWORD_MIN_LENGTH) {
    return { level: 'too-short', label: LABELS['too-short'], score: 0, warnings };
  }
  const lengthScore = password.length >= 20 ? 4 : password.length >= 16 ? 3 : password.length >= 12 ? 2 : 1;
  const score = common ? 0 : Math.max(0, lengthScore - warnings.length);
  const level: StrengthLevel = score === 0 ? 'weak' : score === 1 ? 'fair' : score === 2 ? 'good' : 'strong';
  return { level, label: LABELS[level], score, warnings };
}
