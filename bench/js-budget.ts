import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_PATHS } from '../src-server/paths';

/** What a public page may load before it hydrates (gzip), the target every page kind works to. */
const JS_TARGET_BYTES = 100_000;

/**
 * How far the same source's gzip size moves between two builds: chunk file names carry content
 * hashes that differ from one checkout to another, and gzip packs them a few bytes differently.
 * A budget is exceeded only beyond it, so a clean checkout does not fail on noise.
 */
const BUILD_NOISE_BYTES = 200;

interface PageKind {
  name: string;
  /** the lazily loaded page module(s), src-renderer-relative */
  modules: string[];
  /** the build entry the page starts from: the site's shell unless the page has its own */
  entry?: string;
  /**
   * The most its initial JavaScript may weigh: its size when the budget was last set, plus a
   * little room, so it can only shrink. `npm run check:js-budget` (in CI) fails when a kind
   * weighs more; lower a budget whenever its kind gets lighter.
   */
  budgetBytes: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * A page kind's initial JavaScript: the entry chunk and the lazily loaded page module(s) the
 * page needs before it can hydrate, with every chunk they import statically. Chunks loaded
 * after hydration (the session check) are not initial.
 */
const PAGE_KINDS: PageKind[] = [
  // The directory's search reveals and announces its results (0.7 KB), and the calculator page's
  // embed snippet carries the script that sizes the member's frame (0.2 KB).
  // The route table every page carries grew by a third of a kilobyte with the Premium request,
  // the email confirmations, the quote request page and the visitors' sailings search, and by
  // half a kilobyte more with the workspace's routes and the shell that tells them apart, and
  // by a fifth of a kilobyte with the meetings pages' routes. A company's profile also holds the
  // boundary of its "Book a meeting" part, which loads apart for signed-in members only.
  // Every page pays about 0.1 KB for its hydration to stay short: routes ranked once, memoised
  // menus, and parts that render again on their own rather than with the whole layout.
  // The sailings search is a part of its own, loaded apart; the page keeps only its boundary.
  { name: 'home', modules: ['features/home/HomePage.tsx'], budgetBytes: 97_500 },
  // More pages share the server part's chunk, whose layout moved a byte into this kind.
  { name: 'membership', modules: ['features/membership/MembershipPage.tsx'], budgetBytes: 97_500 },
  // The index's letters and a term's definition are server parts: the code that keeps their HTML
  // costs half a kilobyte, and spares hydrating the index's 130 links or the definition's text.
  {
    name: 'dictionary index',
    modules: ['features/dictionary/DictionaryIndexPage.tsx'],
    budgetBytes: 101_700,
  },
  // The shell chunk took the site context, which the entry no longer shares with the sign-up page.
  { name: 'dictionary term', modules: ['features/dictionary/TermPage.tsx'], budgetBytes: 100_000 },
  // The page's body is a server part: its text and links are not in the page's JavaScript.
  { name: 'content page', modules: ['features/benefits/PaymentProtectionPage.tsx'], budgetBytes: 100_300 },
  // The session hooks that keep hydration exact cost every page a few bytes; this kind had none spare.
  // text pages build their 'On this page' contents after hydration
  { name: 'country page', modules: ['features/freight-forwarder/CountryPage.tsx'], budgetBytes: 102_600 },
  // Every page carries the route table; the payment protection routes took this kind's last bytes.
  // a post without an uploaded image draws its cover from its tag
  // The shared UI kit and the sign-up split together moved a few shared bytes into the blog
  // post, FAQ and ship schedules pages.
  { name: 'blog post', modules: ['features/blog/BlogPostPage.tsx'], budgetBytes: 102_700 },
  { name: 'directory', modules: ['features/directory/DirectoryPage.tsx'], budgetBytes: 103_400 },
  { name: 'directory company', modules: ['features/directory/CompanyPage.tsx'], budgetBytes: 103_700 },
  { name: 'FAQ page', modules: ['features/faqs/FaqsPage.tsx'], budgetBytes: 105_100 },
  // Visitors get the frame of a sailings search here; the search itself loads apart.
  {
    name: 'ship schedules',
    modules: ['features/ship-schedules/ShipSchedulesPage.tsx'],
    budgetBytes: 102_300,
  },
  // The form hydrates in its own boundary once its code arrives (below); zod, libphonenumber-js,
  // the API client and the later steps load when the visitor starts on the form.
  { name: 'sign-up', modules: ['features/auth/SignUpPage.tsx'], budgetBytes: 98_900 },
  // The page with its form hydrated: react-hook-form and the first step, not the contract's checks.
  {
    name: 'sign-up form',
    modules: ['features/auth/SignUpPage.tsx', 'features/auth/sign-up/SignUpForm.tsx'],
    budgetBytes: 121_600,
  },
  // A content page framing the demo widget; the widget's own script is not in the page's.
  {
    name: 'freight calculator',
    modules: ['features/digital-tools/FreightCalculatorPage.tsx'],
    budgetBytes: 103_400,
  },
  // Members embed it on their own sites: no React, no router, no site shell (src-renderer/widget-entry.ts).
  { name: 'calculator widget', entry: 'widget-entry.ts', modules: [], budgetBytes: 20_000 },
];

function javaScriptOf(entries: string[]): { bytes: number; files: string[] } {
  const manifest = JSON.parse(
    readFileSync(join(BUILD_PATHS.clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: rebuild, or update bench/js-budget.ts`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of entries) visit(key);
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(BUILD_PATHS.clientDir, file)), { level: 9 }).length,
    0,
  );
  return { bytes, files: [...files] };
}

/** Prints each page kind's initial JavaScript against its budget; answers whether all fit. */
export function reportJavaScriptBudgets(): boolean {
  console.log(`Initial JavaScript per page kind (gzip; target ${JS_TARGET_BYTES / 1000} KB)`);
  let withinBudgets = true;
  for (const kind of PAGE_KINDS) {
    const { bytes, files } = javaScriptOf([kind.entry ?? 'index.html', ...kind.modules]);
    const over = bytes > kind.budgetBytes + BUILD_NOISE_BYTES;
    withinBudgets &&= !over;
    console.log(
      `${kind.name.padEnd(18)} ${(bytes / 1000).toFixed(1).padStart(6)} KB  budget ${(kind.budgetBytes / 1000).toFixed(1).padStart(5)} KB  (${files.length} files)${over ? `  OVER BUDGET by ${bytes - kind.budgetBytes} bytes` : ''}`,
    );
  }
  return withinBudgets;
}
