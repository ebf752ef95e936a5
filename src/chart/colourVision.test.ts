// The what-if asker ring is not the turn colour, and team colours stay apart from the
// turn glow, for normal vision and the three common colour-vision deficiencies, in both themes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leastDifference, seen, VISION } from './colourVision';
import { TEAM_COLOURS } from './palette';

const css = readFileSync(new URL('../index.css', import.meta.url), 'utf8');
/** The chart's colour variables in one theme's block of index.css. */
function theme(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--tc-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]),
  );
}
const themes = { dark: theme('.tc-chart'), light: theme(':where(html.light) .tc-chart') };
// Below about 20, two colours side by side start to be mistaken for each other.
const APART = 20;

describe('colour vision', () => {
  it('the simulation tells red from green with normal vision and not with deuteranopia', () => {
    // Guards the matrices: if they were identity every check below would be too lenient.
    const d = (m: keyof typeof VISION) => {
      const [a, b] = [seen('#d62728', VISION[m]!), seen('#2ca02c', VISION[m]!)];
      return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
    };
    expect(d('normal')).toBeGreaterThan(80);
    expect(d('deuteranopia')).toBeLessThan(25);
    // The amber and orange the old palette used are exactly the pair this catches.
    expect(leastDifference('#E69F00', '#fcd34d')).toBeLessThan(APART);
  });

  for (const [name, vars] of Object.entries(themes)) {
    it(`${name} theme: every team colour stays apart from the turn glow`, () => {
      expect(vars.active).toMatch(/^#/);
      for (const c of TEAM_COLOURS)
        expect(leastDifference(c, vars.active!), c).toBeGreaterThanOrEqual(APART);
    });
    it(`${name} theme: the what-if asker ring is neither the turn colour nor an answer's colour`, () => {
      expect(leastDifference(vars.asker!, vars.active!)).toBeGreaterThanOrEqual(APART);
      expect(leastDifference(vars.asker!, vars.reach!)).toBeGreaterThanOrEqual(APART);
      expect(leastDifference(vars.asker!, vars.leave!)).toBeGreaterThanOrEqual(APART);
    });
  }
});
