import { zodResolver } from '@hookform/resolvers/zod';
import type { Path, Resolver } from 'react-hook-form';
import { leadFieldsSchema, type LeadFields, type LeadFieldsInput } from '../../../shared/api/shipping-leads';

const PIECE_FIELDS = ['count', 'length', 'width', 'height', 'lengthUnit', 'weight', 'weightUnit'] as const;
export const NEW_PIECE = { count: 1, lengthUnit: 'cm', weightUnit: 'kg' } as NonNullable<
  LeadFieldsInput['pieces']
>[number];
export const NEW_EQUIPMENT = { type: '40HC', count: 1 } as const;

export const LEAD_DEFAULTS: LeadFieldsInput = {
  origin: { country: '', port: '', city: '' },
  destination: { country: '', port: '', city: '' },
  mode: '' as LeadFieldsInput['mode'],
  equipment: [NEW_EQUIPMENT],
  pieces: [NEW_PIECE],
  commodity: '',
  hazardous: false,
  readyDate: '',
  incoterm: '' as LeadFieldsInput['incoterm'],
  notes: '',
  name: '',
  company: '',
  email: '',
  phone: '',
  country: '',
};

/** Only the cargo description that fits the mode is checked and sent. */
export const leadResolver: Resolver<LeadFieldsInput, unknown, LeadFields> = (values, context, options) =>
  zodResolver(leadFieldsSchema)(
    values.mode === 'sea-fcl' ? { ...values, pieces: [] } : { ...values, equipment: [] },
    context,
    options,
  );

const PLACE_FIELDS = ['origin', 'destination'].flatMap((end) =>
  ['country', 'port', 'city'].map((field) => `${end}.${field}`),
);
const FIXED_FIELDS = [
  ...PLACE_FIELDS,
  'mode',
  'equipment',
  'pieces',
  'commodity',
  'hazardous',
  'readyDate',
  'incoterm',
  'notes',
  'name',
  'company',
  'email',
  'phone',
  'country',
];

/** Every field a server message may name, with as many cargo lines as the form shows. */
export function leadFieldNames(pieceLines: number, equipmentLines: number): Path<LeadFields>[] {
  const lines = (count: number) => Array.from({ length: count }, (_line, index) => index);
  return [
    ...FIXED_FIELDS,
    ...lines(pieceLines).flatMap((index) => PIECE_FIELDS.map((field) => `pieces.${index}.${field}`)),
    ...lines(equipmentLines).flatMap((index) => [`equipment.${index}.type`, `equipment.${index}.count`]),
  ] as Path<LeadFields>[];
}
