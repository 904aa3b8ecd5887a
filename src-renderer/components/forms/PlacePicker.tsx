import { useEffect, useId, useState, type Ref } from 'react';
import { listPorts } from '../../../shared/api/places';
import { callApi } from '../../lib/api';
import { useCountryOptions } from '../../lib/countries';
import { FieldError } from './form-fields';
import styles from './forms.module.css';

type Port = { code: string; name: string };
type PortsState = { state: 'idle' | 'loading' | 'error'; ports: Port[] } | { state: 'ready'; ports: Port[] };

const portLists = new Map<string, Promise<Port[]>>();
/** Port names seen so far, by UN/LOCODE, for labels outside the picker (the widget preview). */
export const knownPortNames = new Map<string, string>();

function portsOf(country: string): Promise<Port[]> {
  let list = portLists.get(country);
  if (!list) {
    list = callApi(listPorts, { query: { country } }).then(({ ports }) => {
      for (const port of ports) knownPortNames.set(port.code, port.name);
      return ports;
    });
    // A failed load is tried again next time rather than remembered.
    list.catch(() => portLists.delete(country));
    portLists.set(country, list);
  }
  return list;
}

/** A country's seaports, loaded when the country is chosen (never the whole world at once). */
function usePorts(country: string): PortsState {
  const [state, setState] = useState<{ country: string; value: PortsState }>({
    country: '',
    value: { state: 'idle', ports: [] },
  });
  useEffect(() => {
    if (!country) return;
    let active = true;
    portsOf(country).then(
      (ports) => active && setState({ country, value: { state: 'ready', ports } }),
      () => active && setState({ country, value: { state: 'error', ports: [] } }),
    );
    return () => {
      active = false;
    };
  }, [country]);
  if (!country) return { state: 'idle', ports: [] };
  return state.country === country ? state.value : { state: 'loading', ports: [] };
}

export interface PlaceValue {
  country: string;
  port?: string | null | undefined;
  city?: string | null | undefined;
}

/**
 * A place freight moves from or to: a country, then one of its seaports, or (with `withCity`)
 * a city for door pick-up or delivery. Without `withCity`, "no port" means the whole country.
 */
export function PlacePicker({
  name,
  legend,
  value,
  onChange,
  onBlur,
  withCity = false,
  errors = {},
  countryRef,
}: {
  /** the field's name in its form (`origin`): its parts are named `origin.country` and so on */
  name?: string;
  legend: string;
  value: PlaceValue;
  onChange: (place: PlaceValue) => void;
  onBlur?: () => void;
  withCity?: boolean;
  errors?: { country?: string | undefined; port?: string | undefined; city?: string | undefined };
  countryRef?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const countries = useCountryOptions();
  const ports = usePorts(value.country);
  const port = value.port ?? '';
  const described = (field: string, message: string | undefined) =>
    message ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  return (
    <fieldset className={`${styles.group} ${styles.place}`}>
      <legend>{legend}</legend>
      <div className={styles.placeRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-country`} className={styles.label}>
            Country
          </label>
          <select
            id={`${id}-country`}
            name={name && `${name}.country`}
            ref={countryRef}
            className={styles.input}
            value={value.country}
            onBlur={onBlur}
            onChange={(event) => onChange({ ...value, country: event.target.value, port: '' })}
            {...described('country', errors.country)}
          >
            <option value="">Choose a country</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-country-error`} message={errors.country} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-port`} className={styles.label}>
            Port
          </label>
          <select
            id={`${id}-port`}
            name={name && `${name}.port`}
            className={styles.input}
            value={port}
            disabled={!value.country || ports.state === 'loading'}
            onBlur={onBlur}
            onChange={(event) => onChange({ ...value, port: event.target.value })}
            {...described('port', errors.port)}
          >
            <option value="">
              {!value.country
                ? 'Choose the country first'
                : ports.state === 'loading'
                  ? 'Loading ports…'
                  : withCity
                    ? 'No port: I give a city'
                    : 'Any port in the country'}
            </option>
            {ports.ports.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name} ({entry.code})
              </option>
            ))}
          </select>
          {ports.state === 'error' ? (
            <p className={styles.hint}>
              The port list could not be loaded: choose the country again to retry.
            </p>
          ) : null}
          <FieldError id={`${id}-port-error`} message={errors.port} />
        </div>
        {withCity ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-city`} className={styles.label}>
              City {port ? <span className={styles.optional}>(optional)</span> : null}
            </label>
            <input
              id={`${id}-city`}
              name={name && `${name}.city`}
              className={styles.input}
              value={value.city ?? ''}
              maxLength={100}
              onBlur={onBlur}
              onChange={(event) => onChange({ ...value, city: event.target.value })}
              {...described('city', errors.city)}
            />
            <FieldError id={`${id}-city-error`} message={errors.city} />
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
