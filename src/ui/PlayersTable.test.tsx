// The players table: life, poison and commander damage come from the game as shown now (`now`,
// gathered taps included), while ranges and attacks may still be the painted frame's.
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { renderToStaticMarkup as renderBare } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyEvent, derive, turnEnders, type GameEvent, type Scenario } from '../rules';
import { PRESETS } from '../rules/presets';
import { loadScenario } from '../rules/scenario';
import { i18n } from '../i18n/i18n';
import { I18nProvider } from '../i18n/react';
import { PlayersTable, Row, rowProps, sameRow, type RowProps } from './PlayersTable';

/** Drawn as the app does: under Lingui's provider (in English, the tests' language). */
const renderToStaticMarkup = (el: ReactElement) =>
  renderBare(<I18nProvider i18n={i18n}>{el}</I18nProvider>);

const scenario: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
  startingPlayer: 'Ana',
  options: { format: 'commander' },
};

function games() {
  const loaded = loadScenario(scenario);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const before = loaded.value.game;
  const r = applyEvent(before, {
    type: 'commanderDamage',
    player: 'Cy',
    from: 'Bo',
    commander: 2,
    amount: 7,
  });
  if (!r.ok) throw new Error(r.error.message);
  return { before: derive(before), after: derive(r.value) };
}

const row = (html: string, name: string) =>
  html.split('<tr').find((r) => r.includes(`>${name}</th>`)) ?? '';

describe('players table', () => {
  it('shows life and the most commander damage from `now`, ranges from the painted table', () => {
    const { before, after } = games();
    const html = renderToStaticMarkup(<PlayersTable table={before} now={after} />);
    expect(html).toContain('Most commander damage');
    expect(row(html, 'Cy')).toContain('>33</td>');
    expect(row(html, 'Cy')).toMatch(/7 from Bo(&#x27;|')s partner/);
    const stale = renderToStaticMarkup(<PlayersTable table={before} />);
    expect(row(stale, 'Cy')).toContain('>40</td>');
  });
});

describe('players table at a big table', () => {
  const table = (n: number, events: GameEvent[] = []) => {
    const loaded = loadScenario({
      version: 1,
      variant: 'free-for-all',
      players: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` })),
      startingPlayer: 'P1',
      events,
    });
    if (!loaded.ok) throw new Error(loaded.error.message);
    return renderToStaticMarkup(<PlayersTable table={derive(loaded.value.game)} />);
  };
  const cells = (html: string, name: string) =>
    [...row(html, name).matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);

  it('says "every other player" past 12 names, and lists up to 12 (802.1)', () => {
    expect(cells(table(20), 'P1').at(-1)).toBe('Every other player still in the game (19)');
    const small = cells(table(13), 'P1').at(-1);
    expect(small).toMatch(/^P2, P3, .* and P13$/);
  });

  it('counts only those still in the game, and names a list that leaves anyone out (800.4a)', () => {
    const html = table(20, [{ type: 'leave', player: 'P7' }]);
    expect(cells(html, 'P1').at(-1)).toBe('Every other player still in the game (18)');
    // Someone who has left attacks nobody: no phrase for them.
    expect(cells(html, 'P7').at(-1)).toBe('—');
  });
});

const rowHtml = (props: RowProps) =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <Row {...props} />
      </tbody>
    </table>,
  );

describe('players table rows kept between renders', () => {
  // A row is drawn again only when sameRow says it changed: it must never keep a row whose
  // words changed, over random games of every preset (ranges, teams, Grand Melee markers).
  it('a row judged the same draws the same markup, after any turn, tap or departure', () => {
    let sameInAll = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        // Up to 12 more players: past 12 names a list of everyone else is said in a phrase.
        fc.integer({ min: 0, max: 12 }),
        fc.array(fc.tuple(fc.nat(19), fc.nat(99)), { minLength: 1, maxLength: 30 }),
        (preset, extra, moves) => {
          const players = [
            ...preset.scenario.players,
            ...Array.from({ length: extra }, (_, i) => ({ name: `Extra ${i + 1}` })),
          ];
          const loaded = loadScenario({ ...preset.scenario, players });
          if (!loaded.ok) return; // a preset with a fixed seat count
          let game = loaded.value.game;
          let painted = derive(game);
          let rows = rowProps(painted);
          let same = 0;
          for (const [kind, pick] of moves) {
            const present = game.table.players.filter((p) => game.inGame[p.seat]);
            if (!present.length || game.over) break;
            const who = present[pick % present.length]!.name;
            const enders = turnEnders(game);
            const event: GameEvent | undefined =
              kind < 2 && present.length > 2
                ? ({ type: 'leave', player: who } as GameEvent)
                : kind < 5
                  ? ({ type: 'life', player: who, amount: -(pick % 7) - 1 } as GameEvent)
                  : enders[pick % Math.max(1, enders.length)]?.event;
            if (!event) break;
            const r = applyEvent(game, event);
            if (!r.ok) continue;
            game = r.value;
            const now = derive(game);
            // The click's frame (the painted table, life now), then the catch-up after it.
            for (const next of [rowProps(painted, now), rowProps(now)]) {
              next.forEach((row, i) => {
                if (sameRow(rows[i]!, row)) {
                  same++;
                  expect(rowHtml(row)).toBe(rowHtml(rows[i]!));
                }
              });
              rows = next;
            }
            painted = now;
          }
          sameInAll += same;
        },
      ),
      { numRuns: 60 },
    );
    // Not vacuous: rows are judged the same, and checked, over the runs. Not asked of each run:
    // one departure can end an Emperor game, changing every row, before the other moves.
    expect(sameInAll).toBeGreaterThan(0);
    // Many random games rendered twice over: about 4 s alone, more on a busy CI machine.
  }, 60_000);
});

describe('players table: a Grand Melee marker marked for removal', () => {
  // Eight players, markers with P1 and P5; P3 leaves, so seven keep one marker and the marker to
  // P3's right, P1's (running), is designated for removal (807.4e) and goes when that turn ends.
  const html = (edition?: '2005') => {
    const loaded = loadScenario({
      version: 1,
      variant: 'grand-melee',
      players: Array.from({ length: 8 }, (_, i) => ({ name: `P${i + 1}` })),
      startingPlayer: 'P1',
      options: edition ? { edition } : {},
      events: [{ type: 'leave', player: 'P3' }],
    });
    if (!loaded.ok) throw new Error(loaded.error.message);
    return renderToStaticMarkup(<PlayersTable table={derive(loaded.value.game)} />);
  };

  it('says the marker will be removed and why (807.4e), not only that its turn runs', () => {
    const p1 = row(html(), 'P1');
    expect(p1).toContain(
      'Marker 1, turn running; marked for removal (807.4e): with 7 players left the game keeps 1 marker, so it is removed when this turn ends, not passed',
    );
    expect(row(html(), 'P5')).not.toContain('removal');
  });

  it('cites the 2005 rule under the 2005 edition (608.4d)', () => {
    expect(row(html('2005'), 'P1')).toContain('marked for removal (608.4d)');
  });
});
