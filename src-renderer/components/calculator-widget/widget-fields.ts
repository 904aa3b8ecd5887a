import type { LengthUnit, WeightUnit } from '../../../shared/calculator/cargo';

/** The inputs of one packing-list line, in the order they are shown. */
export const LINE_FIELDS = ['count', 'length', 'width', 'height', 'weight'] as const;
export type LineField = (typeof LINE_FIELDS)[number];

export function lineFieldId(field: LineField, line: number): string {
  return `dfa-w-${field}-${line}`;
}

const UNIT_NAMES: Record<LengthUnit | WeightUnit, string> = { cm: 'cm', in: 'in', kg: 'kg', lb: 'lb' };

export function lineFieldLabel(field: LineField, lengthUnit: LengthUnit, weightUnit: WeightUnit): string {
  switch (field) {
    case 'count':
      return 'Pieces';
    case 'weight':
      return `Weight per piece (${UNIT_NAMES[weightUnit]})`;
    default:
      return `${field[0]!.toUpperCase()}${field.slice(1)} (${UNIT_NAMES[lengthUnit]})`;
  }
}
