// Team colours: a team named after a colour is drawn in it, and a team's name written in its
// colour reads at 4.5:1 on its tinted seat in both themes (WCAG 1.4.3).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast, leastDifference, mix } from './colourVision';
import { NAMED_COLOURS, TEAM_COLOURS, teamInk, teamKeys, THEME_SEATS } from './palette';

const sides = (...names: string[]) => names.map((name) => ({ name, team: true, seats: [] }));
const colours = (...names: string[]) => {
  const keys = teamKeys(sides(...names));
  return names.map((n) => keys.get(n)!.colour);
};

const css = readFileSync(new URL('../index.css', import.meta.url), 'utf8');
function theme(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--tc-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]),
  );
}

describe('team colours', () => {
  it('draws a team named after a colour in that colour, whatever its place in the list', () => {
    expect(colours('Red', 'Blue')).toEqual([NAMED_COLOURS.red, NAMED_COLOURS.blue]);
    expect(colours('Blue', 'Red')).toEqual([NAMED_COLOURS.blue, NAMED_COLOURS.red]);
    expect(colours('Red', 'Blue', 'Green')).toEqual(['#E11D48', '#0072B2', '#009E73']);
    expect(colours('Team Purple', 'Sky Blue')).toEqual(['#CC79A7', '#56B4E9']);
  });

  it('gives the other teams the list’s colours in order, none twice while any is free', () => {
    expect(colours('North', 'South')).toEqual([TEAM_COLOURS[0], TEAM_COLOURS[1]]);
    // "Sky" takes the first list colour; North and South get the next ones.
    const [sky, north, south] = colours('Sky', 'North', 'South');
    expect(sky).toBe(TEAM_COLOURS[0]);
    expect(new Set([sky, north, south]).size).toBe(3);
    // Two teams asking for one colour: the second takes a free one.
    const [a, b] = colours('Red Dragons', 'Red Wolves');
    expect(a).toBe(NAMED_COLOURS.red);
    expect(b).not.toBe(a);
    // Yellow and Orange have no colour of their own here (the turn glow's): from the list.
    expect(colours('Yellow', 'Orange')).toEqual([TEAM_COLOURS[0], TEAM_COLOURS[1]]);
  });

  it('keeps every named colour apart from the turn glow in both themes', () => {
    const glows = [theme('.tc-chart').active!, theme(':where(html.light) .tc-chart').active!];
    for (const c of Object.values(NAMED_COLOURS))
      for (const g of glows) expect(leastDifference(c, g), c).toBeGreaterThanOrEqual(20);
  });

  it('knows the seats’ fills and the text colour as index.css has them', () => {
    const dark = theme('.tc-chart');
    const light = theme(':where(html.light) .tc-chart');
    for (const [t, vars] of [
      [THEME_SEATS.dark, dark],
      [THEME_SEATS.light, light],
    ] as const) {
      expect(t.text).toBe(vars.text);
      expect(t.fills).toEqual([
        vars.surface,
        vars['surface-active'],
        vars['surface-selected'],
        vars['felt-edge'],
      ]);
    }
  });

  it('writes a team’s name in its colour at 4.5:1 or more on its tinted seat, in both themes', () => {
    const all = [...TEAM_COLOURS, ...Object.values(NAMED_COLOURS)];
    for (const c of all)
      for (const tint of [0.16, 0.22]) {
        const ink = teamInk(c, tint);
        for (const [name, t] of Object.entries(THEME_SEATS))
          for (const f of t.fills) {
            const on = mix(f, c, tint);
            const got = ink[name as 'dark' | 'light'];
            expect(contrast(got, on), `${c} on ${f} (${name})`).toBeGreaterThanOrEqual(4.5);
          }
      }
    // The light theme's sky-blue "Suns" was about 2:1 as drawn before; its ink is darker.
    expect(contrast('#56B4E9', mix('#ffffff', '#56B4E9', 0.22))).toBeLessThan(4.5);
    expect(teamInk('#56B4E9', 0.22).light).not.toBe('#56B4E9');
    // A colour already readable stays itself.
    for (const c of all) {
      const fills = THEME_SEATS.dark.fills.map((f) => mix(f, c, 0.16));
      if (fills.every((f) => contrast(c, f) >= 4.5)) expect(teamInk(c, 0.16).dark).toBe(c);
    }
  });
});
