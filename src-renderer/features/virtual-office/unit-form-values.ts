import type { TransportUnit, UnitInput } from '../../../shared/api/virtual-office';

/** The fields the server may name besides each zone's. */
export const UNIT_FIELDS = [
  'name',
  'type',
  'registrationNumber',
  'zones',
  'rateModel',
  'rateAmount',
  'currency',
  'availableFrom',
  'availableUntil',
  'notes',
] as const;

/** The form's starting values: an empty listing with one zone, or the unit being changed. */
export function unitFormValuesOf(unit: TransportUnit | undefined): UnitInput {
  if (!unit) {
    return {
      name: '',
      type: '' as UnitInput['type'],
      registrationNumber: '',
      zones: [{ country: '', city: '' }],
      rateModel: '' as UnitInput['rateModel'],
      rateAmount: '',
      currency: 'EUR',
      availableFrom: '',
      availableUntil: '',
      notes: '',
    };
  }
  return {
    id: unit.id,
    name: unit.name,
    type: unit.type,
    registrationNumber: unit.registrationNumber,
    zones: unit.zones.map((zone) => ({ country: zone.country, city: zone.city ?? '' })),
    rateModel: unit.rateModel,
    rateAmount: unit.rateAmount,
    currency: unit.currency,
    availableFrom: unit.availableFrom,
    availableUntil: unit.availableUntil,
    notes: unit.notes ?? '',
  };
}
