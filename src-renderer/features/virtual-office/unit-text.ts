import { RATE_MODEL_LABELS, UNIT_TYPE_LABELS, type TransportUnit } from '../../../shared/api/virtual-office';
import { formatDate } from '../../../shared/domain/date';
import { countryName } from '../../lib/countries';

export function zoneText(zone: { country: string; city: string | null }): string {
  return zone.city
    ? `${zone.city}, ${countryName(zone.country)}`
    : `${countryName(zone.country)} (whole country)`;
}

export function rateText(unit: Pick<TransportUnit, 'rateAmount' | 'currency' | 'rateModel'>): string {
  return `${unit.currency} ${unit.rateAmount} ${RATE_MODEL_LABELS[unit.rateModel]}`;
}

export function availabilityText(unit: Pick<TransportUnit, 'availableFrom' | 'availableUntil'>): string {
  return `${formatDate(unit.availableFrom)} – ${formatDate(unit.availableUntil)}`;
}

export function typeText(unit: Pick<TransportUnit, 'type'>): string {
  return UNIT_TYPE_LABELS[unit.type];
}
