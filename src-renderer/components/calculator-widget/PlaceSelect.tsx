import { placeValue, sheetPlaces, type WidgetConfig } from '../../../shared/calculator/widget-config';
import type { PlaceRef } from '../../../shared/calculator/rates';
import { COUNTRY_OPTIONS, countryName } from '../../lib/countries';
import styles from './calculator-widget.module.css';

function placeLabel(place: PlaceRef, config: WidgetConfig): string {
  if (!place.port) return `${countryName(place.country)} (any port)`;
  return `${config.portNames[place.port] ?? place.port}, ${countryName(place.country)}`;
}

/** A route's end: the rate sheet's ports and countries first, then every other country. */
export function PlaceSelect({
  id,
  name,
  label,
  config,
  end,
}: {
  id: string;
  name: string;
  label: string;
  config: WidgetConfig;
  end: 'origin' | 'destination';
}) {
  const onSheet = sheetPlaces(config.lanes, end);
  const sheetCountries = new Set(onSheet.filter((place) => !place.port).map((place) => place.country));
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className={styles.input} required defaultValue="">
        <option value="">Choose a port or country</option>
        {onSheet.length > 0 ? (
          <optgroup label="On our rate sheet">
            {onSheet.map((place) => (
              <option key={placeValue(place)} value={placeValue(place)}>
                {placeLabel(place, config)}
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label={onSheet.length > 0 ? 'Other countries' : 'Countries'}>
          {COUNTRY_OPTIONS.filter((country) => !sheetCountries.has(country.code)).map((country) => (
            <option key={country.code} value={`country:${country.code}`}>
              {country.name}
            </option>
          ))}
        </optgroup>
      </select>
      <p className={styles.error} id={`${id}-error`} data-role="error" hidden />
    </div>
  );
}
