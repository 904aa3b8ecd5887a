import { useId, useState, type FormEvent } from 'react';
import type {
  FeeTable,
  getMembershipPrices,
  MembershipPrice,
  setMembershipPrice,
} from '../../../shared/api/members';
import { TIER_LABELS } from '../../../shared/domain/membership';
import { CURRENCIES, formatMoney, fromMinorUnits } from '../../../shared/domain/money';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { FormAlert, SelectField, TextField } from '../../components/forms/form-fields';
import { MembersOnly } from '../../components/members-only/MembersOnly';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import styles from '../../components/workspace/workspace.module.css';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { dayOf } from './member-labels';

const PATH = '/admin/membership-fees';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Admin', path: '/admin' },
  { name: 'Membership fees', path: PATH },
];

function FeeForm({ price, onSaved }: { price: MembershipPrice; onSaved: (table: FeeTable) => void }) {
  const amountId = useId();
  const currencyId = useId();
  const [amount, setAmount] = useState(fromMinorUnits(price.amountMinor, price.currency));
  const [currency, setCurrency] = useState<string>(price.currency);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(undefined);
    try {
      const table = await callApi<typeof setMembershipPrice>(
        { method: 'POST', path: '/api/admin/membership-prices' },
        {
          body: {
            tier: price.tier,
            amount,
            currency: currency as MembershipPrice['currency'],
          },
        },
      );
      onSaved(table);
      setMessage(`The ${TIER_LABELS[price.tier]} fee is saved. New invoices use it.`);
    } catch (error) {
      if (error instanceof ApiCallError) {
        setErrors(error.fields ?? {});
        setMessage(error.fields ? undefined : error.message);
      } else setMessage('Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{TIER_LABELS[price.tier]}</h2>
      <p className={styles.muted}>
        Now {formatMoney(price.amountMinor, price.currency)} a year, since {dayOf(price.updatedAt)}.
      </p>
      <TextField
        id={amountId}
        label="Annual fee"
        inputMode="decimal"
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <SelectField
        id={currencyId}
        label="Currency"
        value={currency}
        error={errors.currency}
        onChange={(event) => setCurrency(event.target.value)}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <FormAlert message={message} tone={Object.keys(errors).length > 0 ? 'error' : 'info'} />
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? 'Saving…' : `Save the ${TIER_LABELS[price.tier]} fee`}
      </button>
    </form>
  );
}

function Fees() {
  const table = usePageData<typeof getMembershipPrices>(
    '/api/admin/membership-prices',
    {},
    { serverRender: false },
  );
  if (table.state === 'not-found') return null;
  if (table.state !== 'ready') return <PageStatus state={table} what="the fees" />;
  return (
    <>
      <p className={styles.lead}>
        Each approval and each renewal is invoiced at the fee its tier has on that day; invoices already
        issued keep their amount.
      </p>
      <div className={styles.cards}>
        {table.data.prices.map((price) => (
          <FeeForm key={`${price.tier}-${price.updatedAt}`} price={price} onSaved={table.replace} />
        ))}
      </div>
      <section className={styles.section} aria-labelledby="fee-history">
        <h2 id="fee-history">Changes</h2>
        {table.data.history.length === 0 ? (
          <p className={styles.muted}>The fees have not been changed yet.</p>
        ) : (
          <ol className={styles.timeline}>
            {table.data.history.map((item) => (
              <li key={item.id}>
                <p className={styles.meta}>
                  {dayOf(item.at)} · {item.actor}
                </p>
                <p>{item.summary}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

export default function MembershipFeesPage() {
  return (
    <div className={styles.page}>
      <Seo
        path={PATH}
        title="Membership fees"
        description="The annual fees of Digital Freight Alliance membership tiers."
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1>Membership fees</h1>
      <MembersOnly path={PATH} adminsOnly what="set the membership fees">
        {() => <Fees />}
      </MembersOnly>
    </div>
  );
}
