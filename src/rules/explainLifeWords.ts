// The pieces the life whys (explainLife.ts, explainLifeEvents.ts) build their sentences from: a
// player's and a team's name as a message, a signed amount, whose commander, the commander damage
// a player has taken (903.10a), and where the starting life came from (103.3, 810.4, 902.4, 903.7,
// 903.12f). Kept apart so each of those files stays small and both share one way of saying them.
import type { Game } from './state';
import { poolOf, startingLives } from './life';
import { COMMANDER_DAMAGE, commanderWords, sourcedAmounts } from './counters';
import { teamIsPlural } from './labels';
import { reasonOf, type Reason } from './terms';
import { words, type Words } from './words';

export const yes = (w: Words, rule: string): Reason => reasonOf(true, w, rule);
export const nm = (game: Game, s: number) => game.table.players[s]?.name ?? `seat ${s + 1}`;
/** A signed amount as people write it: "−7", "+3" (a real minus sign). */
export const minus = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));
/** Whether a sentence's optional tail is said: a select's case. */
export const yn = (b: boolean) => (b ? 'yes' : 'no');

/** How a team's name is used in a possessive: "the Suns'", "Team 2's", "Team Red's". */
const teamKind = (name: string) =>
  teamIsPlural(name) ? 'plural' : /^team\b/i.test(name) ? 'titled' : 'other';

/** A team's possessive as a message, so each language says it its own way (labels.ts teamOwn). */
export const teamOwnWords = (name: string): Words =>
  words(
    /*i18n*/ {
      id: 'life.team.own',
      message: "{kind, select, plural {the {name}''} titled {{name}'s} other {Team {name}'s}}",
    },
    { kind: teamKind(name), name },
  );
/** The same at the start of a sentence. */
export const teamOwnStart = (name: string): Words =>
  words(
    /*i18n*/ {
      id: 'life.team.ownStart',
      message: "{kind, select, plural {The {name}''} titled {{name}'s} other {Team {name}'s}}",
    },
    { kind: teamKind(name), name },
  );

export const sideOf = (game: Game, seat: number) => game.table.players[seat]!.side;
export const teamName = (game: Game, seat: number) => game.table.sides[sideOf(game, seat)]!.name;
export const heads = (game: Game, seat: number) => ({
  list: game.table.sides[sideOf(game, seat)]!.seats.map((s) => nm(game, s)),
});
export const whose = (game: Game, from: number, which: 1 | 2) =>
  commanderWords(game.table, { from, which });

/** The commander damage `seat` has taken, largest first. */
export function damageTaken(game: Game, seat: number) {
  return sourcedAmounts(game.sourced, COMMANDER_DAMAGE.id)
    .filter((d) => d.holder === seat && d.amount > 0)
    .map(({ from, which, amount }) => ({ from, commander: which, amount }))
    .sort((a, b) => b.amount - a.amount || a.from - b.from || a.commander - b.commander);
}

/** Where the game's starting life came from (103.3, 810.4, 902.4, 903.7, 903.12f). */
export function startingReason(game: Game, seat: number): Reason {
  const { table } = game;
  const start = startingLives(table)[poolOf(table, seat)]!;
  const P = nm(game, seat);
  const vanguard = table.sharedLife
    ? table.sides[sideOf(game, seat)]!.seats.some((s) => table.players[s]!.vanguard)
    : !!table.players[seat]!.vanguard;
  if (vanguard)
    return yes(
      table.sharedLife
        ? words(
            /*i18n*/ {
              id: 'life.why.start.vanguardTeam',
              message:
                "{team} life began at {start}: {base} changed by the vanguard's life modifier.",
            },
            { team: teamOwnStart(teamName(game, seat)), start, base: table.startingLife },
          )
        : words(
            /*i18n*/ {
              id: 'life.why.start.vanguard',
              message:
                "{player}'s life began at {start}: {base} changed by the vanguard's life modifier.",
            },
            { player: P, start, base: table.startingLife },
          ),
      '902.4',
    );
  if (table.sharedLife) {
    // 810.4 for teams of two, 810.10 for larger ones (606.4a, 606.10 under the 2005 rules).
    const size = table.sides[sideOf(game, seat)]!.seats.length;
    return yes(
      words(
        /*i18n*/ {
          id: 'life.why.start.team',
          message: 'A Two-Headed Giant team begins with one total of {start} life.',
        },
        { start },
      ),
      size === 2 ? '810.4' : '810.10',
    );
  }
  if (table.format === 'commander' && start === 40)
    return yes(
      words(
        /*i18n*/ {
          id: 'life.why.start.commander',
          message: 'Everyone began at 40 life, as Commander does.',
        },
      ),
      '903.7',
    );
  if (table.format === 'brawl' && start === 30)
    return yes(
      words(
        /*i18n*/ {
          id: 'life.why.start.brawl',
          message: 'Everyone began at 30 life, as multiplayer Brawl does.',
        },
      ),
      '903.12f',
    );
  return yes(
    words(/*i18n*/ { id: 'life.why.start', message: 'Everyone began at {start} life.' }, { start }),
    '103.3',
  );
}
