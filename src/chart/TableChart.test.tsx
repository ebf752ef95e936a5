// The chart draws what the engine derives, nothing more. Rendered to static markup (no DOM):
// these tests read the data-* hooks the app's end-to-end tests use.
import { i18n } from '@lingui/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup as markup } from 'react-dom/server';
import { I18nProvider } from '../i18n/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO, derive, pendingRange, seatOf, turnEnders, type Game } from '../rules';
import { loadScenario } from '../rules/scenario';
import gm16 from '../../scenarios/807.4-grand-melee-16.json';
import twoHeaded from '../../scenarios/810-two-headed-giant.json';
import differentRanges from '../../scenarios/801.12-different-ranges.json';
import robLeaves from '../../scenarios/801.2c-rob-leaves.json';
import { ChartLegend } from './ChartLegend';
import { planesOf } from './PlaneTokens';
import { TableChart, type TableChartProps } from './TableChart';
import { layoutTable } from './geometry';
import { Markers } from './MarkerToken';
import { teamKeys } from './palette';
import AllRanges from './RangeRings';

/** Drawn as the app draws it: under the language provider (the chart's words follow it). */
const renderToStaticMarkup = (element: ReactElement) =>
  markup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

function load(scenario: unknown): Game {
  const loaded = loadScenario(scenario);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.game;
}

function render(game: Game, props: Partial<TableChartProps> = {}): string {
  const derived = derive(game);
  return renderToStaticMarkup(
    <TableChart
      derived={derived}
      focus={null}
      selected={null}
      pending={[]}
      showAllRanges={false}
      showDeploy={false}
      onSelect={() => {}}
      {...props}
    />,
  );
}

const count = (html: string, needle: string) => html.split(needle).length - 1;
const attrs = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('TableChart', () => {
  it('draws one focusable seat per player, in seat order, labelled for screen readers', () => {
    const html = render(load(DEFAULT_SCENARIO));
    expect(count(html, 'data-testid="seat"')).toBe(6);
    expect(attrs(html, 'data-seat-name')).toEqual([
      'Alex',
      'Bianca',
      'Carissa',
      'Dmitri',
      'Esme',
      'Femi',
    ]);
    // One Tab stop for the chart (the seat shown, else the first); arrow keys reach the others.
    expect(count(html, 'data-testid="seat" data-seat')).toBe(6);
    expect(count(html, 'tabindex="0"')).toBe(1);
    expect(count(html, 'tabindex="-1"')).toBe(5);
    expect(html).toContain(
      'aria-label="Seat 2: Bianca, team North, Emperor, 20 life, taking a turn',
    );
    expect(count(html, 'data-testid="range-band"')).toBe(0);
  });

  it('draws the focus range band and an arrow to exactly the seats the engine says it can attack', () => {
    const game = load(DEFAULT_SCENARIO);
    const derived = derive(game);
    const alex = seatOf(derived.table, 'Alex');
    const html = render(game, { focus: alex, selected: alex });
    expect(count(html, 'data-testid="range-band"')).toBeGreaterThan(0);
    const targets = attrs(html, 'data-target');
    expect(targets).toEqual(derived.players[alex]!.canAttack.map((s) => derived.players[s]!.name));
    expect(html).toContain('aria-pressed="true"');
  });

  it('marks seats that join the range next turn (801.2c) apart from the range now', () => {
    const game = load(robLeaves);
    const alex = seatOf(game.table, 'Alex');
    const pending = pendingRange(game, alex);
    expect(pending.length).toBeGreaterThan(0);
    const html = render(game, { focus: alex, pending });
    expect(count(html, 'data-testid="pending-band"')).toBe(1);
    expect(html).toContain('next turn');
    // The legend is a lazy chunk beside the chart (start-up budget): rendered on its own here.
    const legend = renderToStaticMarkup(
      <ChartLegend
        focusName="Alex"
        focusRange={1}
        pending
        attacks={null}
        deploy={false}
        markers={false}
        removals={false}
        allRanges={false}
        teams={[]}
        gameOver={false}
      />,
    );
    expect(legend).toContain('joins range next turn');
  });

  it('901.6, 901.14a — one plane at the planar controller; in Grand Melee one per marker, keyed by marker', () => {
    const single = derive(load({ ...robLeaves, options: { planechase: 'decks' } }));
    expect(planesOf(single)).toEqual([{ id: 'plane', controller: single.planarControllers[0] }]);
    const melee = derive(load({ ...gm16, options: { planechase: 'decks' } }));
    expect(planesOf(melee).map((p) => p.id)).toEqual(
      melee.turnMarkers.filter((m) => m.planar !== null).map((m) => `marker-${m.number}`),
    );
    expect(planesOf(derive(load(robLeaves)))).toEqual([]);
  });

  it('shows every range as its own ring, one per player still in the game (801.2a)', () => {
    const game = load(differentRanges);
    // The rings are their own chunk (drawn on demand): rendered here as the chart renders them.
    const d = derive(game);
    const html = renderToStaticMarkup(
      <svg>
        <AllRanges
          layout={layoutTable(d.players.length)}
          players={d.players}
          teams={teamKeys(d.table.sides)}
          focus={null}
        />
      </svg>,
    );
    expect(render(game, { showAllRanges: true })).not.toContain('data-testid="range-ring"'); // loading
    expect(attrs(html, 'data-owner')).toEqual(['Alex', 'Rob', 'Carissa', 'Dana', 'Eli', 'Fay']);
    expect(count(html, 'data-testid="range-ring"')).toBe(6);
  });

  it('draws one team-to-team arrow in Two-Headed Giant (810.7a)', () => {
    const game = load({ ...twoHeaded, events: [] });
    const derived = derive(game);
    const focus = derived.activePlayers[0]!;
    const html = render(game, { focus });
    expect(count(html, 'data-testid="attack-arrow"')).toBe(1);
    expect(attrs(html, 'data-target')).toEqual(['Moons']);
  });

  it('draws every Grand Melee turn marker at its holder, waiting or running (807.4)', () => {
    const game = load(gm16);
    const derived = derive(game);
    const html = renderToStaticMarkup(
      <svg>
        <Markers layout={layoutTable(derived.players.length, true)} derived={derived} />
      </svg>,
    );
    expect(count(html, 'data-testid="turn-marker"')).toBe(derived.turnMarkers.length);
    expect(attrs(html, 'data-marker')).toEqual(derived.turnMarkers.map((m) => String(m.number)));
    expect(attrs(html, 'data-waiting')).toEqual(
      derived.turnMarkers.map((m) => String(!m.takingTurn)),
    );
  });

  it('a seat whose marker is marked for removal says so in its name (807.4e)', () => {
    // Eight players, markers with P1 and P5; P3 leaves: seven keep one marker, so P1's goes.
    const game = load({
      version: 1,
      variant: 'grand-melee',
      players: Array.from({ length: 8 }, (_, i) => ({ name: `P${i + 1}` })),
      startingPlayer: 'P1',
      events: [{ type: 'leave', player: 'P3' }],
    });
    const html = render(game);
    const label = (name: string) =>
      html.match(new RegExp(`data-seat-name="${name}"[^>]*aria-label="([^"]*)"`))?.[1] ?? '';
    expect(label('P1')).toContain(
      'holds turn marker 1, marked for removal (807.4e): with 7 players left the game keeps 1 marker, so it is removed when this turn ends',
    );
    expect(label('P5')).toContain('holds turn marker 2');
    expect(label('P5')).not.toContain('removal');
  });

  it('keeps a departed player as a dimmed seat that says how they left', () => {
    const game = load(robLeaves);
    const html = render(game);
    expect(html).toContain('data-seat-name="Rob"');
    expect(html).toContain('left the game (conceded)');
  });

  it('says who won when the game is over', () => {
    const html = render(load(twoHeaded));
    // A plural team name reads as a plural: "The Suns win", not "Team Suns wins".
    expect(html).toContain('>The Suns<');
    expect(html).toContain('>win<');
    expect(html).toContain('Game over');
  });

  it('draws deploy arrows only when asked (804)', () => {
    const game = load(DEFAULT_SCENARIO);
    const bianca = seatOf(game.table, 'Bianca');
    expect(count(render(game, { focus: bianca }), 'data-testid="deploy-arrow"')).toBe(0);
    const deployTo = derive(game).players[bianca]!.deployTo;
    expect(
      count(render(game, { focus: bianca, showDeploy: true }), 'data-testid="deploy-arrow"'),
    ).toBe(deployTo.length);
  });
});

describe('Grand Melee after a marker holder leaves', () => {
  it('800.4g / 807.4 — the centre counts the running turns as the End-turn buttons do', () => {
    const players = Array.from({ length: 12 }, (_, i) => ({ name: `P${i + 1}` }));
    const game = load({
      version: 1,
      variant: 'grand-melee',
      players,
      startingPlayer: 'P1',
      events: [{ type: 'leave', players: ['P5'], reason: 'concede' }],
    });
    const derived = derive(game);
    // P5 held marker 2: that turn runs on with no player, so three turns still run.
    expect(derived.turnMarkers.filter((m) => m.takingTurn)).toHaveLength(3);
    expect(turnEnders(game)).toHaveLength(3);
    const html = render(game);
    expect(html).toContain('3 turns running · 1 with no player (800.4g)');
    expect(html).not.toContain('2 turns running');
  });

  it('807.4 — a list of names too long for the centre gives way to the count of running turns', () => {
    // Before the chart knows its size, "too small" is under 11 units.
    const long = ['Maximiliana', 'Bartholomew', 'Konstantinos', 'Evangelina'];
    const players = Array.from({ length: 16 }, (_, i) => ({ name: long[i % 4]! + (i + 1) }));
    const game = load({
      version: 1,
      variant: 'grand-melee',
      players,
      startingPlayer: 'Maximiliana1',
    });
    const centre = /data-testid="chart-centre".*?<\/g>/s.exec(render(game))![0];
    expect(centre).toContain('>4 turns running<');
    expect(centre).not.toContain('Maximiliana1');
    // Short names still fit there: they stay the headline.
    const short = load({
      version: 1,
      variant: 'grand-melee',
      players: Array.from({ length: 16 }, (_, i) => ({ name: `P${i + 1}` })),
      startingPlayer: 'P1',
    });
    const plain = /data-testid="chart-centre".*?<\/g>/s.exec(render(short))![0];
    expect(plain).toContain('P1, P5 and 2 others');
    expect(plain).toContain('4 turns running');
  });

  it('"unlimited range" sits across the table from each player, never upside down', () => {
    // One of two fixed arcs turned by rotate() (a turn changes the rotation, not the arc): for every
    // seat the turned arc must be centred opposite the seat and read left to right on screen.
    const n = 7;
    const game = load({
      version: 1,
      variant: 'free-for-all',
      players: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` })),
      startingPlayer: 'P1',
      options: { format: 'commander' },
    });
    const { angles } = layoutTable(n, false);
    const opposite: number[] = [];
    for (let seat = 0; seat < n; seat++) {
      const html = render(game, { focus: seat });
      const m = html.match(
        /<g transform="rotate\(([-\d.]+)\)"><path id="[^"]*-unl" d="M([-\d.]+),([-\d.]+)A[^ ]+ 0 [01] [01] ([-\d.]+),([-\d.]+)"/,
      );
      expect(m, `seat ${seat}`).not.toBeNull();
      const [deg, x0, y0, x1, y1] = m!.slice(1).map(Number) as [
        number,
        number,
        number,
        number,
        number,
      ];
      const t = (deg * Math.PI) / 180;
      const turn = (x: number, y: number) => ({
        x: x * Math.cos(t) - y * Math.sin(t),
        y: x * Math.sin(t) + y * Math.cos(t),
      });
      const a = turn(x0, y0);
      const b = turn(x1, y1);
      // Reads left to right (a label on the far left or right runs straight down: allow that).
      expect(b.x - a.x, `seat ${seat} reads left to right`).toBeGreaterThan(-1);
      const mid = Math.atan2((a.x + b.x) / 2, -(a.y + b.y) / 2);
      const want = angles[seat]! + Math.PI;
      opposite.push(Math.abs(Math.atan2(Math.sin(mid - want), Math.cos(mid - want))));
    }
    expect(Math.max(...opposite)).toBeLessThan(1e-3);
  });
});
