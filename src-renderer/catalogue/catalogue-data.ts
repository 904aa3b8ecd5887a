import { z } from 'zod';
import { defineEndpoint } from '../../shared/api/endpoint';

/** A form's endpoint for the catalogue: nothing answers it, so sending shows a refused connection. */
export const catalogueEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/kit-catalogue/fee',
  body: z.object({
    reference: z.string().trim().min(1, 'Give the bank’s reference for the payment.'),
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, 'Give the amount like 1500 or 1500.00.'),
  }),
  response: z.object({ ok: z.literal(true) }),
});

export interface Shipment {
  reference: string;
  carrier: string;
  amountMinor: number;
  eta: string;
  status: 'Arrived' | 'At sea' | 'Delayed';
}

export const SHIPMENTS: Shipment[] = [
  { reference: 'MSKU8246151', carrier: 'Maersk', amountMinor: 425_000, eta: '2026-12-19', status: 'At sea' },
  {
    reference: 'CMAU3105472',
    carrier: 'CMA CGM',
    amountMinor: 182_050,
    eta: '2026-12-02',
    status: 'Arrived',
  },
  {
    reference: 'HLXU6204118',
    carrier: 'Hapag-Lloyd',
    amountMinor: 96_400,
    eta: '2026-12-27',
    status: 'Delayed',
  },
];
