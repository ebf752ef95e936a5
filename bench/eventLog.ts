// The event logs the engine benchmarks replay (engine.bench.ts, npm run probe -- gm-replay).
import { applyEvent, newGame, type GameEvent, type Table } from '../src/rules';
import { mulberry32 } from '../src/rules/random';

/** A plausible event log: mostly turns ending, now and then an extra turn or a player leaving. */
export function eventLog(t: Table, count: number, seed: number, maxLeaves: number): GameEvent[] {
  const rnd = mulberry32(seed);
  let game = newGame(t);
  const events: GameEvent[] = [];
  let leaves = 0;
  for (let tries = 0; events.length < count && !game.over && tries < count * 4; tries++) {
    const present = t.players.filter((p) => game.inGame[p.seat]);
    let ev: GameEvent;
    const roll = rnd();
    if (roll < 0.03 && leaves < maxLeaves && present.length > 8) {
      ev = { type: 'leave', player: present[Math.floor(rnd() * present.length)]!.name };
      leaves++;
    } else if (roll < 0.05)
      ev = { type: 'extraTurn', player: present[Math.floor(rnd() * present.length)]!.name };
    else if (game.markers.length) {
      const running = game.markers.filter((m) => m.takingTurn);
      ev = { type: 'endTurn', marker: running[Math.floor(rnd() * running.length)]!.number };
    } else ev = { type: 'endTurn' };
    const r = applyEvent(game, ev);
    if (!r.ok) continue;
    game = r.value;
    events.push(ev);
  }
  return events;
}
