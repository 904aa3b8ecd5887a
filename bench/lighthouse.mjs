/**
 * Runs Lighthouse 12 (mobile, default throttling) with the system Chromium on each URL given
 * as an argument, one fresh browser per run, and prints one JSON line per URL: the category
 * scores and the metrics that decide the performance score.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

for (const url of process.argv.slice(2)) {
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
    const score = (id) => Math.round((lhr?.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr?.audits[id]?.numericValue ?? Number.NaN;
    console.log(
      JSON.stringify({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        tbtMs: metric('total-blocking-time'),
        lcpMs: metric('largest-contentful-paint'),
        cls: metric('cumulative-layout-shift'),
        bootupMs: metric('bootup-time'),
      }),
    );
  } finally {
    await chrome.kill();
  }
}
