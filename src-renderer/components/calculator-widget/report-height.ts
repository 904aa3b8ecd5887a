import { WIDGET_HEIGHT_MESSAGE } from '../../../shared/calculator/widget-height';

/**
 * Tells the page that frames the widget how tall the widget is, whenever that changes, so the
 * member's embed code can size the frame to it. The height is no secret, so any parent may read it;
 * the embed code is the side that checks who sent it.
 */
export function reportHeightToParent(root: HTMLElement, widgetId: string): void {
  if (window.parent === window || typeof ResizeObserver === 'undefined') return;
  let reported = 0;
  const report = () => {
    const margin = parseFloat(getComputedStyle(root).marginBottom) || 0;
    const height = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY + margin);
    if (height === reported) return;
    reported = height;
    window.parent.postMessage({ type: WIDGET_HEIGHT_MESSAGE, widgetId, height }, '*');
  };
  new ResizeObserver(report).observe(root);
  report();
}
