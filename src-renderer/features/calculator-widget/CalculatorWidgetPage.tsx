import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_PRIMARY_COLOR,
  getMyWidget,
  listWidgetRequests,
  MAX_ALLOWED_SITES,
  MAX_RATE_LANES,
  newLaneValidity,
  saveMyWidget,
  switchMyWidget,
  widgetSettingsSchema,
  type CalculatorWidget,
  type WidgetSettings,
  type WidgetSettingsInput,
} from '../../../shared/api/calculator-widget';
import { embedSnippet, widgetPath } from '../../../shared/calculator/widget-config';
import type { ResponseOf } from '../../../shared/api/endpoint';
import { formatDate } from '../../../shared/domain/date';
import { CURRENCIES } from '../../../shared/domain/money';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/forms/form-fields';
import kit from '../../components/forms/forms.module.css';
import { MemberGate } from '../../components/kit/MemberGate';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo } from '../../components/seo/Seo';
import { showApiError } from '../../lib/api-errors';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { countryName } from '../../lib/countries';
import { useSite } from '../../lib/site-context';
import frame from '../../components/kit/classes.module.css';
import styles from './calculator-widget.module.css';
import { LaneEditor } from './LaneEditor';
import { WidgetNotices } from './WidgetNotices';
import { WidgetPreview } from './WidgetPreview';

const PATH = '/digital-tools/freight-calculator/widget';
const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Digital tools', path: '/digital-tools' },
  { name: 'Freight calculator', path: '/digital-tools/freight-calculator' },
  { name: 'Your calculator widget', path: PATH },
];

type MyWidget = ResponseOf<typeof getMyWidget>;

function newLane() {
  return {
    origin: { country: '', port: '' },
    destination: { country: '', port: '' },
    ...newLaneValidity(),
    fcl: { '20GP': '', '40GP': '', '40HC': '' },
    lcl: { perRevenueTon: '', minimum: '' },
    surcharges: [],
  };
}

function initialSettings({ widget, defaults }: MyWidget): WidgetSettingsInput {
  // The address the member last chose, even while it waits for its link.
  if (widget)
    return { ...widget.settings, notifyEmail: widget.pendingNotifyEmail ?? widget.settings.notifyEmail };
  return {
    displayName: defaults.displayName,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    accentColor: DEFAULT_ACCENT_COLOR,
    currency: 'USD',
    notifyEmail: defaults.notifyEmail,
    allowedSites: [],
    lanes: [newLane()],
  };
}

/** The sites are typed one per line; blank lines are not sites. */
const resolver: Resolver<WidgetSettingsInput, unknown, WidgetSettings> = (values, context, options) =>
  zodResolver(widgetSettingsSchema)(
    { ...values, allowedSites: (values.allowedSites ?? []).map((site) => site.trim()).filter(Boolean) },
    context,
    options,
  );

const FIXED_FIELDS = [
  'displayName',
  'primaryColor',
  'accentColor',
  'currency',
  'notifyEmail',
  'allowedSites',
  'lanes',
];

function Snippet({ widget }: { widget: CalculatorWidget }) {
  const { siteUrl } = useSite();
  const [copied, setCopied] = useState<string>();
  const code = embedSnippet(siteUrl, widget.widgetId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('Copied. Paste it into your website’s HTML where the calculator should appear.');
    } catch {
      setCopied('Copying was not allowed by the browser: select the code and copy it yourself.');
    }
  };
  return (
    <section className={frame.panel} aria-labelledby="snippet-title">
      <h2 id="snippet-title" className={frame.panelTitle}>
        Embed code
      </h2>
      <label htmlFor="widget-snippet" className={kit.label}>
        Paste this into your website’s HTML
      </label>
      <textarea id="widget-snippet" className={styles.code} readOnly rows={7} value={code} />
      <div className={frame.actions}>
        <button type="button" className={frame.secondaryButton} onClick={() => void copy()}>
          Copy embed code
        </button>
        <a href={widgetPath(widget.widgetId)} target="_blank" rel="noreferrer">
          Open your calculator on its own
        </a>
      </div>
      <p role="status" className={frame.muted}>
        {copied}
      </p>
    </section>
  );
}

function Switch({
  widget,
  onChange,
}: {
  widget: CalculatorWidget;
  onChange: (widget: CalculatorWidget) => void;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const flip = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onChange(await callApi(switchMyWidget, { body: { enabled: !widget.enabled } }));
    } catch (caught) {
      setError(caught instanceof ApiCallError ? caught.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={frame.panel} aria-labelledby="switch-title">
      <h2 id="switch-title" className={frame.panelTitle}>
        Your calculator is {widget.enabled ? 'on' : 'off'}
      </h2>
      <p>
        {widget.enabled
          ? 'Visitors of your website can use it and send you quote requests.'
          : 'Your website shows a short neutral message in its place, and no request can be sent.'}
      </p>
      <div role="alert" className={kit.alertSlot}>
        {error ? <p className={kit.alert}>{error}</p> : null}
      </div>
      <button type="button" className={frame.secondaryButton} disabled={busy} onClick={() => void flip()}>
        {widget.enabled ? 'Switch it off' : 'Switch it on'}
      </button>
    </section>
  );
}

function Requests() {
  const requests = usePageData<typeof listWidgetRequests>(
    listWidgetRequests.path,
    {},
    { serverRender: false },
  );
  return (
    <section className={frame.panel} aria-labelledby="requests-title">
      <h2 id="requests-title" className={frame.panelTitle}>
        Requests from your calculator
      </h2>
      {requests.state === 'loading' ? <p role="status">Loading requests…</p> : null}
      {requests.state === 'error' ? <p role="alert">{requests.error.message}</p> : null}
      {requests.state === 'ready' && requests.data.items.length === 0 ? (
        <p>No request yet. Each one is also emailed to you as it arrives.</p>
      ) : null}
      {requests.state === 'ready' && requests.data.items.length > 0 ? (
        <ul className={styles.requests}>
          {requests.data.items.map(({ lead, requester, createdAt }) => (
            <li key={lead.id}>
              <strong>
                {requester.name}
                {requester.company ? `, ${requester.company}` : ''}
              </strong>{' '}
              ({requester.email}), {formatDate(createdAt)}:{' '}
              {lead.origin.port?.name ?? countryName(lead.origin.country)} to{' '}
              {lead.destination.port?.name ?? countryName(lead.destination.country)}, {lead.commodity}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Builder({ initial, onSaved }: { initial: MyWidget; onSaved: (widget: CalculatorWidget) => void }) {
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

function WidgetBuilder() {
  const widget = usePageData<typeof getMyWidget>(getMyWidget.path, {}, { serverRender: false });
  if (widget.state === 'loading') return <PageStatus state={widget} what="your calculator" />;
  if (widget.state !== 'ready') {
    const error = widget.state === 'error' ? widget.error : new ApiCallError(404, 'NOT_FOUND', 'Not found.');
    return <PageStatus state={{ state: 'error', error, reload: widget.reload }} what="your calculator" />;
  }
  const saved = (next: CalculatorWidget) => widget.replace({ ...widget.data, widget: next });
  return (
    <>
      {widget.data.widget ? <WidgetNotices widget={widget.data.widget} /> : null}
      {widget.data.widget ? (
        <div className={styles.summary}>
          <Switch widget={widget.data.widget} onChange={saved} />
          <Snippet widget={widget.data.widget} />
        </div>
      ) : (
        <p className={frame.notice}>
          Set up your calculator below and save it: you then get the code to put it on your website.
        </p>
      )}
      <Builder initial={widget.data} onSaved={saved} />
      {widget.data.widget ? <Requests /> : null}
    </>
  );
}

/** Where a member builds the calculator for their own website, with a live preview. */
export default function CalculatorWidgetPage() {
  return (
    <div className={frame.page}>
      <Seo
        path={PATH}
        title="Your sea freight calculator widget"
        description="Build the sea freight calculator for your own website: name, colours, currency and rate sheet, with a live preview and the code to embed it."
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className={frame.header}>
        <p className={frame.eyebrow}>Members only</p>
        <h1>Your calculator widget</h1>
        <p className={frame.intro}>
          A sea freight calculator with your name, colours and rates for your own website. Visitors price
          their cargo and send you quote requests.
        </p>
      </header>
      <MemberGate what="see your calculator widget" tool="calculator-widget">
        {() => <WidgetBuilder />}
      </MemberGate>
    </div>
  );
}
