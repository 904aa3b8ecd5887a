import { COUNTRY_OPTIONS } from '../../lib/countries';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The options of a country picker: a first, empty choice that says what to do, then every
 * country by its English name, alphabetically.
 */
export function CountryOptions({
  placeholder,
  afterHydration = false,
}: {
  placeholder: string;
  /**
   * On a server-rendered page: list the countries only once the page is interactive, since
   * Node's and the browser's country names can differ and would break hydration.
   */
  afterHydration?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <option value="">{placeholder}</option>
      {afterHydration && !hydrated
        ? null
        : COUNTRY_OPTIONS.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
    </>
  );
}
