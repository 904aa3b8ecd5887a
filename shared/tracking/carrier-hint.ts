import { normaliseContainerNumber } from './container-number';

/** What a carrier's references start with, as the carrier registry records them. */
interface CarrierPrefixes {
  scac: string;
  name: string;
  containerPrefixes: readonly string[];
  billOfLadingPrefixes: readonly string[];
}

/** Owner codes of container lessors: their boxes sail with any carrier. */
const LESSOR_PREFIXES: Readonly<Record<string, string>> = {
  TGHU: 'Textainer',
  TCLU: 'Triton',
  TTNU: 'Triton',
  GESU: 'SeaCo',
  CAIU: 'CAI',
};

type CarrierHint =
  { kind: 'carrier'; scac: string; name: string } | { kind: 'lessor'; lessor: string } | { kind: 'unknown' };

/**
 * The carrier a reference likely belongs to: a container by its owner code, a bill of lading
 * or booking by the prefix carriers put in front of their numbers. Only ever a likelihood:
 * boxes change hands and forwarders' own numbers follow no rule, so the member may choose.
 */
export function likelyCarrier(reference: string, carriers: readonly CarrierPrefixes[]): CarrierHint {
  const text = normaliseContainerNumber(reference);
  const owner = text.slice(0, 4);
  const lessor = LESSOR_PREFIXES[owner];
  if (lessor) return { kind: 'lessor', lessor };
  const byContainer = carriers.find((carrier) => carrier.containerPrefixes.includes(owner));
  if (byContainer) return { kind: 'carrier', scac: byContainer.scac, name: byContainer.name };
  const byBill = carriers.find((carrier) =>
    carrier.billOfLadingPrefixes.some((prefix) => text.startsWith(prefix) && text.length > prefix.length),
  );
  if (byBill) return { kind: 'carrier', scac: byBill.scac, name: byBill.name };
  return { kind: 'unknown' };
}
