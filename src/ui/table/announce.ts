// What a screen reader hears when the game moves on, in plain words: whose turn it is now, who
// left the game and how, who holds a designation now, and how the game ended. Pure: the
// Announcer (a lazy chunk) puts the words in a polite live region.
import type { DerivedTable } from '../../rules';
import { designationSpec, verbsOf } from '../../rules/designations';
import { centreText } from '../../chart/palette';

const HOW = { conceded: 'conceded', lost: 'lost', drew: 'drew' } as const;

/** The sentences for the change from `prev` to `next`; empty when nothing worth saying changed. */
export function announce(prev: DerivedTable | null, next: DerivedTable): string {
  if (!prev || prev.table !== next.table) return '';
  const said: string[] = [];
  for (const p of next.players) {
    const was = prev.players[p.seat];
    if (!was) continue;
    if (was.inGame && !p.inGame && p.status !== 'won')
      said.push(`${p.name} ${p.departure ? HOW[p.departure.how] : 'left'} and is out of the game.`);
    else if (!was.inGame && p.inGame) said.push(`${p.name} is back in the game.`);
  }
  const ids = new Set([...Object.keys(prev.designations), ...Object.keys(next.designations)]);
  for (const id of ids) {
    const before = prev.designations[id] ?? null;
    const now = next.designations[id] ?? null;
    if (before === now) continue;
    const spec = designationSpec(id);
    const words = spec?.words ?? `the ${id}`;
    // Each designation's own verb for holding it: "is the monarch", "has the initiative".
    const [, holds] = verbsOf(spec);
    const who = now === null ? 'Nobody' : (next.players[now]?.name ?? `Seat ${now + 1}`);
    said.push(`${who} ${holds} ${words} now.`);
  }
  const turnMoved =
    prev.turn !== next.turn ||
    prev.gameOver !== next.gameOver ||
    prev.activePlayers.join() !== next.activePlayers.join();
  if (turnMoved) said.push(centreText(next).summary);
  return said.join(' ');
}
