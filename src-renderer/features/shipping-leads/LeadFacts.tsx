import type { ReactNode } from 'react';
import {
  INCOTERM_LABELS,
  LEAD_MODE_LABELS,
  LEAD_STATE_LABELS,
  type LeadView,
} from '../../../shared/api/shipping-leads';
import { formatDate } from '../../../shared/domain/date';
import { placeRows } from '../../../shared/domain/lead-places';
import { countryName } from '../../lib/countries';
import { cargoText } from './lead-text';
import styles from './shipping-leads.module.css';

/** Everything about a lead's shipment, never anyone's contact details. */
export function LeadFacts({ lead }: { lead: LeadView }) {
  const rows: [string, ReactNode][] = [
    ['Status', LEAD_STATE_LABELS[lead.state]],
    ...placeRows(lead, countryName),
    ['Mode', LEAD_MODE_LABELS[lead.mode]],
    ['Cargo', cargoText(lead)],
    ...(lead.pieces.length > 0
      ? [
          [
            'Packing list',
            <ul className={styles.pieces} key="pieces">
              {lead.pieces.map((piece, index) => (
                <li key={index}>
                  {piece.count} × {piece.length} × {piece.width} × {piece.height} {piece.lengthUnit},{' '}
                  {piece.weight} {piece.weightUnit} each
                </li>
              ))}
            </ul>,
          ] as [string, ReactNode],
        ]
      : []),
    ['Goods', lead.commodity],
    ['Dangerous goods', lead.hazardous ? 'Yes' : 'No'],
    ['Cargo ready on', formatDate(lead.readyDate)],
    ['Incoterms® 2020', lead.incoterm ? INCOTERM_LABELS[lead.incoterm] : 'Not agreed yet'],
    ...(lead.notes ? [['Notes', lead.notes] as [string, ReactNode]] : []),
    ...(lead.expiresAt && lead.state === 'open'
      ? [['Open for quotes until', formatDate(lead.expiresAt)] as [string, ReactNode]]
      : []),
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
