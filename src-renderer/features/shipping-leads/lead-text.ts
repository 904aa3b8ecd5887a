import type { PlaceView } from '../../../shared/api/places';
import { EQUIPMENT_LABELS, type LeadView } from '../../../shared/api/shipping-leads';
import { countryName } from '../../lib/countries';

/** The short form for a card's title: `Jebel Ali → Rotterdam`. */
export function laneTitle(lead: Pick<LeadView, 'origin' | 'destination'>): string {
  const short = (place: PlaceView) => place.port?.name ?? place.city ?? countryName(place.country);
  return `${short(lead.origin)} → ${short(lead.destination)}`;
}

const number = (value: number, digits: number) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** `2 × 40' high cube` or `10 pieces, 14.400 m³, 4,000.0 kg`. */
export function cargoText(lead: Pick<LeadView, 'mode' | 'equipment' | 'totals'>): string {
  if (lead.mode === 'sea-fcl') {
    return lead.equipment.map((line) => `${line.count} × ${EQUIPMENT_LABELS[line.type]}`).join(', ');
  }
  const totals = lead.totals;
  if (!totals) return '';
  return `${totals.pieces} piece${totals.pieces === 1 ? '' : 's'}, ${number(totals.volumeCbm, 3)} m³, ${number(totals.weightKg, 1)} kg`;
}
