/**
 * The calculator widget's first script: it sizes the member's frame to the widget at once and
 * fetches the calculator itself when the visitor first uses it. No React, no router, no app
 * shell, so it stays far inside its 20 KB budget.
 */
import type * as Calculator from './components/calculator-widget/enhance-widget';
import type { WidgetConfig } from '../shared/calculator/widget-config';
import { enhanceOnFirstUse } from './components/calculator-widget/enhance-on-first-use';
import { reportHeightToParent } from './components/calculator-widget/report-height';
import './styles/widget-page.css';

const root = document.querySelector<HTMLElement>('[data-dfa-widget]');
const source = document.getElementById('dfa-widget-config');
// The calculator's script, then the chunks it imports: the server names them on this script's element.
const calculatorFiles =
  document.querySelector<HTMLScriptElement>('script[data-calculator]')?.dataset['calculator'];
const [calculatorScript, ...calculatorImports] = calculatorFiles?.split(' ') ?? [];
if (root && source?.textContent) {
  const config = JSON.parse(source.textContent) as WidgetConfig;
  reportHeightToParent(root, config.widgetId);
  if (calculatorScript) {
    enhanceOnFirstUse(root, async () => {
      // Fetched beside the script rather than once it has been read.
      for (const href of calculatorImports) {
        document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
      }
      // By address, not by module name: the bundler wraps a named import in its preloading
      // helper, which this small entry would then share with the website's as a file of its own.
      const { enhanceWidget } = (await import(/* @vite-ignore */ calculatorScript)) as typeof Calculator;
      enhanceWidget(root, config);
    });
  }
}
