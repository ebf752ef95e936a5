// The build's rewrite of d3-shape (vite.config.ts, curvesDroppable) must leave the module doing
// exactly what it did: every curve and shape draws the same paths before and after.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as original from 'd3-shape';
import { curvesDroppable } from '../../vite.config';

const source = join(process.cwd(), 'node_modules', 'd3-shape', 'dist', 'd3-shape.mjs');

async function rewritten(): Promise<typeof original> {
  // Beside node_modules, so its own import of d3-path resolves as the original's does.
  const dir = join(process.cwd(), 'node_modules', '.cache', 'table-sense');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'd3-shape-droppable.mjs');
  writeFileSync(file, curvesDroppable(readFileSync(source, 'utf8')));
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as typeof original;
}

const points: [number, number][] = [
  [0, 0],
  [10, 25],
  [30, 5],
  [45, 40],
  [60, 10],
];
const CURVES = Object.keys(original).filter((k) =>
  k.startsWith('curve'),
) as (keyof typeof original)[];

const draw = (f: () => string | null) => {
  try {
    return f();
  } catch (e) {
    return `throws ${(e as Error).constructor.name}`;
  }
};

describe('d3-shape with droppable curves (vite.config.ts)', () => {
  it('wraps each curve constructor with its prototype, and nothing else', () => {
    const out = curvesDroppable(readFileSync(source, 'utf8'));
    expect(out).toMatch(/var Basis = \/\* @__PURE__ \*\/ \(\(\) => \{\nfunction Basis\(/);
    expect(out).toMatch(/Basis\.prototype = \{[\s\S]*?\n\};\nreturn Basis;\n\}\)\(\);/);
    expect(out).toMatch(/var MonotoneY = /);
    expect(out).not.toMatch(/var arc = /);
  });

  it('draws every curve, arc and pie as the original does', async () => {
    const d3 = await rewritten();
    expect(CURVES.length).toBeGreaterThan(15);
    for (const name of CURVES) {
      const curve = original[name] as original.CurveFactory;
      const mine = d3[name] as original.CurveFactory;
      expect(
        draw(() => d3.line().curve(mine)(points)),
        name,
      ).toBe(draw(() => original.line().curve(curve)(points)));
      // Some curves draw only lines (curveBundle): then both refuse an area alike.
      expect(
        draw(() => d3.area().curve(mine)(points)),
        name,
      ).toBe(draw(() => original.area().curve(curve)(points)));
    }
    const shape = { innerRadius: 40, outerRadius: 90, startAngle: 0.3, endAngle: 2.1 };
    expect(d3.arc().cornerRadius(6)(shape)).toBe(original.arc().cornerRadius(6)(shape));
    expect(d3.pie()([1, 2, 3])).toEqual(original.pie()([1, 2, 3]));
    expect(d3.lineRadial()(points)).toBe(original.lineRadial()(points));
  });
});
