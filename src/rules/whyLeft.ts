// Why a player left the game (800.4, 801.16, 801.17, 809.5b, 810.8a …) and why it ended (104.2a,
// 104.4a, 104.4c): the table's whys (explain.ts) and the what-if answers (whatIf.ts) both say it.
import { citeIn } from './editionRules';
import { lifeLossReason } from './explainLife';
import { rangeReason } from './reasons';
import type { Game } from './state';
import type { Reason } from './terms';
import { names, nm, seats, yes } from './whyWords';

/** How a player left, naming who or what made them (800.4, 801.16, 801.17, 809.5b, 810.8a …). */
function departureReasonRaw(game: Game, seat: number): Reason {
  const P = nm(game, seat);
  const d = game.departures[seat];
  if (!d) {
    if (game.over && game.winners.includes(seat))
      return yes(`${P} won: every opponent has left the game.`, '104.2a');
    return yes(`${P} is still in the game.`, '800.4');
  }
  const verb = d.how === 'conceded' ? 'conceded' : d.how === 'drew' ? 'drew' : 'lost';
  if (d.how === 'conceded')
    return yes(
      `${P} conceded and left the game; a player may concede at any time.`,
      d.rule ?? '104.3a',
    );
  const rule = d.rule ?? '800.4';
  const life = lifeLossReason(game, seat);
  if (life) return life;
  if (rule === '809.5b' || rule === '809.5c' || rule === '607.5a') {
    const side = game.table.sides[game.table.players[seat]!.side]!;
    const emperor = side.seats.find((s) => game.table.players[s]!.role === 'emperor');
    if (emperor !== undefined && emperor !== seat) {
      const E = nm(game, emperor);
      const how = lifeLossReason(game, emperor);
      return yes(
        `${P} ${verb} because the team's emperor ${E} ${verb}${how ? ` (${how.text.replace(/\.$/, '')}, ${how.rule})` : ''}: a team ${rule === '809.5c' ? 'draws' : 'loses'} when its emperor does.`,
        rule,
      );
    }
  }
  if (d.by !== undefined && d.by !== seat && d.seats !== undefined) {
    const B = nm(game, d.by);
    const r = game.table.players[d.by]!.range;
    const where = `${P} was ${seats(d.seats)} from ${B}${r === null ? '' : `, within ${B}'s range ${r}`}`;
    if (rule === '801.16')
      return yes(
        `${P} lost to ${B}'s "I win" effect: ${where}, and only opponents in range lose.`,
        rule,
      );
    if (rule === '800.7')
      return yes(
        `${P} lost to ${B}'s "I win" effect: with no range limit, every opponent of ${B} loses.`,
        rule,
      );
    if (rule === '801.17')
      return yes(`${P} drew and left with ${B}'s draw effect: ${where}.`, rule);
    if (rule === '104.4c')
      return yes(
        `${P} drew: ${B}'s draw effect, with no range limit, ended the game for everyone.`,
        rule,
      );
  }
  if (d.by === seat && rule === '801.17')
    return yes(
      `${P}'s own draw effect made the game a draw for ${P} and everyone within range; they left.`,
      rule,
    );
  if (d.by === seat && rule === '104.4c')
    return yes(
      `${P}'s own draw effect, with no range limit, ended the game as a draw for everyone.`,
      rule,
    );
  if (d.cause) return yes(`${P} ${verb} because ${d.cause}; teams share that result.`, rule);
  return yes(`${P} ${verb} and left the game.`, rule);
}

/** Why a player left (800.4, 801.16, 801.17, 809.5b, 810.8a …), citing the table's edition. */
export const departureReason = (game: Game, seat: number): Reason =>
  citeIn(game.table.edition, departureReasonRaw(game, seat));

/**
 * Why `s` left between `before` and `after`. When `by`'s win or draw effect reached them
 * (801.16, 801.17), name the seats counted; otherwise say how they left. `would`: a what-if's
 * answer, in the conditional (nothing has happened yet).
 */
export function leaveReason(
  before: Game,
  after: Game,
  s: number,
  by: number,
  would = false,
): Reason {
  const rule = after.departures[s]?.rule;
  if (by >= 0 && s !== by && (rule === '801.16' || rule === '801.17')) {
    const r = rangeReason(before, by, s, rule);
    return yes(
      `${r.text} ${nm(before, s)} ${rule === '801.16' ? `is an opponent, so ${nm(before, s)} ${would ? 'would lose' : 'loses'}` : `is inside the draw and ${would ? 'would leave' : 'leaves'}`}.`,
      rule,
    );
  }
  return departureReason(after, s);
}

/**
 * Why the game ended and who won: every opponent left (104.2a); a draw effect without limited
 * range (104.4c, the only departure that ends the game for everyone at once by an effect); else
 * the last players left at the same moment (104.4a).
 */
export function gameOverReasonRaw(game: Game): Reason | null {
  if (!game.over) return null;
  if (game.winners.length === 0) {
    const byEffect = game.departures.find((d) => d?.rule === '104.4c');
    if (byEffect)
      return yes(
        `${byEffect.by !== undefined ? `${nm(game, byEffect.by)}'s` : 'An'} draw effect, with no range limit, made the game a draw for everyone still in it: no one wins.`,
        '104.4c',
      );
    return yes('No player is left in the game, so no one wins: it ends as a draw.', '104.4a');
  }
  const w = names(game, game.winners);
  return yes(
    `${w} ${game.winners.length === 1 ? 'is' : 'are'} the only ${game.winners.length === 1 ? 'player' : 'team'} left: every opponent has left the game, so ${w} ${game.winners.length === 1 ? 'wins' : 'win'}.`,
    '104.2a',
  );
}
