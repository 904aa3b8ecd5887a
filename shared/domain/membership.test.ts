import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  MEMBERSHIP_STATE_LABELS,
  MEMBERSHIP_STATES,
  MEMBERSHIP_STATUSES,
  membershipStateOf,
  stateOfAccount,
  statusLabel,
} from './membership';
import { MEMBERSHIP_STATE_NOTES } from './membership-notes';

describe('membership states', () => {
  it('gives every state one label of its own, and a note on what it means', () => {
    const labels = MEMBERSHIP_STATES.map((state) => MEMBERSHIP_STATE_LABELS[state]);
    expect(new Set(labels).size).toBe(MEMBERSHIP_STATES.length);
    for (const state of MEMBERSHIP_STATES) {
      expect(MEMBERSHIP_STATE_LABELS[state].trim()).not.toBe('');
      expect(MEMBERSHIP_STATE_NOTES[state]).toMatch(/\.$/);
    }
    expect(MEMBERSHIP_STATE_LABELS.awaiting_payment).toBe('Approved, awaiting payment');
  });

  it('names the state between approval and payment, and never calls it pending', () => {
    expect(
      membershipStateOf({
        status: 'pending',
        applicationStatus: 'approved',
        suspended: false,
        emailConfirmed: true,
      }),
    ).toBe('awaiting_payment');
    expect(MEMBERSHIP_STATE_NOTES.awaiting_payment).toContain(
      'as soon as the association records the payment',
    );
    expect(Object.values(MEMBERSHIP_STATE_LABELS).join(' ')).not.toMatch(/pending/i);
  });

  it('reads one state from every combination of status, application, suspension and email', () => {
    for (const status of MEMBERSHIP_STATUSES) {
      for (const applicationStatus of [null, ...APPLICATION_STATUSES]) {
        for (const suspended of [false, true]) {
          for (const emailConfirmed of [false, true]) {
            const state = membershipStateOf({ status, applicationStatus, suspended, emailConfirmed });
            expect(MEMBERSHIP_STATES).toContain(state);
            if (suspended) expect(state).toBe('suspended');
            else if (status !== 'pending') expect(state).toBe(status);
          }
        }
      }
    }
    expect(
      membershipStateOf({
        status: 'pending',
        applicationStatus: null,
        suspended: false,
        emailConfirmed: false,
      }),
    ).toBe('email_unconfirmed');
    expect(
      membershipStateOf({
        status: 'pending',
        applicationStatus: 'info_requested',
        suspended: false,
        emailConfirmed: true,
      }),
    ).toBe('under_review');
    expect(
      membershipStateOf({
        status: 'pending',
        applicationStatus: 'rejected',
        suspended: false,
        emailConfirmed: true,
      }),
    ).toBe('rejected');
  });

  it('labels a bare status with the same words', () => {
    expect(statusLabel('standard_inactive')).toBe(MEMBERSHIP_STATE_LABELS.standard_inactive);
    expect(statusLabel('pending')).toBe(MEMBERSHIP_STATE_LABELS.under_review);
    expect(stateOfAccount({ type: 'premium' })).toBe('premium');
    expect(stateOfAccount({ type: 'pending', state: 'awaiting_payment' })).toBe('awaiting_payment');
  });
});
