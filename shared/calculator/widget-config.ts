import type { Currency } from '../domain/money';
import type { PlaceRef, RateLane } from './rates';
import { WIDGET_HEIGHT_MESSAGE } from './widget-height';

export const DEMO_WIDGET_ID = 'demo';
/** Public ids are 16 random bytes, base64url. */
export const WIDGET_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function widgetPath(widgetId: string): string {
  return `/widgets/freight-calculator/${widgetId}`;
}

/**
 * The HTML a member pastes into their own site: the frame, and a few lines that let it grow to
 * the calculator's height (the widget posts it), so the price never hides below an inner scroll.
 * The script takes a height only from our origin, from this frame, in the expected shape.
 */
export function embedSnippet(siteUrl: string, widgetId: string): string {
  // The scheme, host and port alone: what `event.origin` reads on the member's page.
  const origin = /^[a-z]+:\/\/[^/]+/i.exec(siteUrl)?.[0] ?? siteUrl;
  const frameId = `dfa-calculator-${widgetId}`;
  const frame = `<iframe src="${siteUrl}${widgetPath(widgetId)}" title="Sea freight calculator" id="${frameId}" width="100%" height="900" style="border:0;max-width:44rem" loading="lazy"></iframe>`;
  const script =
    `<script>addEventListener("message",function(e){var f=document.getElementById("${frameId}"),d=e.data;` +
    `if(!f||e.origin!=="${origin}"||e.source!==f.contentWindow||!d||d.type!=="${WIDGET_HEIGHT_MESSAGE}"` +
    `||typeof d.height!=="number"||!(d.height>0&&d.height<20000))return;f.style.height=Math.ceil(d.height)+"px"})</script>`;
  return `${frame}\n${script}`;
}

/**
 * Everything the calculator widget needs to draw itself and price a consignment. The server
 * renders the widget's markup from it and embeds it in the page for the widget's script; the
 * member's builder renders a live preview from the draft.
 */
export interface WidgetConfig {
  widgetId: string;
  /** live: on a member's site; demo: DFA's own sample; preview: the member's builder */
  mode: 'live' | 'demo' | 'preview';
  displayName: string;
  primaryColor: string;
  accentColor: string;
  currency: Currency;
  lanes: RateLane[];
  /** names of the ports the lanes mention, by UN/LOCODE */
  portNames: Record<string, string>;
}

/** How a place travels in the widget's pickers: `port:AEJEA` or `country:AE`. */
export function placeValue(place: PlaceRef): string {
  return place.port ? `port:${place.port}` : `country:${place.country}`;
}

export function placeFromValue(value: string): PlaceRef | null {
  const port = /^port:([A-Z]{2})([A-Z2-9]{3})$/.exec(value);
  if (port) return { country: port[1]!, port: `${port[1]}${port[2]}` };
  const country = /^country:([A-Z]{2})$/.exec(value);
  return country ? { country: country[1]!, port: null } : null;
}

/** The distinct origins (or destinations) on the rate sheet, in the member's order. */
export function sheetPlaces(lanes: readonly RateLane[], end: 'origin' | 'destination'): PlaceRef[] {
  const seen = new Set<string>();
  const places: PlaceRef[] = [];
  for (const lane of lanes) {
    const value = placeValue(lane[end]);
    if (seen.has(value)) continue;
    seen.add(value);
    places.push(lane[end]);
  }
  return places;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Black or white, whichever reads better on the member's colour. One of the two always reaches
 * 4.5:1, so text on any brand colour stays readable.
 */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}
