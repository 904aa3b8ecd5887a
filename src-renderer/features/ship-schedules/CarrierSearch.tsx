import { useState, type FormEvent } from 'react';
import type { CarrierSummary, listCarriers } from '../../../shared/api/carriers';
import type { CarrierAnswer, searchCarrier } from '../../../shared/api/schedules';
import { CarrierConnections } from '../../components/carriers/CarrierConnections';
import { CarrierCoverage } from '../../components/carriers/CarrierCoverage';
import { SelectField } from '../../components/forms/form-fields';
import { RouteMap } from '../../components/route-map/RouteMap';
import { formatDate } from '../../../shared/domain/date';
import { usePageData } from '../../lib/api';
import { portLabel } from './schedule-format';
import {
  Answer,
  SavedNotice,
  DayFields,
  dayErrors,
  mapPortsOf,
  SampleNotice,
  SampleTag,
  When,
  reportProblems,
  type ResultOf,
  type SearchHandler,
} from './schedule-parts';
import { carrierHref, type CarrierState } from './schedule-url';
import { useSavedCarriers, useScheduleAnswer } from './schedule-source';
import styles from './ship-schedules.module.css';

function Services({ answer }: { answer: CarrierAnswer }) {
  if (answer.services.length === 0) {
    return (
      <p className={styles.empty}>
        {answer.carrier.name} has no sailings in these days in this installation. The carriers list below
        shows whether it is connected.
      </p>
    );
  }
  return (
    <ul className={styles.services}>
      {answer.services.map((entry) => {
        const rotation = entry.rotation.map((code) => portLabel(answer.ports, code));
        return (
          <li key={`${entry.service.code}-${entry.sample}`} className={styles.card}>
            <h3 className={styles.cardTitle}>
              {entry.service.code} · {entry.service.name} {entry.sample ? <SampleTag /> : null}
            </h3>
            <p>
              <strong>Rotation:</strong>{' '}
              {rotation.length > 0 ? rotation.join(' → ') : 'not known in these days'}
            </p>
            {entry.nextDeparture ? (
              <p>
                <strong>Next departure:</strong> {portLabel(answer.ports, entry.nextDeparture.port)},{' '}
                <When time={entry.nextDeparture.departure} /> on {entry.nextDeparture.vessel.name}
              </p>
            ) : null}
            <p>
              <strong>
                {entry.vessels.length} {entry.vessels.length === 1 ? 'vessel' : 'vessels'}:
              </strong>{' '}
              {entry.vessels.map((vessel) => vessel.name).join(', ')}
            </p>
            {entry.rotation.length > 1 ? (
              <details className={styles.details}>
                <summary>Map of the rotation</summary>
                <RouteMap
                  legs={[
                    {
                      ports: mapPortsOf(answer.ports, [...entry.rotation, entry.rotation[0]!]),
                      label: `${entry.service.code} ${entry.service.name}`,
                    },
                  ]}
                  title={`Rotation of ${answer.carrier.name} ${entry.service.code}`}
                  description={`The service calls ${rotation.join(', ')}, then returns to ${rotation[0]}.`}
                />
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function CarrierResults({ state }: { state: CarrierState }) {
  const result = useScheduleAnswer<typeof searchCarrier>('carrier', '/api/schedules/carrier', {
    carrier: state.carrier,
    from: state.from,
    to: state.to,
  });
  const summary = (answer: ResultOf<typeof result>) =>
    `${answer.services.length} ${answer.services.length === 1 ? 'service sails' : 'services sail'} between ${formatDate(answer.from)} and ${formatDate(answer.to)}.`;
  return (
    <section
      aria-labelledby="carrier-results"
      aria-busy={result.state === 'loading'}
      className={styles.results}
    >
      <h2 id="carrier-results" className={styles.resultsTitle} tabIndex={-1}>
        Services of {result.state === 'ready' ? result.data.carrier.name : state.carrier}
      </h2>
      <Answer result={result} what="services" headingId="carrier-results" summary={summary}>
        {(answer) => (
          <>
            {answer.sample ? <SampleNotice /> : null}
            <SavedNotice saved={result.saved} />
            <p>{summary(answer)}</p>
            <Services answer={answer} />
          </>
        )}
      </Answer>
    </section>
  );
}

function CarrierForm({
  state,
  carriers,
  onSearch,
}: {
  state: CarrierState;
  carriers: readonly Pick<CarrierSummary, 'scac' | 'name'>[];
  onSearch: SearchHandler<CarrierState>;
}) {
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const [from, to] = dayErrors(value('from'), value('to'));
    const found = { carrier: value('carrier') ? undefined : 'Choose a carrier.', from, to };
    setErrors(found);
    if (reportProblems(event.currentTarget, found)) return;
    onSearch({ carrier: value('carrier'), from: value('from'), to: value('to') }, 'search');
  };
  return (
    <form
      role="search"
      aria-label="Search a carrier's services"
      className={styles.search}
      onSubmit={submit}
      noValidate
    >
      <SelectField label="Carrier" name="carrier" defaultValue={state.carrier} error={errors.carrier}>
        <option value="">Choose a carrier</option>
        {carriers.map((carrier) => (
          <option key={carrier.scac} value={carrier.scac}>
            {carrier.name} ({carrier.scac})
          </option>
        ))}
      </SelectField>
      <DayFields
        names={['from', 'to']}
        labels={['From', 'Until']}
        values={[state.from, state.to]}
        errors={[errors.from, errors.to]}
      />
      <div className={styles.searchActions}>
        <button type="submit" className={styles.button}>
          Show services
        </button>
      </div>
    </form>
  );
}

export function CarrierSearch({
  state,
  isAdmin,
  onSearch,
}: {
  state: CarrierState;
  isAdmin: boolean;
  onSearch: SearchHandler<CarrierState>;
}) {
  const registry = usePageData<typeof listCarriers>('/api/carriers', {}, { serverRender: false });
  // Offline, the carrier list comes from the saved schedules, so their services can be searched.
  const saved = useSavedCarriers(registry.state === 'error');
  const carriers = registry.state === 'ready' ? registry.data.carriers : saved;
  return (
    <>
      <CarrierForm
        key={`${state.carrier}-${carriers.length}`}
        state={state}
        carriers={carriers}
        onSearch={onSearch}
      />
      {state.carrier ? <CarrierResults key={carrierHref(state)} state={state} /> : null}
      <Answer result={registry} what="carriers">
        {(data) => (
          <>
            <CarrierCoverage carriers={data.carriers} />
            {isAdmin ? <CarrierConnections carriers={data.carriers} /> : null}
          </>
        )}
      </Answer>
    </>
  );
}
