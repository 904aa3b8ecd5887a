import { useId } from 'react';
import {
  setMembershipPrice,
  type FeeTable,
  type getMembershipPrices,
  type MembershipPrice,
} from '../../../shared/api/members';
import { TIER_LABELS } from '../../../shared/domain/membership';
import { CURRENCIES, fromMinorUnits } from '../../../shared/domain/money';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { SelectField, TextField } from '../../components/forms/form-fields';
import { useApiForm } from '../../components/forms/use-api-form';
import { Money } from '../../components/kit/Money';
import { PageFrame } from '../../components/kit/PageFrame';
import { Section } from '../../components/kit/Section';
import { EmptyState, Loaded } from '../../components/kit/states';
import { Timeline } from '../../components/kit/Timeline';
import { usePageData } from '../../lib/api';
import text from '../../components/kit/text.module.css';
import styles from './admin.module.css';
import { dayOf } from './member-labels';

const PATH = '/admin/membership-fees';

function FeeForm({ price, onSaved }: { price: MembershipPrice; onSaved: (table: FeeTable) => void }) {
  const headingId = useId();
  const tier = TIER_LABELS[price.tier];
  const api = useApiForm({
    endpoint: setMembershipPrice,
    defaultValues: {
      tier: price.tier,
      amount: fromMinorUnits(price.amountMinor, price.currency),
      currency: price.currency,
    },
    onSuccess: (table) => {
      onSaved(table);
      return `The ${tier} fee is saved. New invoices use it.`;
    },
  });
  return (
    <section className={styles.feeCard} aria-labelledby={headingId}>
      <h2 id={headingId}>{tier}</h2>
      <p className={text.muted}>
        Now <Money minor={price.amountMinor} currency={price.currency} /> a year, since{' '}
        {dayOf(price.updatedAt)}.
      </p>
      <ApiFormFrame api={api} labelledBy={headingId} submitLabel={`Save the ${tier} fee`} busyLabel="Saving…">
        <TextField label="Annual fee" inputMode="decimal" {...api.field('amount')} />
        <SelectField label="Currency" {...api.field('currency')}>
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </ApiFormFrame>
    </section>
  );
}

function Fees() {
  const table = usePageData<typeof getMembershipPrices>(
    '/api/admin/membership-prices',
    {},
    { serverRender: false },
  );
  return (
    <Loaded data={table} what="the fees">
      {(data) => (
        <>
          <div className={styles.feeCards}>
            {data.prices.map((price) => (
              <FeeForm key={price.tier} price={price} onSaved={table.replace} />
            ))}
          </div>
          <Section title="Changes">
            {data.history.length === 0 ? (
              <EmptyState title="The fees have not been changed yet." />
            ) : (
              <Timeline
                label="Changes to the fees"
                entries={data.history.map((item) => ({
                  key: item.id,
                  meta: `${dayOf(item.at)} · ${item.actor}`,
                  text: item.summary,
                }))}
              />
            )}
          </Section>
        </>
      )}
    </Loaded>
  );
}

export default function MembershipFeesPage() {
  return (
    <PageFrame
      path={PATH}
      title="Membership fees"
      description="The annual fees of Digital Freight Alliance membership tiers."
      crumbs={[{ name: 'Content and settings', path: '/admin' }]}
      lead="Each approval and each renewal is invoiced at the fee its tier has on that day; invoices already issued keep their amount."
      gate={{ what: 'set the membership fees', admins: true }}
    >
      {() => <Fees />}
    </PageFrame>
  );
}
