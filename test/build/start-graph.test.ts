// What the start-up code must not hold: the modules only building a table needs (rules/setup.ts
// and what it alone reads, the variants' checks with it) are reached from the entry only through
// a dynamic import(), so they stay in the lazy `setup` chunk (vite.config.ts). The size budget
// (scripts/size.mjs) notices such a module coming back only by its bytes; this names it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

/** The app's own modules a module imports statically for their values (types and import() aside). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const out: string[] = [];
  for (const node of source.statements) {
    let spec: ts.Expression | undefined;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) spec = node.moduleSpecifier;
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const named = node.exportClause;
      if (!(named && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly)))
        spec = node.moduleSpecifier;
    }
    if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) continue;
    const base = join(dirname(file), spec.text);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((f) => /\.tsx?$/.test(f) && existsSync(f));
    if (found) out.push(found);
  }
  return out;
}

/** Every module the entry reaches without a dynamic import(), relative to the repository. */
function startGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [join(ROOT, entry)];
  while (todo.length) {
    const file = todo.pop()!;
    const name = relative(ROOT, file);
    if (seen.has(name)) continue;
    seen.add(name);
    todo.push(...valueImports(file));
  }
  return seen;
}

describe('the start-up code', () => {
  const start = startGraph('src/main.tsx');

  it('is found (the walk reaches the engine and the chart)', () => {
    expect(start).toContain('src/rules/variants/index.ts');
    expect(start).toContain('src/rules/building.ts');
    expect(start).toContain('src/chart/TableChart.tsx');
  });

  it('holds neither the table builder nor the variants’ checks', () => {
    for (const lazy of [
      'src/rules/setup.ts',
      'src/rules/seating.ts',
      'src/rules/startingLife.ts',
      'src/rules/variants/checks.ts',
    ])
      expect(start, lazy).not.toContain(lazy);
  });
});
