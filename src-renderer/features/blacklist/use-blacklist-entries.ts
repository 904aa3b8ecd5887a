import { useEffect, useState } from 'react';
import {
  getAllCompanies,
  getAllCountries,
  getCities,
  getOneCompany,
  type BlacklistEntry,
} from '../../../shared/api/blacklist';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { useAtom } from '../../lib/store';
import { entriesAtom } from './blacklist-state';

export interface EntryFilters {
  text: string;
  country: string;
  city: string;
  status: string;
}

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'error'; error: { message: string } };

async function fetchEntries({ text, country, city, status }: EntryFilters): Promise<BlacklistEntry[]> {
  const filters = {
    ...(country ? { country } : {}),
    ...(country && city ? { city } : {}),
    ...(status ? { status } : {}),
  } as { country?: string; city?: string; status?: BlacklistEntry['status'] };
  const answer = text.trim()
    ? await callApi(getOneCompany, { query: { ...filters, query: text.trim() } })
    : await callApi(getAllCompanies, { query: filters });
  return answer.items;
}

/** The entries that answer `filters`, kept in `entriesAtom`, and how their loading went. */
export function useBlacklistEntries(filters: EntryFilters) {
  const [entries, setEntries] = useAtom(entriesAtom);
  const [reloads, setReloads] = useState(0);
  // Which filters the list on screen answers; while it answers older ones, it is loading.
  const requestKey = `${JSON.stringify(filters)}#${reloads}`;
  const [result, setResult] = useState<{ key: string; load: Load }>();
  const load: Load = result?.key === requestKey ? result.load : { state: 'loading' };

  useEffect(() => {
    // Only the answer to the newest request is shown, whatever order the answers arrive in.
    let active = true;
    fetchEntries(filters)
      .then((items) => {
        if (!active) return;
        setEntries(items);
        setResult({ key: requestKey, load: { state: 'ready' } });
      })
      .catch((error: unknown) => {
        if (!active) return;
        const message = error instanceof ApiCallError ? error.message : 'Please try again.';
        setResult({ key: requestKey, load: { state: 'error', error: { message } } });
      });
    return () => {
      active = false;
    };
  }, [filters, requestKey, setEntries]);

  return { entries, setEntries, load, reload: () => setReloads((n) => n + 1) };
}

/** The countries with entries, and the cities of the chosen one, for the filters. */
export function usePlaces(country: string, entryCount: number) {
  const [countries, setCountries] = useState<{ code: string; name: string }[]>([]);
  // The cities answer the country they were asked for; for any other they are not known yet.
  const [known, setKnown] = useState<{ country: string; cities: string[] }>({ country: '', cities: [] });

  useEffect(() => {
    void callApi(getAllCountries)
      .then((answer) => setCountries(answer.items))
      .catch(() => setCountries([]));
  }, [entryCount]);

  useEffect(() => {
    if (!country) return;
    let active = true;
    void callApi(getCities, { query: { country_code: country } })
      .then((answer) => active && setKnown({ country, cities: answer.items }))
      .catch(() => active && setKnown({ country, cities: [] }));
    return () => {
      active = false;
    };
  }, [country]);

  return { countries, cities: known.country === country ? known.cities : [] };
}
