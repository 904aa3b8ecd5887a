/**
 * What the widget posts to the page that frames it: `{ type, widgetId, height }`. A module of its
 * own so the widget's first script (which reports the height at once) carries nothing else.
 */
export const WIDGET_HEIGHT_MESSAGE = 'dfa-widget-height';
