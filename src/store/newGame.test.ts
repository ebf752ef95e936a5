// Who goes first in a game the app starts (103.2, 808.4, 809.4) and the rematch.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Scenario } from '../rules';
import { buildTable } from '../rules/setup';
import { PRESETS } from '../rules/presets';
import { createGameStore, selectDerived, selectTable } from './gameStore';
import { fromScenario, toScenario } from '../ui/setup/form';
import { firstIsOpen, forNextGame, pickFirst, withRandomFirst } from '../ui/setup/firstPlayer';
import { rematch, rematchSetup } from './newGame';

const ALL = { team: true, role: true, range: true };
const preset = (id: string) => PRESETS.find((p) => p.id === id)!.scenario;
const firstName = (s: Scenario) => {
  const t = buildTable(s).table!;
  return t.players[t.startingSeat]!.name;
};

describe('103.2: nobody named, the rules pick at random and a seed keeps it', () => {
  it('a seed is added only when nobody is named and no seed was given', () => {
    const pod = preset('commander');
    expect(withRandomFirst(pod, 7).seed).toBe(7);
    expect(withRandomFirst({ ...pod, seed: 3 }, 7).seed).toBe(3);
    expect(withRandomFirst({ ...pod, startingPlayer: 'Carissa' }, 7).seed).toBeUndefined();
    expect(firstIsOpen({ ...pod, startingTeam: 'X' })).toBe(false);
    // A file without a seed opens as before: the first side listed goes first.
    expect(firstName(pod)).toBe('Alex');
  });

  it('free-for-all: every player can be picked, not only the first listed', () => {
    const pod = preset('commander');
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const pick = pickFirst(pod, seed);
      if (pick.ok) seen.add(pick.player);
    }
    expect([...seen].sort()).toEqual(['Alex', 'Bianca', 'Carissa', 'Dmitri']);
  });

  it('809.4: in Emperor a team is picked and its emperor goes first', () => {
    const emperor = preset('emperor');
    const teams = new Set<string>();
    for (let seed = 0; seed < 50; seed++) {
      const pick = pickFirst(emperor, seed);
      if (!pick.ok) throw new Error(pick.error.message);
      expect(['Bianca', 'Esme']).toContain(pick.player);
      teams.add(pick.team!);
    }
    expect([...teams].sort()).toEqual(['North', 'South']);
  });

  it('808.4: in Team vs. Team the picked team’s centre player goes first', () => {
    const tvt = preset('team-vs-team'); // Red: Alex Bianca Carissa, Blue: Dmitri Esme Femi
    for (let seed = 0; seed < 30; seed++) {
      const pick = pickFirst(tvt, seed);
      expect(pick.ok && (pick.team === 'Red' ? 'Bianca' : 'Esme')).toBe(pick.ok && pick.player);
    }
  });

  it('a new game made from the table being played picks anew unless someone was named', () => {
    const started = withRandomFirst(preset('commander'), 1234);
    expect(toScenario(forNextGame(fromScenario(started)), ALL).seed).toBeUndefined();
    const named = { ...started, startingPlayer: 'Dmitri' };
    const again = toScenario(forNextGame(fromScenario(named)), ALL);
    expect([again.startingPlayer, again.seed]).toEqual(['Dmitri', 1234]);
  });

  it('a named player is ignored by the pick; a table with a problem gets the engine’s reason', () => {
    const pick = pickFirst({ ...preset('commander'), startingPlayer: 'Nobody' }, 1);
    expect(pick.ok).toBe(true);
    const bad = pickFirst({ ...preset('commander'), players: [{ name: 'Solo' }] }, 1);
    expect(bad.ok).toBe(false);
  });

  it('property: the game started with the seed has the picked player first, every time', () => {
    const tables = ['commander', 'emperor', 'two-headed-giant', 'grand-melee', 'alternating-teams'];
    fc.assert(
      fc.property(fc.constantFrom(...tables), fc.nat(999_999), (id, seed) => {
        const setup = withRandomFirst(preset(id), seed);
        const pick = pickFirst(setup, seed);
        expect(pick.ok && pick.player).toBe(firstName(setup));
        expect(firstName(setup)).toBe(firstName(JSON.parse(JSON.stringify(setup)) as Scenario));
      }),
      { numRuns: 60 },
    );
  });
});

/** A Commander pod played to its end: Alex's commander takes out the other three (903.10a). */
function finishedPod() {
  const store = createGameStore();
  store.getState().start({ ...preset('commander'), startingPlayer: 'Bianca', title: 'Friday' });
  for (const player of ['Bianca', 'Carissa', 'Dmitri']) {
    const err = store
      .getState()
      .dispatch({ type: 'commanderDamage', player, from: 'Alex', amount: 21 });
    if (err) throw new Error(err.message);
  }
  return store;
}

describe('rematch', () => {
  it('seats a latecomer dealt in (a house rule) where they sat', () => {
    const store = createGameStore({
      variant: 'free-for-all',
      players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }],
    });
    const err = store.getState().dispatch({ type: 'join', player: { name: 'Eve' }, seat: 1 });
    expect(err).toBeNull();
    expect(rematch(store, 9)).toBeNull();
    const s = store.getState();
    expect(s.setup.players.map((p) => p.name)).toEqual(['Ana', 'Eve', 'Bo', 'Cy']);
    expect(s.setup.seating).toBe('as-listed');
    expect(selectTable(s)!.players.map((p) => p.name)).toEqual(['Ana', 'Eve', 'Bo', 'Cy']);
  });

  it('starts the same players and options afresh, the first player picked by the rules', () => {
    const store = finishedPod();
    expect(selectDerived(store.getState())!.gameOver).toBe(true);
    const old = store.getState();
    expect(rematch(store, 42)).toBeNull();
    const s = store.getState();
    expect(s.log).toEqual([]);
    expect(s.cursor).toBe(0);
    expect(s.setup.startingPlayer).toBeUndefined();
    expect(s.setup.seed).toBe(42);
    expect(s.setup.options).toEqual(old.setup.options);
    expect(s.setup.title).toBe('Friday');
    expect(s.setup.players).toEqual(old.setup.players);
    const d = selectDerived(s)!;
    expect(d.gameOver).toBe(false);
    expect(d.players.every((p) => p.inGame && p.life === 40)).toBe(true);
    const pick = pickFirst(old.setup, 42);
    expect(pick.ok && d.players[d.activePlayers[0]!]!.name).toBe(pick.ok && pick.player);
  });

  it('Undo at the rematch’s start brings back the finished game; the undo after that steps into it', () => {
    const store = finishedPod();
    const old = store.getState();
    rematch(store, 5);
    store.getState().dispatch({ type: 'life', player: 'Alex', amount: -2 });
    store.getState().undo();
    expect(store.getState().cursor).toBe(0);
    store.getState().undo();
    const back = store.getState();
    expect([back.setup, back.log, back.cursor]).toEqual([old.setup, old.log, old.cursor]);
    expect(back.setup).toBe(old.setup);
    expect(back.rematchOf).toBeNull();
    store.getState().undo();
    expect(store.getState().cursor).toBe(old.cursor - 1);
    expect(selectDerived(store.getState())!.gameOver).toBe(false);
  });

  it('a new game from the setup screen forgets the rematch: undo stops at its start', () => {
    const store = finishedPod();
    rematch(store, 5);
    store.getState().start(preset('brawl'));
    store.getState().undo();
    expect(store.getState().setup.options?.format).toBe('brawl');
  });

  it('a table seated by the rules keeps its seats in the rematch', () => {
    const alt = { ...preset('alternating-teams'), seed: 11 };
    const table = buildTable(alt).table!;
    const next = rematchSetup(alt, table, 99);
    expect(next.seating).toBe('as-listed');
    expect(next.players.map((p) => p.name)).toEqual(table.players.map((p) => p.name));
    expect(buildTable(next).errors).toEqual([]);
  });

  it('refuses when there is no table, changing nothing', () => {
    const store = createGameStore();
    store.setState({ setup: { variant: 'free-for-all', players: [] } });
    expect(selectTable(store.getState())).toBeNull();
    expect(rematch(store, 1)?.message).toMatch(/No table/);
  });
});
