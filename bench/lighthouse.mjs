/** Runs Lighthouse 12 (mobile) on one URL with the system Chromium and prints the four scores. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
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
  const categories = result?.lhr.categories ?? {};
  for (const [id, category] of Object.entries(categories)) {
    console.log(`${id.padEnd(16)} ${Math.round((category.score ?? 0) * 100)}`);
  }
} finally {
  await chrome.kill();
}
