import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, invalidFieldsMessage } from './envelope';

describe('the message of a refused form', () => {
  const schema = z.object({
    invoiceNumber: z.string().min(1, 'Enter the invoice number.'),
    amount: z.string().min(1, 'Enter the amount.'),
  });
  const refused = (value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) throw new Error('expected a refusal');
    return invalidFieldsMessage(fieldErrors(result.error));
  };

  it('reads out the one field’s own message', () => {
    expect(refused({ invoiceNumber: 'RTM-1', amount: '' })).toBe(
      'One entry needs correcting: Enter the amount.',
    );
  });

  it('counts several, and never speaks of request bodies', () => {
    const message = refused({ invoiceNumber: '', amount: '' });
    expect(message).toBe('2 entries need correcting: see the message beside each.');
    expect(message).not.toMatch(/request body|invalid fields/);
  });
});
