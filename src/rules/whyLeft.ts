// Why a player left the game (800.4, 801.16, 801.17, 809.5b, 810.8a …) and why it ended (104.2a,
// 104.4a, 104.4c): the table's whys (explain.ts) and the what-if answers (whatIf.ts) both say it.
import { citeIn } from './editionRules';
import { lifeLossReason } from './explainLife';
import { rangeReason } from './reasons';
import type { Game } from './state';
import type { Reason } from './terms';
import { nameList, nm, yes } from './whyWords';
import { words } from './words';

/** How a player left, naming who or what made them (800.4, 801.16, 801.17, 809.5b, 810.8a …). */
function departureReasonRaw(game: Game, seat: number): Reason {
  const P = nm(game, seat);
  const d = game.departures[seat];
  if (!d) {
    if (game.over && game.winners.includes(seat))
      return yes(
        words(
          /*i18n*/ { id: 'why.left.won', message: '{P} won: every opponent has left the game.' },
          { P },
        ),
        '104.2a',
      );
    return yes(
      words(/*i18n*/ { id: 'why.left.still', message: '{P} is still in the game.' }, { P }),
      '800.4',
    );
  }
  if (d.how === 'conceded')
    return yes(
      words(
        /*i18n*/ {
          id: 'why.left.conceded',
          message: '{P} conceded and left the game; a player may concede at any time.',
        },
        { P },
      ),
      d.rule ?? '104.3a',
    );
  // Lost or drew (a select in the messages below).
  const how = d.how === 'drew' ? 'drew' : 'lost';
  const rule = d.rule ?? '800.4';
  const life = lifeLossReason(game, seat);
  if (life) return life;
  if (rule === '809.5b' || rule === '809.5c' || rule === '607.5a') {
    const side = game.table.sides[game.table.players[seat]!.side]!;
    const emperor = side.seats.find((s) => game.table.players[s]!.role === 'emperor');
    if (emperor !== undefined && emperor !== seat) {
      const E = nm(game, emperor);
      const why = lifeLossReason(game, emperor);
      const team = rule === '809.5c' ? 'draws' : 'loses';
      if (!why)
        return yes(
          words(
            /*i18n*/ {
              id: 'why.left.emperor',
              message:
                "{how, select, drew {{P} drew because the team's emperor {E} drew: a team {team, select, draws {draws} other {loses}} when its emperor does.} other {{P} lost because the team's emperor {E} lost: a team {team, select, draws {draws} other {loses}} when its emperor does.}}",
            },
            { P, E, how, team },
          ),
          rule,
        );
      // The emperor's own reason is a whole sentence: the page shows it after this one; the
      // English text (the CLI's) keeps it in brackets, as it always has.
      const shown = words(
        /*i18n*/ {
          id: 'why.left.emperor.how',
          message:
            "{how, select, drew {{P} drew because the team's emperor {E} drew: a team {team, select, draws {draws} other {loses}} when its emperor does. {why} ({whyRule})} other {{P} lost because the team's emperor {E} lost: a team {team, select, draws {draws} other {loses}} when its emperor does. {why} ({whyRule})}}",
        },
        { P, E, how, team, why: why.words ?? why.text, whyRule: why.rule },
      );
      return {
        ok: true,
        text: `${P} ${how} because the team's emperor ${E} ${how} (${why.text.replace(/\.$/, '')}, ${why.rule}): a team ${team} when its emperor does.`,
        rule,
        words: shown,
      };
    }
  }
  if (d.by !== undefined && d.by !== seat && d.seats !== undefined) {
    const B = nm(game, d.by);
    const r = game.table.players[d.by]!.range;
    const where = { P, B, d: d.seats, r: r ?? 'unlimited' };
    if (rule === '801.16')
      return yes(
        words(
          /*i18n*/ {
            id: 'why.left.win.range',
            message:
              '{r, select, unlimited {{P} lost to {B}\'s "I win" effect: {P} was {d, plural, one {# seat} other {# seats}} from {B}, and only opponents in range lose.} other {{P} lost to {B}\'s "I win" effect: {P} was {d, plural, one {# seat} other {# seats}} from {B}, within {B}\'s range {r}, and only opponents in range lose.}}',
          },
          where,
        ),
        rule,
      );
    if (rule === '800.7')
      return yes(
        words(
          /*i18n*/ {
            id: 'why.left.win.all',
            message:
              '{P} lost to {B}\'s "I win" effect: with no range limit, every opponent of {B} loses.',
          },
          { P, B },
        ),
        rule,
      );
    if (rule === '801.17')
      return yes(
        words(
          /*i18n*/ {
            id: 'why.left.draw.range',
            message:
              "{r, select, unlimited {{P} drew and left with {B}'s draw effect: {P} was {d, plural, one {# seat} other {# seats}} from {B}.} other {{P} drew and left with {B}'s draw effect: {P} was {d, plural, one {# seat} other {# seats}} from {B}, within {B}'s range {r}.}}",
          },
          where,
        ),
        rule,
      );
    if (rule === '104.4c')
      return yes(
        words(
          /*i18n*/ {
            id: 'why.left.draw.all',
            message:
              "{P} drew: {B}'s draw effect, with no range limit, ended the game for everyone.",
          },
          { P, B },
        ),
        rule,
      );
  }
  if (d.by === seat && rule === '801.17')
    return yes(
      words(
        /*i18n*/ {
          id: 'why.left.ownDraw.range',
          message:
            "{P}'s own draw effect made the game a draw for {P} and everyone within range; they left.",
        },
        { P },
      ),
      rule,
    );
  if (d.by === seat && rule === '104.4c')
    return yes(
      words(
        /*i18n*/ {
          id: 'why.left.ownDraw.all',
          message:
            "{P}'s own draw effect, with no range limit, ended the game as a draw for everyone.",
        },
        { P },
      ),
      rule,
    );
  if (d.cause)
    return yes(
      words(
        /*i18n*/ {
          id: 'why.left.cause',
          message:
            '{how, select, drew {{P} drew because {cause}; teams share that result.} other {{P} lost because {cause}; teams share that result.}}',
        },
        { P, how, cause: d.cause },
      ),
      rule,
    );
  return yes(
    words(
      /*i18n*/ {
        id: 'why.left.plain',
        message:
          '{how, select, drew {{P} drew and left the game.} other {{P} lost and left the game.}}',
      },
      { P, how },
    ),
    rule,
  );
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
    const values = { range: r.words ?? r.text, S: nm(before, s), would: would ? 'yes' : 'no' };
    return yes(
      rule === '801.16'
        ? words(
            /*i18n*/ {
              id: 'why.leave.lose',
              message:
                '{would, select, yes {{range} {S} is an opponent, so {S} would lose.} other {{range} {S} is an opponent, so {S} loses.}}',
            },
            values,
          )
        : words(
            /*i18n*/ {
              id: 'why.leave.draw',
              message:
                '{would, select, yes {{range} {S} is inside the draw and would leave.} other {{range} {S} is inside the draw and leaves.}}',
            },
            values,
          ),
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
        byEffect.by !== undefined
          ? words(
              /*i18n*/ {
                id: 'why.over.drawEffect',
                message:
                  "{B}'s draw effect, with no range limit, made the game a draw for everyone still in it: no one wins.",
              },
              { B: nm(game, byEffect.by) },
            )
          : words(
              /*i18n*/ {
                id: 'why.over.drawEffect.someone',
                message:
                  'A draw effect, with no range limit, made the game a draw for everyone still in it: no one wins.',
              },
            ),
        '104.4c',
      );
    return yes(
      words(
        /*i18n*/ {
          id: 'why.over.noOne',
          message: 'No player is left in the game, so no one wins: it ends as a draw.',
        },
      ),
      '104.4a',
    );
  }
  return yes(
    words(
      /*i18n*/ {
        id: 'why.over.won',
        message:
          '{n, plural, =1 {{w} is the only player left: every opponent has left the game, so {w} wins.} other {{w} are the only team left: every opponent has left the game, so {w} win.}}',
      },
      { n: game.winners.length, w: nameList(game, game.winners) },
    ),
    '104.2a',
  );
}
