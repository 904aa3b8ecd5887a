/**
 * The calculator widget's only script: it enhances the server-rendered markup with the shared
 * calculator. No React, no router, no app shell, so it stays far inside its 20 KB budget.
 */
import type { WidgetConfig } from '../shared/calculator/widget-config';
import { enhanceWidget } from './components/calculator-widget/enhance-widget';
import { reportHeightToParent } from './components/calculator-widget/report-height';
import './styles/widget-page.css';

const root = document.querySelector<HTMLElement>('[data-dfa-widget]');
const source = document.getElementById('dfa-widget-config');
if (root && source?.textContent) {
  const config = JSON.parse(source.textContent) as WidgetConfig;
  enhanceWidget(root, config);
  reportHeightToParent(root, config.widgetId);
}
