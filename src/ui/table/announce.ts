// What a screen reader hears when the game moves on, in plain words: whose turn it is now, who
// left the game and how, who holds a designation now, and how the game ended. Pure: the
// Announcer (a lazy chunk) puts the words in a polite live region. In the language shown when
// said (a live region's words are said once, not drawn again).
import { t } from '@lingui/core/macro';
import type { DerivedTable } from '../../rules';
import { designationSpec, verbsOf } from '../../rules/designations';
import { signed, teamIsPlural } from '../../rules/labels';
import { centreText } from '../../chart/palette';
import { teamTitleWords } from '../playerWords';
import { say } from '../../i18n/say';

/** "Cy conceded and is out of the game.": each way of leaving its own sentence. */
function outWords(name: string, how: 'conceded' | 'lost' | 'drew' | null): string {
  switch (how) {
    case 'conceded':
      return t`${name} conceded and is out of the game.`;
    case 'lost':
      return t`${name} lost and is out of the game.`;
    case 'drew':
      return t`${name} drew and is out of the game.`;
    default:
      return t`${name} left and is out of the game.`;
  }
}

/** A seat without a player's name (a seat number counts from 1). */
function seatWords(seat: number): string {
  const n = seat + 1;
  return t`Seat ${n}`;
}

/** The sentences for the change from `prev` to `next`; empty when nothing worth saying changed. */
export function announce(prev: DerivedTable | null, next: DerivedTable): string {
  if (!prev || prev.table !== next.table) return '';
  const said: string[] = [];
  for (const p of next.players) {
    const was = prev.players[p.seat];
    if (!was) continue;
    if (was.inGame && !p.inGame && p.status !== 'won')
      said.push(outWords(p.name, p.departure?.how ?? null));
    else if (!was.inGame && p.inGame) {
      const name = p.name;
      said.push(t`${name} is back in the game.`);
    }
  }
  const ids = new Set([...Object.keys(prev.designations), ...Object.keys(next.designations)]);
  for (const id of ids) {
    const before = prev.designations[id] ?? null;
    const now = next.designations[id] ?? null;
    if (before === now) continue;
    // The designation's words are the engine's (src/rules/designations.ts), in the language shown;
    // a house rule's designation has only its own English.
    const spec = designationSpec(id);
    const name = now === null ? null : (next.players[now]?.name ?? seatWords(now));
    if (spec?.text) {
      said.push(say(spec.text.now(name)));
      continue;
    }
    // A house rule's designation has only its author's English, its verb with it ("is the crown
    // holder"): the sentence around it is ours.
    const [, holds] = verbsOf(spec);
    const holding = `${holds} ${spec?.words ?? `the ${id}`}`;
    said.push(
      name === null
        ? t({
            message: `Nobody ${holding} now.`,
            comment:
              'holding: a house rule’s designation in its own English, "is the crown holder"',
          })
        : t({
            message: `${name} ${holding} now.`,
            comment:
              'holding: a house rule’s designation in its own English, "is the crown holder"',
          }),
    );
  }
  const turnMoved =
    prev.turn !== next.turn ||
    prev.gameOver !== next.gameOver ||
    prev.activePlayers.join() !== next.activePlayers.join();
  if (turnMoved) said.push(centreText(next).summary);
  // Each language's own space (or none) between sentences.
  return said.reduce(
    (first, second) =>
      first
        ? t({ message: `${first} ${second}`, context: 'two sentences said one after the other' })
        : second,
    '',
  );
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
  const life = p.life;
  const change = signed(taps.amount);
  if (!team) {
    const name = p.name;
    return t`${name}'s life: ${life} (${change}).`;
  }
  // English's possessive: "The Suns'" for a plural-looking name, else "Team Red's".
  if (teamIsPlural(team)) return t`The ${team}' life: ${life} (${change}).`;
  const words = teamTitleWords(team);
  const title = `${words[0]!.toUpperCase()}${words.slice(1)}`;
  return t`${title}'s life: ${life} (${change}).`;
}
