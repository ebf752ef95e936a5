// Table mode's seat sheet and dice draw the registries: every counter, designation and die the
// specs offer shows with its player's name on its buttons, a counter or designation defined here
// in the test included; a roll shows large with who rolled it; a random player is this phone's.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { ModeMiddle, ModeMiddleTools } from '../src/chart/ModeMiddle';
import { i18n } from '../src/i18n/i18n';
import { I18nProvider } from '../src/i18n/react';
import { derive } from '../src/rules';
import { defineCounter } from '../src/rules/counters';
import { defineDesignation } from '../src/rules/designations';
import { replay } from '../src/rules/play';
import { buildTable } from '../src/rules/setup';
import type { GameEvent, Scenario } from '../src/rules/types';
import { createGameStore, GameStoreProvider } from '../src/store/gameStore';
import ModeDice, { pickPlayer } from '../src/ui/table/ModeDice';
import ModeRoll from '../src/ui/table/ModeRoll';
import SeatAmounts from '../src/ui/table/SeatAmounts';
import { rollEvent } from '../src/ui/table/roll';
import { CountersTab } from '../src/ui/table/seat/CountersTab';
import { LifeTab } from '../src/ui/table/seat/LifeTab';
import { MarksTab } from '../src/ui/table/seat/MarksTab';
import { lastRollAt } from '../src/ui/table/useFreshRoll';

const POD: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }],
  startingPlayer: 'Ana',
  options: { format: 'commander' },
};
const TWO_HG: Scenario = {
  version: 1,
  variant: 'two-headed-giant',
  players: [
    { name: 'Ana', team: 'Suns' },
    { name: 'Bo', team: 'Suns' },
    { name: 'Cy', team: 'Moons' },
    { name: 'Di', team: 'Moons' },
  ],
  startingTeam: 'Suns',
};

const played = (scenario: Scenario, log: GameEvent[] = []) =>
  replay(buildTable(scenario).table!, log).game;

/** Drawn as the app draws it: with its words (in English) and a store. */
const plain = (node: ReactNode) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const html = (scenario: Scenario, node: ReactNode) =>
  plain(<GameStoreProvider value={createGameStore(scenario)}>{node}</GameStoreProvider>);

/** Every accessible name given by aria-label, in order. */
const names = (markup: string) => [...markup.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]!);

describe('the seat sheet: everything a player has, from the registries', () => {
  const undo: (() => void)[] = [];
  afterEach(() => undo.splice(0).forEach((f) => f()));

  it('opens on life, poison and commander damage, with pages for counters and markers', () => {
    const g = played(POD);
    const out = html(
      POD,
      <SeatAmounts
        derived={derive(g)}
        game={g}
        seat={1}
        from={null}
        turn={90}
        onClose={() => {}}
      />,
    );
    expect(out).toContain('role="dialog"');
    expect(out).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Life/);
    expect(out).toContain('>Counters<');
    expect(out).toContain('>Markers<');
    expect(names(out)).toEqual(
      expect.arrayContaining(['Lose 5 life', 'Gain 1 life', 'Bo: poison +1', 'Bo: poison −1']),
    );
    expect(out).toContain('Commander damage to Bo, from');
    // Turned to face Bo, on its side.
    expect(out).toContain('rotate(90deg)');
  });

  it('poison on a Two-Headed Giant seat: the team’s one count, changeable there (810.8d)', () => {
    const g = played(TWO_HG, [{ type: 'poison', player: 'Bo', amount: 3 }]);
    const out = html(TWO_HG, <LifeTab derived={derive(g)} seat={0} from={null} side={false} />);
    // Ana's own row shows Bo's 3: a team keeps one count.
    expect(out).toMatch(/data-testid="seat-poison-value"[^>]*>3</);
    expect(out).toContain('the team&#x27;s, shared (810.8d)');
    expect(names(out)).toContain('Ana: poison +1');
    // No commander damage outside Commander.
    expect(out).not.toContain('Commander damage');
  });

  it('counters: each seat counter, the tax its casts make (903.8), the table’s own, a new spec', () => {
    undo.push(
      defineCounter({
        id: 'ticket',
        rule: '122.1',
        scope: 'player',
        start: (table) => table.players.map(() => 0),
        floor: 0,
        words: ['ticket', 'tickets'],
      }),
    );
    const g = played(POD, [
      { type: 'counter', player: 'Bo', counter: 'commanderCasts', amount: 2 },
      { type: 'counter', player: 'Bo', counter: 'energy', amount: 3 },
      { type: 'counter', player: 'Bo', counter: 'Lore', amount: 1 },
    ]);
    const out = html(POD, <CountersTab game={g} seat={1} side={false} />);
    for (const label of ['energy', 'experience', 'rad', 'commander casts', 'ticket', 'Lore'])
      expect(names(out), label).toEqual(
        expect.arrayContaining([`Bo: ${label} +1`, `Bo: ${label} −1`]),
      );
    expect(out).toContain('tax {4} (903.8)');
    expect(out).toMatch(/seat-counter-energy-value"[^>]*>3</);
    // Storm is the table's: in the middle's sheet, not the seat's.
    expect(out).not.toContain('storm');
  });

  it('markers: every designation and kept counter, who holds it now, a new spec too', () => {
    undo.push(
      defineDesignation({
        id: 'ringBearer',
        rule: '701.52a',
        words: 'the Ring-bearer',
        badge: { shape: 'ring', spot: 'top-left' },
      }),
    );
    const g = played(POD, [
      { type: 'designate', designation: 'monarch', player: 'Cy' },
      { type: 'designate', designation: 'initiative', player: 'Bo' },
      { type: 'cityBlessing', player: 'Bo' },
    ]);
    const out = html(POD, <MarksTab game={g} seat={1} side={false} />);
    expect(out).toContain('Bo becomes the monarch');
    expect(out).toContain('now Cy');
    expect(out).toMatch(/aria-pressed="true"[^>]*>[\s\S]*?Bo has the initiative/);
    expect(out).toMatch(
      /disabled=""[^>]*>[\s\S]*?Bo has the city&#x27;s blessing \(kept, 702.131c\)/,
    );
    expect(out).toContain('Bo becomes the Ring-bearer');
  });
});

describe('dice from the middle', () => {
  it('the middle offers its die only when table mode gives it one (not a watcher)', () => {
    const g = played(POD);
    const d = derive(g);
    const layout = { smallFont: 12, nameFont: 16 } as never;
    const first = { seat: 0, label: 'End turn', ariaLabel: "End Ana's turn", onEnd: () => {} };
    const middle = (
      <svg>
        <ModeMiddle
          fit={{ w: 200, h: 100, kicker: true }}
          first={first}
          centre={{ kicker: 'Turn 1', headline: 'Ana' }}
          layout={layout}
          grow={1}
          gameOver={false}
        />
      </svg>
    );
    expect(plain(middle)).not.toContain('mode-dice');
    const out = plain(
      <ModeMiddleTools.Provider value={{ onDice: () => {} }}>{middle}</ModeMiddleTools.Provider>,
    );
    expect(out).toContain('aria-label="Dice, a coin and the table&#x27;s counters"');
    expect(d.players).toHaveLength(4);
  });

  it('the sheet: d4 to d20, a coin and a random player for the roller, the storm count, day and night', () => {
    const g = played(POD);
    const out = html(
      POD,
      <ModeDice
        derived={derive(g)}
        game={g}
        roller={2}
        turn={0}
        onClose={() => {}}
        onPicked={() => {}}
      />,
    );
    const n = names(out);
    expect(n).toEqual(
      expect.arrayContaining([
        'Cy rolls a d4',
        'Cy rolls a d20',
        'Cy flips a coin',
        'Cy picks a player at random',
        'Table: Storm +1',
        'It becomes day',
        'It becomes night',
        'Ana rolls',
      ]),
    );
    expect(out).toMatch(/aria-pressed="true" aria-label="Cy rolls"/);
  });

  it('a random player: one still in the game, on this phone only', () => {
    const g = played(POD, [{ type: 'leave', player: 'Bo', reason: 'concede' }]);
    const d = derive(g);
    // Names only: table mode words it as it is drawn ("Ana picked a player at random …").
    expect(pickPlayer(d, 0, () => 2)).toEqual({ big: 'Cy', by: 'Ana', seat: 0 });
    expect(pickPlayer(d, 3, () => 3)?.big).toBe('Di');
  });

  it('a roll shows large, turned to its roller, with who rolled what', () => {
    const roll = rollEvent('Cy', 'd20', () => 16);
    const out = plain(<ModeRoll roll={roll} turn={180} onDismiss={() => {}} />);
    expect(out).toMatch(/data-testid="mode-roll-value"[^>]*>17</);
    expect(out).toContain('Cy rolled a d20');
    expect(out).toContain('rotate(180deg)');
    const coin = plain(
      <ModeRoll roll={rollEvent('Ana', 'coin', () => 0)} turn={0} onDismiss={() => {}} />,
    );
    expect(coin).toMatch(/mode-roll-value"[^>]*>Heads</);
  });

  it('the last roll applied is found in the log; one undone is not', () => {
    const log: GameEvent[] = [
      rollEvent('Ana', 'd6', () => 1),
      { type: 'endTurn' },
      rollEvent('Bo', 'd8', () => 2),
    ];
    expect(lastRollAt(log, 3)).toBe(2);
    expect(lastRollAt(log, 2)).toBe(0);
    expect(lastRollAt(log, 0)).toBe(-1);
  });
});
