import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import {
  MAX_ALLOWED_SITES,
  MAX_RATE_LANES,
  saveMyWidget,
  type CalculatorWidget,
  type WidgetSettings,
  type WidgetSettingsInput,
} from '../../../shared/api/calculator-widget';
import { CURRENCIES } from '../../../shared/domain/money';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/forms/form-fields';
import kit from '../../components/forms/forms.module.css';
import frame from '../../components/kit/classes.module.css';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/api';
import styles from './calculator-widget.module.css';
import { LaneEditor } from './LaneEditor';
import { FIXED_FIELDS, initialSettings, newLane, resolver, type MyWidget } from './widget-settings';
import { WidgetPreview } from './WidgetPreview';

/** The calculator's settings and rate sheet, saved together, beside a live preview of the draft. */
export function SettingsForm({
  initial,
  onSaved,
}: {
  initial: MyWidget;
  onSaved: (widget: CalculatorWidget) => void;
}) {
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WidgetSettingsInput, unknown, WidgetSettings>({
    resolver,
    defaultValues: initialSettings(initial),
  });
  const lanes = useFieldArray({ control, name: 'lanes' });
  const draft = useWatch({ control }) as WidgetSettingsInput;
  const currency = draft.currency ?? 'USD';

  const save = async (values: WidgetSettings) => {
    setFormError(undefined);
    setNotice(undefined);
    try {
      const saved = await callApi(saveMyWidget, { body: values });
      onSaved(saved);
      const waiting = saved.pendingNotifyEmail
        ? ` We emailed a link to ${saved.pendingNotifyEmail}: quote requests go there once it is opened.`
        : '';
      setNotice(
        (initial.widget
          ? 'Saved. Your calculator shows the new settings now.'
          : 'Saved. Copy the embed code below into your website.') + waiting,
      );
    } catch (error) {
      const laneFields = lanes.fields.flatMap((_lane, index) =>
        [
          'origin.country',
          'origin.port',
          'destination.country',
          'destination.port',
          'validFrom',
          'validUntil',
        ].map((field) => `lanes.${index}.${field}`),
      );
      setFormError(
        showApiError(error, setError, [...FIXED_FIELDS, ...laneFields] as Path<WidgetSettingsInput>[]),
      );
    }
  };

  return (
    <div className={styles.builder}>
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} aria-labelledby="settings-title">
        <section className={frame.panel}>
          <h2 id="settings-title" className={frame.panelTitle}>
            Look and contact
          </h2>
          <FormAlert message={formError} />
          <div role="status" className={kit.alertSlot}>
            {notice ? <p className={kit.info}>{notice}</p> : null}
          </div>
          <TextField
            label="Name visitors see"
            error={errors.displayName?.message}
            {...register('displayName')}
          />
          <div className={kit.row}>
            <TextField
              label="Main colour"
              type="color"
              error={errors.primaryColor?.message}
              {...register('primaryColor')}
            />
            <TextField
              label="Accent colour"
              type="color"
              error={errors.accentColor?.message}
              {...register('accentColor')}
            />
            <SelectField label="Currency" error={errors.currency?.message} {...register('currency')}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField
            label="Email quote requests to"
            type="email"
            hint="An address of your company's accounts is used at once; any other gets a link to confirm it first."
            error={errors.notifyEmail?.message}
            {...register('notifyEmail')}
          />
          <Controller
            control={control}
            name="allowedSites"
            render={({ field }) => (
              <TextAreaField
                label="Websites allowed to show it"
                optional="optional, one address per line"
                hint={`Like https://www.example.com. Leave it empty to let any website show it; at most ${MAX_ALLOWED_SITES}.`}
                rows={3}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={(field.value ?? []).join('\n')}
                onChange={(event) => field.onChange(event.target.value.split('\n'))}
                error={
                  errors.allowedSites?.message ??
                  (Array.isArray(errors.allowedSites)
                    ? errors.allowedSites.find((error) => error?.message)?.message
                    : undefined)
                }
              />
            )}
          />
        </section>

        <section className={frame.panel} aria-labelledby="rates-title">
          <h2 id="rates-title" className={frame.panelTitle}>
            Rate sheet
          </h2>
          <p className={frame.muted}>
            A lane from a port prices only that port; a lane from a country (no port) prices every port in it.
            Where several lanes fit, the most specific one valid today is used.
          </p>
          {lanes.fields.length === 0 ? <p>No lane yet: every route shows “price on request”.</p> : null}
          {lanes.fields.map((lane, index) => (
            <LaneEditor
              key={lane.id}
              index={index}
              control={control}
              register={register}
              errors={errors}
              currency={currency}
              onRemove={() => lanes.remove(index)}
            />
          ))}
          {lanes.fields.length < MAX_RATE_LANES ? (
            <button type="button" className={frame.secondaryButton} onClick={() => lanes.append(newLane())}>
              Add a lane
            </button>
          ) : null}
        </section>
        <div className={styles.saveBar}>
          <button type="submit" className={frame.button} disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save calculator'}
          </button>
        </div>
      </form>

      <section className={styles.preview} aria-labelledby="preview-title">
        <h2 id="preview-title" className={frame.panelTitle}>
          Live preview
        </h2>
        <p className={frame.muted}>This is your calculator with the settings above, saved or not. Try it.</p>
        <WidgetPreview
          draft={draft}
          savedPortNames={initial.widget?.portNames ?? {}}
          fallbackName={initial.defaults.displayName}
        />
      </section>
    </div>
  );
}
