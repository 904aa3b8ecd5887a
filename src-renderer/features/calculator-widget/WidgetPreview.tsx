import { useEffect, useRef, useState } from 'react';
import { rateLanesFrom, type WidgetSettingsInput } from '../../../shared/api/calculator-widget';
import type { WidgetConfig } from '../../../shared/calculator/widget-config';
import { isCurrency } from '../../../shared/domain/money';
import { CalculatorWidget } from '../../components/calculator-widget/CalculatorWidget';
import { enhanceWidget } from '../../components/calculator-widget/enhance-widget';
import { knownPortNames } from '../../components/forms/PlacePicker';

const HEX = /^#[0-9a-f]{6}$/i;

/** The draft as the widget will show it; half-typed values fall back to something sensible. */
function previewConfig(
  draft: WidgetSettingsInput,
  saved: Record<string, string>,
  fallbackName: string,
): WidgetConfig {
  const currency = isCurrency(draft.currency ?? '') ? draft.currency! : 'USD';
  const lanes = rateLanesFrom({ ...draft, currency });
  const portNames = { ...saved };
  for (const lane of lanes) {
    for (const place of [lane.origin, lane.destination]) {
      if (place.port) portNames[place.port] ??= knownPortNames.get(place.port) ?? place.port;
    }
  }
  return {
    widgetId: 'preview',
    mode: 'preview',
    displayName: draft.displayName?.trim() || fallbackName,
    primaryColor: HEX.test(draft.primaryColor ?? '') ? draft.primaryColor!.toLowerCase() : '#0b6b73',
    accentColor: HEX.test(draft.accentColor ?? '') ? draft.accentColor!.toLowerCase() : '#f2a900',
    currency,
    lanes,
    portNames,
  };
}

/**
 * The member's calculator as visitors will see it, drawn from the unsaved draft and working:
 * the same markup and the same script as on their site, only its "Request a quote" sends
 * nothing. Redrawn a moment after the member stops typing.
 */
export function WidgetPreview({
  draft,
  savedPortNames,
  fallbackName,
}: {
  draft: WidgetSettingsInput;
  savedPortNames: Record<string, string>;
  fallbackName: string;
}) {
  const next = JSON.stringify(previewConfig(draft, savedPortNames, fallbackName));
  const [shown, setShown] = useState(next);
  useEffect(() => {
    const timer = setTimeout(() => setShown(next), 400);
    return () => clearTimeout(timer);
  }, [next]);
  const config = JSON.parse(shown) as WidgetConfig;
  return <EnhancedWidget key={shown} config={config} />;
}

function EnhancedWidget({ config }: { config: WidgetConfig }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const widget = root.current?.querySelector<HTMLElement>('[data-dfa-widget]');
    return widget ? enhanceWidget(widget, config) : undefined;
  }, [config]);
  return (
    <div ref={root}>
      <CalculatorWidget config={config} />
    </div>
  );
}
