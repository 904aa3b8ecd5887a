import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Endpoint, QueryOf, ResponseOf } from '../../../shared/api/endpoint';
import type { SavedSchedules, ScheduleSearchRequest } from '../../../shared/bridge';
import type { ServerAnswer } from '../../../shared/server-rendering';
import { findPortsOnline, type PortOption } from '../../components/port-combobox/find-ports';
import { type PageData, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { connectionAtom } from '../../lib/connection';
import { platform } from '../../lib/platform';
import { useAtomValue } from '../../lib/store';

type SearchKind = Exclude<ScheduleSearchRequest['kind'], 'carriers'>;

/** No answer came from the server at all: offline, or too slow (the bridge's 503 and 504). */
function unreachableStatus(status: number, code: string | undefined): boolean {
  return status === 0 || (status === 503 && code === 'UNAVAILABLE') || (status === 504 && code === 'TIMEOUT');
}

function unreachable(answer: ServerAnswer): boolean {
  return unreachableStatus(answer.status, (answer.body as { error?: { code?: string } } | null)?.error?.code);
}

/** The query of a page-data key (`/api/...?a=1`), as the strings the API's query schema reads. */
function queryOf(key: string): Record<string, string> {
  return Object.fromEntries(new URL(key, 'app://dfa').searchParams);
}

interface CarrierChoice {
  scac: string;
  name: string;
}

/**
 * The carriers in the snapshot saved on this computer, once `wanted` (the server's carrier list
 * could not be had); empty on the website or without a snapshot.
 */
export function useSavedCarriers(wanted: boolean): CarrierChoice[] {
  const [carriers, setCarriers] = useState<CarrierChoice[]>([]);
  useEffect(() => {
    const schedules = platform.schedules;
    if (!wanted || !schedules) return undefined;
    let active = true;
    void schedules.search({ kind: 'carriers' }).then((answer) => {
      if (active && answer.status === 200)
        setCarriers((answer.body as { carriers: CarrierChoice[] }).carriers);
    });
    return () => {
      active = false;
    };
  }, [wanted]);
  return carriers;
}

/** Whether the desktop app knows it cannot reach the server right now. */
function useOffline(): boolean {
  return useAtomValue(connectionAtom)?.online === false;
}

/**
 * A schedules search's answer: from the server, or in the desktop app while the server cannot
 * be reached, from the snapshot saved on this computer (searched by the same shared module the
 * server uses, so the results read the same). `saved` says which snapshot answered.
 */
export function useScheduleAnswer<E extends Endpoint>(
  kind: SearchKind,
  path: E['path'],
  query: QueryOf<E>,
): PageData<ResponseOf<E>> & { saved: SavedSchedules | null } {
  const offline = useOffline();
  const [saved, setSaved] = useState<SavedSchedules | null>(null);
  const load = useCallback(
    async (key: string, fromServer: (key: string) => Promise<ServerAnswer>) => {
      if (!platform.schedules) return fromServer(key);
      if (!offline) {
        const answer = await fromServer(key);
        if (!unreachable(answer)) {
          setSaved(null);
          return answer;
        }
      }
      const local = await platform.schedules.search({ kind, query: queryOf(key) } as ScheduleSearchRequest);
      setSaved(local.saved);
      // 203: an answer that is not the server's own, shown but not kept for going back.
      return { status: local.status === 200 ? 203 : local.status, body: local.body };
    },
    [kind, offline],
  );
  const result = usePageData<E>(path, { query }, { serverRender: false, load });
  return { ...result, saved };
}

/**
 * The port finder for the port boxes: the server's, and in the desktop app while the server
 * cannot be reached, the one over the ports in the saved snapshot. Undefined on the website,
 * where the box's own default applies.
 */
export function usePortFinder(): ((query: string, signal: AbortSignal) => Promise<PortOption[]>) | undefined {
  const offline = useOffline();
  return useMemo(() => {
    const schedules = platform.schedules;
    if (!schedules) return undefined;
    return async (query: string, signal: AbortSignal) => {
      if (!offline) {
        try {
          return await findPortsOnline(query, signal);
        } catch (error) {
          if (!(error instanceof ApiCallError && unreachableStatus(error.status, error.code))) throw error;
        }
      }
      const answer = await schedules.search({ kind: 'ports', query: { q: query } });
      return answer.status === 200 ? (answer.body as { ports: PortOption[] }).ports : [];
    };
  }, [offline]);
}
