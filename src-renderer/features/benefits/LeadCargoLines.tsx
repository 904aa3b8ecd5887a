import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { CARGO_LIMITS } from '../../../shared/calculator/cargo';
import {
  EQUIPMENT_LABELS,
  EQUIPMENT_TYPES,
  MAX_EQUIPMENT_LINES,
  type LeadFieldsInput,
} from '../../../shared/api/shipping-leads';
import { FieldError, SelectField, TextField } from '../../components/forms/form-fields';
import kit from '../../components/forms/forms.module.css';
import { NEW_EQUIPMENT, NEW_PIECE } from './lead-form-values';

const numeric = { valueAsNumber: true } as const;

interface LinesProps<Name extends 'equipment' | 'pieces'> {
  lines: UseFieldArrayReturn<LeadFieldsInput, Name>;
  register: UseFormRegister<LeadFieldsInput>;
  errors: FieldErrors<LeadFieldsInput>;
}

/** A full-container load: one line per container type, with how many of each. */
export function ContainerLines({ lines, register, errors }: LinesProps<'equipment'>) {
  return (
    <div>
      {lines.fields.map((line, index) => (
        <fieldset key={line.id} className={kit.group}>
          <legend>Containers, line {index + 1}</legend>
          <div className={kit.row}>
            <SelectField
              label="Container type"
              error={errors.equipment?.[index]?.type?.message}
              {...register(`equipment.${index}.type`)}
            >
              {EQUIPMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EQUIPMENT_LABELS[type]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="How many"
              type="number"
              inputMode="numeric"
              min={1}
              error={errors.equipment?.[index]?.count?.message}
              {...register(`equipment.${index}.count`, numeric)}
            />
          </div>
          {lines.fields.length > 1 ? (
            <button type="button" className={kit.linkButton} onClick={() => lines.remove(index)}>
              Remove containers, line {index + 1}
            </button>
          ) : null}
        </fieldset>
      ))}
      <FieldError
        id="lead-equipment-error"
        message={errors.equipment?.message ?? errors.equipment?.root?.message}
      />
      {lines.fields.length < MAX_EQUIPMENT_LINES ? (
        <button type="button" className={kit.linkButton} onClick={() => lines.append(NEW_EQUIPMENT)}>
          Add another container type
        </button>
      ) : null}
    </div>
  );
}

/** Loose cargo (LCL, air, road): lines of alike pieces, with their sizes and weight per piece. */
export function PieceLines({ lines, register, errors }: LinesProps<'pieces'>) {
  return (
    <div>
      {lines.fields.map((line, index) => {
        const error = errors.pieces?.[index];
        return (
          <fieldset key={line.id} className={kit.group}>
            <legend>Pieces, line {index + 1}</legend>
            <div className={kit.row}>
              <TextField
                label="Pieces"
                type="number"
                inputMode="numeric"
                min={1}
                error={error?.count?.message}
                {...register(`pieces.${index}.count`, numeric)}
              />
              {(['length', 'width', 'height'] as const).map((side) => (
                <TextField
                  key={side}
                  label={`${side[0]!.toUpperCase()}${side.slice(1)}`}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={0}
                  error={error?.[side]?.message}
                  {...register(`pieces.${index}.${side}`, numeric)}
                />
              ))}
              <SelectField label="Sizes in" {...register(`pieces.${index}.lengthUnit`)}>
                <option value="cm">cm</option>
                <option value="in">inches</option>
              </SelectField>
              <TextField
                label="Weight per piece"
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                error={error?.weight?.message}
                {...register(`pieces.${index}.weight`, numeric)}
              />
              <SelectField label="Weight in" {...register(`pieces.${index}.weightUnit`)}>
                <option value="kg">kg</option>
                <option value="lb">lb</option>
              </SelectField>
            </div>
            {lines.fields.length > 1 ? (
              <button type="button" className={kit.linkButton} onClick={() => lines.remove(index)}>
                Remove pieces, line {index + 1}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <FieldError id="lead-pieces-error" message={errors.pieces?.message ?? errors.pieces?.root?.message} />
      {lines.fields.length < CARGO_LIMITS.lines ? (
        <button type="button" className={kit.linkButton} onClick={() => lines.append(NEW_PIECE)}>
          Add a line of different pieces
        </button>
      ) : null}
    </div>
  );
}
