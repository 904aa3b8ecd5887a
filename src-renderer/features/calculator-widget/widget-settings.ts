import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_PRIMARY_COLOR,
  newLaneValidity,
  widgetSettingsSchema,
  type getMyWidget,
  type WidgetSettings,
  type WidgetSettingsInput,
} from '../../../shared/api/calculator-widget';
import type { ResponseOf } from '../../../shared/api/endpoint';

export type MyWidget = ResponseOf<typeof getMyWidget>;

export function newLane() {
  return {
    origin: { country: '', port: '' },
    destination: { country: '', port: '' },
    ...newLaneValidity(),
    fcl: { '20GP': '', '40GP': '', '40HC': '' },
    lcl: { perRevenueTon: '', minimum: '' },
    surcharges: [],
  };
}

export function initialSettings({ widget, defaults }: MyWidget): WidgetSettingsInput {
  // The address the member last chose, even while it waits for its link.
  if (widget)
    return { ...widget.settings, notifyEmail: widget.pendingNotifyEmail ?? widget.settings.notifyEmail };
  return {
    displayName: defaults.displayName,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    accentColor: DEFAULT_ACCENT_COLOR,
    currency: 'USD',
    notifyEmail: defaults.notifyEmail,
    allowedSites: [],
    lanes: [newLane()],
  };
}

/** The sites are typed one per line; blank lines are not sites. */
export const resolver: Resolver<WidgetSettingsInput, unknown, WidgetSettings> = (values, context, options) =>
  zodResolver(widgetSettingsSchema)(
    { ...values, allowedSites: (values.allowedSites ?? []).map((site) => site.trim()).filter(Boolean) },
    context,
    options,
  );

export const FIXED_FIELDS = [
  'displayName',
  'primaryColor',
  'accentColor',
  'currency',
  'notifyEmail',
  'allowedSites',
  'lanes',
];
