/** A well-formed transport unit as a member's dispatcher would list it. */
export const transportUnit = () => ({
  name: 'Volvo FH 500 tautliner',
  type: 'truck',
  registrationNumber: 'HH-AB 1234',
  zones: [{ country: 'DE', city: 'Hamburg' }],
  rateModel: 'per-km',
  rateAmount: '1.35',
  currency: 'EUR',
  availableFrom: '2026-12-01',
  availableUntil: '2027-01-31',
  notes: 'Tail lift.\n33 pallets.',
});
