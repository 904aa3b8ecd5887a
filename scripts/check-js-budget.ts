/**
 * `npm run check:js-budget`: fails when a page kind's initial JavaScript in the website build
 * weighs more than its budget in bench/js-budget.ts. The sizes are deterministic for a given
 * build, so CI can hold every change to them.
 */
import { reportJavaScriptBudgets } from '../bench/js-budget';

if (!reportJavaScriptBudgets()) {
  console.error(
    '\nA page kind is over its JavaScript budget: make it lighter, or raise its budget deliberately.',
  );
  process.exitCode = 1;
}
