/**
 * Runs Lighthouse 12 (mobile, default throttling) with the system Chromium on each URL given
 * as an argument, one fresh browser per run, and prints one JSON line per URL: the category
 * scores and the metrics that decide the performance score, or the error of its last attempt
 * when three attempts in a row produced no score (a browser that failed to start, a page
 * Lighthouse could not load).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ATTEMPTS = 3;

async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const performance = lhr.categories.performance?.score;
    if (typeof performance !== 'number') throw new Error('the report has no performance score');
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      url,
      performance: Math.round(performance * 100),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbtMs: metric('total-blocking-time'),
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

for (const url of process.argv.slice(2)) {
  let error;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      console.log(JSON.stringify(await measure(url)));
      error = undefined;
      break;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
  }
  if (error) console.log(JSON.stringify({ url, error }));
}
