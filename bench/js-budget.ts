import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_PATHS } from '../src-server/paths';

export const JS_BUDGET_BYTES = 100_000;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * A page kind's initial JavaScript: the entry chunk and the lazily loaded page module(s) the
 * page needs before it can hydrate, with every chunk they import statically. Chunks loaded
 * after hydration (the session check) are not initial.
 */
export const PAGE_KINDS: { name: string; modules: string[] }[] = [
  { name: 'home', modules: ['features/home/HomePage.tsx'] },
  { name: 'membership', modules: ['features/membership/MembershipPage.tsx'] },
  { name: 'dictionary index', modules: ['features/dictionary/DictionaryIndexPage.tsx'] },
  { name: 'dictionary term', modules: ['features/dictionary/TermPage.tsx'] },
  { name: 'content page', modules: ['features/benefits/PaymentProtectionPage.tsx'] },
  { name: 'country page', modules: ['features/freight-forwarder/CountryPage.tsx'] },
  { name: 'blog post', modules: ['features/blog/BlogPostPage.tsx'] },
  { name: 'directory', modules: ['features/directory/DirectoryPage.tsx'] },
  { name: 'directory company', modules: ['features/directory/CompanyPage.tsx'] },
  { name: 'FAQ page', modules: ['features/faqs/FaqsPage.tsx'] },
  { name: 'ship schedules', modules: ['features/ship-schedules/ShipSchedulesPage.tsx'] },
  { name: 'sign-up', modules: ['features/auth/SignUpPage.tsx'] },
];

export function initialJavaScript(kind: { modules: string[] }): { bytes: number; files: string[] } {
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
  for (const key of ['index.html', ...kind.modules]) visit(key);
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(BUILD_PATHS.clientDir, file)), { level: 9 }).length,
    0,
  );
  return { bytes, files: [...files] };
}
