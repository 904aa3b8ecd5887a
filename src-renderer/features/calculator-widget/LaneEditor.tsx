import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { MAX_SURCHARGES, type WidgetSettingsInput } from '../../../shared/api/calculator-widget';
import { CONTAINERS } from '../../../shared/calculator/containers';
import { PRICED_CONTAINERS, SURCHARGE_BASES, SURCHARGE_BASIS_LABELS } from '../../../shared/calculator/rates';
import { FieldError, SelectField, TextField } from '../../components/forms/form-fields';
import kit from '../../components/forms/forms.module.css';
import { PlacePicker } from '../../components/forms/PlacePicker';
import frame from '../../components/kit/classes.module.css';
import styles from './calculator-widget.module.css';

const NEW_SURCHARGE = { name: '', basis: 'shipment', amount: '' } as const;

/** One lane of the rate sheet: where from and to, when, and what it costs. */
export function LaneEditor({
  index,
  control,
  register,
  errors,
  currency,
  onRemove,
}: {
  index: number;
  control: Control<WidgetSettingsInput>;
  register: UseFormRegister<WidgetSettingsInput>;
  errors: FieldErrors<WidgetSettingsInput>;
  currency: string;
  onRemove: () => void;
}) {
  const surcharges = useFieldArray({ control, name: `lanes.${index}.surcharges` });
  const laneErrors = errors.lanes?.[index];
  const number = index + 1;
  return (
    <fieldset className={styles.lane}>
      <legend>Lane {number}</legend>
      <div className={styles.places}>
        {(['origin', 'destination'] as const).map((end) => (
          <Controller
            key={end}
            control={control}
            name={`lanes.${index}.${end}`}
            render={({ field }) => (
              <PlacePicker
                legend={end === 'origin' ? 'From' : 'To'}
                value={field.value ?? { country: '' }}
                onChange={field.onChange}
                onBlur={field.onBlur}
                countryRef={field.ref}
                errors={{
                  country: laneErrors?.[end]?.country?.message,
                  port: laneErrors?.[end]?.port?.message,
                }}
              />
            )}
          />
        ))}
      </div>
      <div className={kit.row}>
        <TextField
          label="Valid from"
          type="date"
          error={laneErrors?.validFrom?.message}
          {...register(`lanes.${index}.validFrom`)}
        />
        <TextField
          label="Valid until"
          type="date"
          error={laneErrors?.validUntil?.message}
          {...register(`lanes.${index}.validUntil`)}
        />
      </div>
      <fieldset className={kit.group}>
        <legend>Full containers ({currency} per container; leave empty if not offered)</legend>
        <div className={kit.row}>
          {PRICED_CONTAINERS.map((type) => (
            <TextField
              key={type}
              label={CONTAINERS[type].label}
              inputMode="decimal"
              error={laneErrors?.fcl?.[type]?.message}
              {...register(`lanes.${index}.fcl.${type}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={kit.group}>
        <legend>Shared container, LCL ({currency}; leave empty if not offered)</legend>
        <div className={kit.row}>
          <TextField
            label="Per revenue ton"
            inputMode="decimal"
            error={laneErrors?.lcl?.perRevenueTon?.message}
            {...register(`lanes.${index}.lcl.perRevenueTon`)}
          />
          <TextField
            label="Minimum charge"
            optional="optional"
            inputMode="decimal"
            error={laneErrors?.lcl?.minimum?.message}
            {...register(`lanes.${index}.lcl.minimum`)}
          />
        </div>
      </fieldset>
      <fieldset className={kit.group}>
        <legend>Surcharges</legend>
        {surcharges.fields.length === 0 ? <p className={frame.muted}>No surcharges on this lane.</p> : null}
        {surcharges.fields.map((surcharge, position) => (
          <div key={surcharge.id} className={styles.surcharge}>
            <div className={kit.row}>
              <TextField
                label={`Surcharge ${position + 1}`}
                placeholder="Bunker surcharge"
                error={laneErrors?.surcharges?.[position]?.name?.message}
                {...register(`lanes.${index}.surcharges.${position}.name`)}
              />
              <SelectField label="Charged" {...register(`lanes.${index}.surcharges.${position}.basis`)}>
                {SURCHARGE_BASES.map((basis) => (
                  <option key={basis} value={basis}>
                    {SURCHARGE_BASIS_LABELS[basis]}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={`Amount (${currency})`}
                inputMode="decimal"
                error={laneErrors?.surcharges?.[position]?.amount?.message}
                {...register(`lanes.${index}.surcharges.${position}.amount`)}
              />
            </div>
            <button type="button" className={kit.linkButton} onClick={() => surcharges.remove(position)}>
              Remove surcharge {position + 1} of lane {number}
            </button>
          </div>
        ))}
        {surcharges.fields.length < MAX_SURCHARGES ? (
          <button
            type="button"
            className={kit.linkButton}
            onClick={() => surcharges.append({ ...NEW_SURCHARGE })}
          >
            Add a surcharge to lane {number}
          </button>
        ) : null}
      </fieldset>
      <FieldError id={`lane-${index}-error`} message={laneErrors?.message} />
      <button type="button" className={styles.removeLane} onClick={onRemove}>
        Remove lane {number}
      </button>
    </fieldset>
  );
}
