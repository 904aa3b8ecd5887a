import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A look that two features both need belongs to the kit: `components/kit`'s modules,
 * or the global utilities in `styles/kit.css`, taken with `composes`. A feature copying another's
 * rule block drifts from it at the first change, so the same declaration block of three or more
 * declarations may stand in one feature folder only. The order of the declarations, white space,
 * comments and the case of property names do not make two blocks different.
 */
const REPOSITORY = resolve(import.meta.dirname, '../..');
const FEATURES = join(REPOSITORY, 'src-renderer/features');
const MIN_DECLARATIONS = 3;

interface Rule {
  /** `folder/file.module.css selector`, the folder being the feature's */
  place: string;
  feature: string;
  block: string;
  declarations: number;
}

function cssModules(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return cssModules(path);
    return name.endsWith('.module.css') ? [path] : [];
  });
}

/** The innermost `selector { declarations }` pairs: rules at the top, in media queries and in supports blocks. */
function rulesOf(css: string): { selector: string; declarations: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]*)\{([^{}]*)\}/g)].map((match) => ({
    selector: match[1]!.trim().replace(/\s+/g, ' '),
    declarations: match[2]!
      .split(';')
      .map((declaration) => declaration.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return `${declaration.slice(0, colon).trim().toLowerCase()}: ${declaration.slice(colon + 1).trim()}`;
      })
      .sort(),
  }));
}

const rules: Rule[] = cssModules(FEATURES).flatMap((file) => {
  const path = relative(FEATURES, file).split('\\').join('/');
  return rulesOf(readFileSync(file, 'utf8')).map(({ selector, declarations }) => ({
    place: `${path} ${selector}`,
    feature: path.split('/')[0]!,
    block: declarations.join('; '),
    declarations: declarations.length,
  }));
});

/** Blocks whose rules stand in more than one feature folder, each with its places. */
function repeatedAcrossFeatures(counted: readonly Rule[]): Map<string, string[]> {
  const byBlock = new Map<string, Rule[]>();
  for (const rule of counted) {
    if (rule.declarations < MIN_DECLARATIONS) continue;
    byBlock.set(rule.block, [...(byBlock.get(rule.block) ?? []), rule]);
  }
  return new Map(
    [...byBlock]
      .filter(([, places]) => new Set(places.map((rule) => rule.feature)).size > 1)
      .map(([block, places]) => [block, places.map((rule) => rule.place)]),
  );
}

describe('CSS blocks across features', () => {
  it('reads the rules inside media queries and ignores order, spacing and comments', () => {
    expect(
      rulesOf(
        '@media (min-width: 40rem) { .a { gap: 1rem;  Color : red /* why */ } }\n.b{color:red;gap:1rem}',
      ),
    ).toEqual([
      { selector: '.a', declarations: ['color: red', 'gap: 1rem'] },
      { selector: '.b', declarations: ['color: red', 'gap: 1rem'] },
    ]);
  });

  it(`keeps every block of ${MIN_DECLARATIONS} or more declarations within one feature folder`, () => {
    const repeated = repeatedAcrossFeatures(rules);
    expect(Object.fromEntries(repeated)).toEqual({});
  });
});
