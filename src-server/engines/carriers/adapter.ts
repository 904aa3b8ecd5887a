import type { ReferenceKind } from '../../../shared/tracking/events';
import {
  fetchAllPages,
  nextPageByCursor,
  nextPageByLink,
  postJson,
  type DcsaRequestOptions,
} from './dcsa-http';

/** Where and how to reach one carrier's API, as an admin recorded it. */
export interface CarrierEndpoint {
  scac: string;
  baseUrl: string;
  apiKey: string;
}

interface PullWindow {
  /** first and last day of the schedules asked for, YYYY-MM-DD */
  startDate: string;
  endDate: string;
}

export type PullOptions = Pick<
  DcsaRequestOptions,
  'timeoutMs' | 'retries' | 'retryDelayMs' | 'maxPages' | 'maxPageBytes' | 'signal' | 'fetch'
>;

/**
 * What the portal can ask of a carrier. Each method speaks one standard and returns the
 * carrier's documents unchecked: the caller validates them against the DCSA specification
 * before anything is stored.
 */
export interface CarrierAdapter {
  /** every page of DCSA Commercial Schedules `GET /v1/vessel-schedules` for the carrier's vessels */
  pullVesselSchedules(
    endpoint: CarrierEndpoint,
    window: PullWindow,
    options?: PullOptions,
  ): Promise<unknown[]>;
  /** every page of Track & Trace 2.2 `GET /v2/events` about one container, bill of lading or booking */
  pullEvents(
    endpoint: CarrierEndpoint,
    reference: { kind: ReferenceKind; reference: string },
    options?: PullOptions,
  ): Promise<unknown[]>;
  /** Track & Trace 2.2 `POST /v2/event-subscriptions`: the carrier's answer, unchecked */
  subscribeToEvents(
    endpoint: CarrierEndpoint,
    subscription: { callbackUrl: string; secret: string },
    options?: PullOptions,
  ): Promise<unknown>;
}

/** The `GET /v2/events` filter for each kind of reference. */
const EVENT_FILTERS: Record<ReferenceKind, string> = {
  container: 'equipmentReference',
  'bill-of-lading': 'transportDocumentReference',
  booking: 'carrierBookingReference',
};

/** Page size asked for; the carrier may send fewer per page. */
const PAGE_LIMIT = 100;

/** Carriers that publish the DCSA standards as written. */
export const dcsaAdapter: CarrierAdapter = {
  async pullVesselSchedules(endpoint, window, options = {}) {
    const url = new URL(`${endpoint.baseUrl}/v1/vessel-schedules`);
    // The standard wants a filter besides the dates; the operator code selects the carrier's own.
    url.searchParams.set('vesselOperatorCarrierCode', endpoint.scac);
    url.searchParams.set('startDate', window.startDate);
    url.searchParams.set('endDate', window.endDate);
    url.searchParams.set('limit', String(PAGE_LIMIT));
    return fetchAllPages(url, nextPageByCursor, {
      ...options,
      apiKey: endpoint.apiKey,
      what: `${endpoint.scac}’s vessel schedules`,
    });
  },

  async pullEvents(endpoint, { kind, reference }, options = {}) {
    const url = new URL(`${endpoint.baseUrl}/v2/events`);
    url.searchParams.set(EVENT_FILTERS[kind], reference);
    url.searchParams.set('limit', String(PAGE_LIMIT));
    return fetchAllPages(url, nextPageByLink, {
      ...options,
      apiKey: endpoint.apiKey,
      apiVersion: '2',
      what: `${endpoint.scac}’s events for ${reference}`,
    });
  },

  async subscribeToEvents(endpoint, { callbackUrl, secret }, options = {}) {
    // Every kind of event, for every shipment: members choose what they watch on the portal.
    return postJson(
      new URL(`${endpoint.baseUrl}/v2/event-subscriptions`),
      { callbackUrl, secret, eventType: ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'] },
      { ...options, apiKey: endpoint.apiKey, apiVersion: '2', what: `${endpoint.scac}’s event subscription` },
    );
  },
};
