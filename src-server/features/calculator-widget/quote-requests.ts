import type { z } from 'zod';
import type { widgetQuoteRequestSchema } from '../../../shared/api/calculator-widget';
import { cargoTotals, seaChargeable } from '../../../shared/calculator/cargo';
import { containerAdvice, CONTAINERS } from '../../../shared/calculator/containers';
import { fclPrice, findLane, lclPrice, type Price } from '../../../shared/calculator/rates';
import { utcDay } from '../../../shared/domain/date';
import { formatMoney } from '../../../shared/domain/money';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { enqueueEmail } from '../../services/email';
import { portCatalog } from '../../engines/ports/port-repository';
import { knownPlaces } from '../../services/port-places';
import {
  equipmentOf,
  getLead,
  insertLead,
  requesterDetails,
  shipmentDetails,
  toLeadView,
  toRequesterView,
} from '../../services/shipping-lead-repository';
import { findWidget, type WidgetRecord } from './widget-repository';

type QuoteRequest = z.output<typeof widgetQuoteRequestSchema>;

const UNAVAILABLE = 'This calculator is not available. Contact the forwarder directly.';

function priceLines(title: string, price: Price | null, record: WidgetRecord): [string, string][] {
  if (!price) return [];
  return [
    ...price.lines.map((line): [string, string] => [
      `${title}: ${line.label}`,
      formatMoney(line.amountMinor, record.currency),
    ]),
    [`${title}: total`, formatMoney(price.totalMinor, record.currency)],
  ];
}

/**
 * A visitor's request through a member's calculator: stored as a lead addressed to that
 * member alone (never on the board) and emailed to the address the member chose, with the
 * cargo, the container advice and the indicative price the visitor saw.
 */
export async function receiveQuoteRequest(
  db: Db,
  {
    request,
    ip,
    admit,
  }: {
    request: QuoteRequest;
    ip: string;
    /** counts the request, once it is known to be valid, and may refuse it (the limits) */
    admit: (record: WidgetRecord) => Promise<void>;
  },
  now: Date,
): Promise<WidgetRecord> {
  const record = await findWidget(db, request.widgetId);
  if (!record) throw new ApiError('NOT_FOUND', UNAVAILABLE);
  if (!record.enabled) throw new ApiError('CONFLICT', UNAVAILABLE);
  const { finder: ports } = await portCatalog(db);
  const { origin, destination } = knownPlaces(ports, {
    origin: request.origin,
    destination: request.destination,
  });
  await admit(record);
  const totals = cargoTotals(request.pieces);
  const sea = seaChargeable(totals);
  const advice = containerAdvice(request.pieces);
  const lane = findLane(record.lanes, origin, destination, utcDay(now));
  const lcl = lane ? lclPrice(lane, sea.revenueTons, record.currency) : null;
  const fcl = lane ? fclPrice(lane, advice, record.currency) : null;

  await db.transaction().execute(async (trx) => {
    const id = await insertLead(
      trx,
      {
        status: 'direct',
        source: 'widget',
        addressedCompanyId: record.companyId,
        requesterCompanyId: null,
        requester: {
          name: request.name,
          company: request.company,
          email: request.email,
          phone: request.phone ?? null,
          country: request.country,
        },
        shipment: {
          mode: request.mode,
          origin: { ...origin, city: null },
          destination: { ...destination, city: null },
          equipment:
            request.mode === 'sea-fcl' && advice.suggestion
              ? [{ type: advice.suggestion.type, count: advice.suggestion.units }]
              : [],
          pieces: request.pieces,
          commodity: request.commodity,
          hazardous: false,
          readyDate: request.readyDate,
          incoterm: null,
          notes: request.notes,
        },
        idempotencyKey: null,
        ip,
        attribution: null,
      },
      now,
    );
    const row = await getLead(trx, id);
    const lead = toLeadView(row, (await equipmentOf(trx, [id])).get(id) ?? [], now, ports);
    const requester = toRequesterView(row);
    await enqueueEmail(
      trx,
      {
        to: record.notifyEmail,
        subject: `Quote request from your calculator: ${request.name}`,
        blocks: [
          `${request.name} asked for a quote through the freight calculator on your website. The request came to you only; it is not on the DFA shipping leads board. Please reply within one working day.`,
          { details: requesterDetails(requester) },
          { details: shipmentDetails(lead) },
          {
            details: [
              ['Pieces', `${totals.pieces}`],
              ['Volume', `${totals.volumeCbm.toFixed(3)} m³`],
              ['Gross weight', `${totals.weightKg.toFixed(1)} kg`],
              ['Chargeable at sea (W/M)', `${sea.revenueTons.toFixed(3)} revenue tons`],
              [
                'Suggested container (typical)',
                advice.suggestion
                  ? `${advice.suggestion.units} × ${CONTAINERS[advice.suggestion.type].label}`
                  : 'None: a piece is too large for a dry container',
              ],
            ],
          },
          lane && (lcl || fcl)
            ? {
                details: [
                  ...priceLines('LCL', lcl, record),
                  ...priceLines(
                    fcl ? `FCL ${fcl.units} × ${CONTAINERS[fcl.type].label}` : 'FCL',
                    fcl,
                    record,
                  ),
                ],
              }
            : 'Your rate sheet has no rate for this route and cargo, so the visitor saw “price on request”.',
        ],
        payload: { purpose: 'calculator-quote-request', leadId: id, widgetId: record.widgetId },
      },
      now,
    );
  });
  return record;
}
