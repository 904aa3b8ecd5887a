import { routeById } from '../../../shared/routes';
import {
  PORT_CALL_DIRECTIONS,
  ROUTE_SORTS,
  SCHEDULE_LIMITS,
  type PortCallDirection,
  type RouteSort,
} from '../../../shared/schedules/limits';
import { dayFromToday } from './schedule-format';

/** Every search lives in the address, so results can be bookmarked, shared and gone back to. */
const SCHEDULES_PATH = routeById('digital-tools-ship-schedules').path;

export const TABS = ['route', 'port', 'vessel', 'carrier'] as const;
export type Tab = (typeof TABS)[number];

export const TAB_LABELS: Record<Tab, string> = {
  route: 'By route',
  port: 'By port',
  vessel: 'By vessel',
  carrier: 'By carrier',
};

interface Window {
  from: string;
  to: string;
}

export interface RouteState {
  from: string;
  fromName: string;
  to: string;
  toName: string;
  departFrom: string;
  departTo: string;
  transshipment: 'direct' | 'one';
  minConnectionHours: number;
  sort: RouteSort;
  page: number;
}

export interface PortState extends Window {
  port: string;
  portName: string;
  direction: PortCallDirection;
  page: number;
}

export interface VesselState extends Window {
  vessel: string;
}

export interface CarrierState extends Window {
  carrier: string;
}

const CODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

const code = (value: string | null) => {
  const upper = (value ?? '').trim().toUpperCase();
  return CODE.test(upper) ? upper : '';
};
const date = (value: string | null, fallback: string) => (value && DATE.test(value) ? value : fallback);
const page = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 1 && number <= 1000 ? number : 1;
};
const text = (value: string | null, max = 100) => (value ?? '').trim().slice(0, max);

export function readTab(params: URLSearchParams): Tab {
  return oneOf(TABS, params.get('tab'), 'route');
}

function readWindow(params: URLSearchParams): Window {
  return { from: date(params.get('from'), dayFromToday(0)), to: date(params.get('to'), dayFromToday(27)) };
}

export function readRoute(params: URLSearchParams): RouteState {
  const hours = Number(params.get('connection'));
  const from = code(params.get('origin'));
  const to = code(params.get('destination'));
  return {
    from,
    fromName: text(params.get('originName')) || from,
    to,
    toName: text(params.get('destinationName')) || to,
    departFrom: date(params.get('departFrom'), dayFromToday(0)),
    departTo: date(params.get('departTo'), dayFromToday(SCHEDULE_LIMITS.defaultWindowDays - 1)),
    transshipment: oneOf(['direct', 'one'] as const, params.get('transshipment'), 'one'),
    minConnectionHours:
      Number.isInteger(hours) &&
      hours >= SCHEDULE_LIMITS.minConnectionHours &&
      hours <= SCHEDULE_LIMITS.maxConnectionHours
        ? hours
        : SCHEDULE_LIMITS.defaultConnectionHours,
    sort: oneOf(ROUTE_SORTS, params.get('sort'), 'departure'),
    page: page(params.get('page')),
  };
}

export function readPort(params: URLSearchParams): PortState {
  const port = code(params.get('port'));
  return {
    port,
    portName: text(params.get('portName')) || port,
    ...readWindow(params),
    direction: oneOf(PORT_CALL_DIRECTIONS, params.get('direction'), 'all'),
    page: page(params.get('page')),
  };
}

export function readVessel(params: URLSearchParams): VesselState {
  return { vessel: text(params.get('vessel'), 50), ...readWindow(params) };
}

export function readCarrier(params: URLSearchParams): CarrierState {
  const carrier = (params.get('carrier') ?? '').trim().toUpperCase();
  return { carrier: /^[A-Z]{2,4}$/.test(carrier) ? carrier : '', ...readWindow(params) };
}

function build(values: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== '' && !(name === 'page' && value === 1)) params.set(name, String(value));
  }
  return `${SCHEDULES_PATH}?${params.toString()}`;
}

export function routeHref(state: RouteState): string {
  return build({
    tab: 'route',
    origin: state.from,
    originName: state.fromName,
    destination: state.to,
    destinationName: state.toName,
    departFrom: state.departFrom,
    departTo: state.departTo,
    transshipment: state.transshipment,
    connection: state.minConnectionHours,
    sort: state.sort,
    page: state.page,
  });
}

export function portHref(state: PortState): string {
  return build({
    tab: 'port',
    port: state.port,
    portName: state.portName,
    from: state.from,
    to: state.to,
    direction: state.direction,
    page: state.page,
  });
}

export function vesselHref(state: VesselState): string {
  return build({ tab: 'vessel', vessel: state.vessel, from: state.from, to: state.to });
}

export function carrierHref(state: CarrierState): string {
  return build({ tab: 'carrier', carrier: state.carrier, from: state.from, to: state.to });
}

export function tabHref(tab: Tab): string {
  return build({ tab });
}
