// What a screen reader hears when the game moves on, in plain words: whose turn it is now, who
// left the game and how, who holds a designation now, and how the game ended. Pure: the
// Announcer (a lazy chunk) puts the words in a polite live region.
import type { DerivedTable } from '../../rules';
import { designationSpec, verbsOf } from '../../rules/designations';
import { signed, teamOwn } from '../../rules/labels';
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

/**
 * What a screen reader hears once the taps on a life total are gathered (one history entry):
 * the total they leave, as `shown` (the game with the taps) has it. Empty when the taps were not
 * on a life, add to nothing, or were on the player whose life the page already reads out (the
 * life panel's live amount: `heard`, its seat, or null). 810.9: a Two-Headed Giant team's one
 * total is said as the team's.
 */
export function announceTaps(
  taps: { type: string; player: string; amount: number } | null,
  shown: DerivedTable | null,
  heard: number | null,
): string {
  if (!taps || taps.type !== 'life' || taps.amount === 0 || !shown) return '';
  const p = shown.players.find((q) => q.name === taps.player);
  if (!p) return '';
  const team = shown.table.sharedLife ? p.team : null;
  const listener = heard === null ? null : shown.players[heard];
  if (listener && (listener.seat === p.seat || (team && listener.team === team))) return '';
  const own = team ? teamOwn(team) : `${p.name}'s`;
  const whose = `${own[0]!.toUpperCase()}${own.slice(1)} life`;
  return `${whose}: ${p.life} (${signed(taps.amount)}).`;
}
