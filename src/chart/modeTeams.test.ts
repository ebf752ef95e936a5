import { describe, expect, it } from 'vitest';
import { withDieRoom } from './modeDie';
import { boxCorners, boxesMeet, circleMeetsBox, layoutTableMode, placeAll } from './modeGeometry';
import { placeWithNames, splitTeams, teamRuns } from './modeTeams';

/** The least room between a team's name and the screen's edge (px). */
const EDGE = 10;

const SCREENS = [
  [390, 844],
  [844, 390],
  [820, 1180],
] as const;

/** Teams of `size` seated together, in seat order. */
const together = (teams: readonly string[], size: number) =>
  teams.flatMap((t) => Array<string>(size).fill(t));

/** The middle's sizes as ModeCircles asks for them (the turn, End turn and the die). */
function middleSizes(layout: ReturnType<typeof layoutTableMode>) {
  const wide = Math.max(90, Math.min(220, 2 * layout.free - 8));
  const grow = Math.min(1.6, Math.max(1, layout.radius / 80));
  return withDieRoom(
    [
      ...(grow > 1 ? [{ w: wide * grow, h: 100 * grow, kicker: true }] : []),
      { w: wide, h: 100, kicker: true },
      { w: Math.min(wide, 120), h: 92, kicker: true },
      { w: 96, h: 80, kicker: true },
      { w: 84, h: 66 },
    ],
    true,
    grow,
  );
}

describe('teamRuns', () => {
  it('finds each run of teammates round the table, one across the last and first seats too', () => {
    expect(teamRuns(together(['N', 'S'], 4))).toEqual([
      { team: 'N', seats: [0, 1, 2, 3] },
      { team: 'S', seats: [4, 5, 6, 7] },
    ]);
    expect(teamRuns(['A', 'B', 'B', 'A', null, 'A'])).toEqual([
      { team: 'B', seats: [1, 2] },
      { team: 'A', seats: [3] },
      { team: 'A', seats: [5, 0] },
    ]);
    expect(teamRuns([null, null, null])).toEqual([]);
    expect(teamRuns(['A', 'A'])).toEqual([{ team: 'A', seats: [0, 1] }]);
  });

  it('tells the teams not seated together (811.3)', () => {
    expect([...splitTeams(teamRuns(['R', 'B', 'R', 'B', 'R', 'B', 'R', 'B']))].sort()).toEqual([
      'B',
      'R',
    ]);
    expect(splitTeams(teamRuns(together(['N', 'S'], 4))).size).toBe(0);
  });
});

describe('placeWithNames: each team named beside its seats, the middle kept as large', () => {
  const tables: [string, string[]][] = [
    ['Emperor, two teams of four', together(['North', 'South'], 4)],
    ['Emperor, two teams of five', together(['North', 'South'], 5)],
    ['Emperor, three teams of three', together(['North', 'South', 'East'], 3)],
    ['Two-Headed Giant, two teams of four', together(['Suns', 'Moons'], 4)],
    ['Team vs. Team, three teams of three', together(['Red', 'Blue', 'Green'], 3)],
    ['Team vs. Team, four teams of three', together(['Red', 'Blue', 'Green', 'Gold'], 3)],
    ['custom, four teams of two', together(['Dragons', 'Hydras', 'Krakens', 'Wolves'], 2)],
  ];
  for (const [name, teams] of tables)
    it.each(SCREENS)(`${name} on a %i×%i screen, whoever's turn it is`, (w, h) => {
      const layout = layoutTableMode(teams.length, w, h);
      const runs = teamRuns(teams);
      for (let active = 0; active < teams.length; active++) {
        const asks = [{ angle: layout.seats[active]!.angle, sizes: middleSizes(layout) }];
        const { fits, names } = placeWithNames(layout, asks, runs);
        expect(names.map((n) => n.team).sort(), `${active}'s turn`).toEqual(
          runs.map((r) => r.team).sort(),
        );
        // The middle as large as with no names at all.
        const alone = placeAll(layout, asks)[0]!;
        expect(fits[0]!.w * fits[0]!.h).toBe(alone.w * alone.h);
        const middle = boxCorners(fits[0]!.at, asks[0]!.angle, fits[0]!.w, fits[0]!.h);
        for (const [i, n] of names.entries()) {
          expect(n.font).toBeGreaterThanOrEqual(13);
          // Nearer one of its own seats than any other seat: read as theirs.
          const nearest = layout.seats
            .map((s, seat) => ({ seat, d: Math.hypot(s.x - n.at.x, s.y - n.at.y) }))
            .sort((p, q) => p.d - q.d)[0]!.seat;
          expect(n.seats, `${n.team}'s name`).toContain(nearest);
          expect(boxesMeet(n.corners, middle), `${n.team} and the middle`).toBe(false);
          for (const s of layout.seats)
            expect(circleMeetsBox(s, layout.radius + 10, n.corners), n.team).toBe(false);
          for (const o of names.slice(i + 1)) expect(boxesMeet(n.corners, o.corners)).toBe(false);
          // Wholly on the screen, its pill's stroke too, with a margin (EDGE) to spare.
          for (const k of n.corners) {
            expect(Math.abs(k.x), `${n.team} off the side`).toBeLessThanOrEqual(w / 2 - EDGE);
            expect(Math.abs(k.y), `${n.team} off the top or bottom`).toBeLessThanOrEqual(
              h / 2 - EDGE,
            );
          }
        }
      }
    });
});

describe('placeWithNames: Team vs. Team, two teams of four', () => {
  it.each(SCREENS)(
    'on a %i×%i screen, each name stays where it rests unless the middle lies there, and large',
    (w, h) => {
      const layout = layoutTableMode(8, w, h);
      const runs = teamRuns(together(['Red', 'Blue'], 4));
      const rest = placeWithNames(layout, [], runs).names;
      for (let active = 0; active < 8; active++) {
        const asks = [{ angle: layout.seats[active]!.angle, sizes: middleSizes(layout) }];
        const { fits, names } = placeWithNames(layout, asks, runs);
        const middle = boxCorners(fits[0]!.at, asks[0]!.angle, fits[0]!.w, fits[0]!.h);
        for (const n of names) {
          const was = rest.find((r) => r.team === n.team)!;
          if (!boxesMeet(was.corners, middle))
            expect(n.at, `${n.team} on ${active}'s turn`).toEqual(was.at);
          // As large as where it rests where there is room nearby (a 13 px name reads ~9 px).
          expect(n.font, `${n.team} on ${active}'s turn`).toBe(was.font);
        }
      }
    },
  );
});
