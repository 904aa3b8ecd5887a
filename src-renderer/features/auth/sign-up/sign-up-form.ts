import type { ServiceId } from '../../../../shared/domain/services';

/** The one form state of the whole sign-up: every step edits its own part of it. */
export interface SignUpValues {
  company: { name: string; country: string; city: string; website: string; services: ServiceId[] };
  contact: { firstName: string; lastName: string; email: string; phone: string };
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptCodeOfEthics: boolean;
}

export const EMPTY_SIGN_UP: SignUpValues = {
  company: { name: '', country: '', city: '', website: '', services: [] },
  contact: { firstName: '', lastName: '', email: '', phone: '' },
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  acceptCodeOfEthics: false,
};

export const STEPS = [
  { id: 'company', title: 'Your company' },
  { id: 'contact', title: 'Contact person' },
  { id: 'phone', title: 'Verify your phone' },
  { id: 'password', title: 'Choose a password' },
  { id: 'agreements', title: 'Terms and submit' },
] as const;

export type StepId = (typeof STEPS)[number]['id'];

/** The step that shows a field, from the dotted path the server or the schema names. */
export function stepOfField(path: string): StepId {
  if (path.startsWith('company')) return 'company';
  if (path.startsWith('contact')) return 'contact';
  if (path === 'phoneToken') return 'phone';
  if (path === 'password' || path === 'confirmPassword') return 'password';
  return 'agreements';
}

/** The fields the form shows, so server messages can be placed beside them. */
export const FORM_FIELDS = [
  'company.name',
  'company.country',
  'company.city',
  'company.website',
  'company.services',
  'contact.firstName',
  'contact.lastName',
  'contact.email',
  'contact.phone',
  'password',
  'confirmPassword',
  'acceptTerms',
  'acceptCodeOfEthics',
] as const;
