/**
 * `npm run check:js-budget`: loads one page of every public kind from the built site in Chromium
 * and fails when the JavaScript it fetched by `load` + 1 s (gzip -9) is over its budget in
 * bench/js-budget.ts or over its target (100 KB for a public page, 125 KB for sign-up, 20 KB for
 * the calculator widget). `--verbose` lists every script of every page.
 */
import { reportJavaScriptBudgets } from '../bench/js-budget';

if (!(await reportJavaScriptBudgets({ verbose: process.argv.includes('--verbose') }))) {
  console.error('\nA page kind is over its JavaScript budget or target: make it lighter.');
  process.exitCode = 1;
}
