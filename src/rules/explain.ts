// The "why" behind each fact the table screen shows: how a player left, whose turn it is, each
// player's range and attacks, what an event did. Pure sentences, read from the game; the turns'
// whys are turnWhys.ts, life's explainLife.ts, a departure's whyLeft.ts, and the what-if
// questions whatIf.ts, passed on from here. Loaded on demand (a "why" opened, the what-if panel
// shown), so it stays out of the start bundle.
import { citeIn } from './editionRules';
import type { GameEvent } from './events';
import { isLifeEvent } from './explainLife';
import * as lifeWhys from './explainLife';
import { derive } from './queries';
import { explainAttacks, rangeReason } from './reasons';
import type { Game } from './state';
import type { Reason } from './terms';
import { markerReasonRaw, turnWhysOf } from './turnWhys';
import { departureReason, gameOverReasonRaw, leaveReason } from './whyLeft';
import { nm, no, present, yes } from './whyWords';
import { words, wordsKey } from './words';

export { names } from './whyWords';
export { departureReason } from './whyLeft';
export { WHAT_IF_QUESTIONS, whatIf, type WhatIfAnswer, type WhatIfQuestion } from './whatIf';

/** How a player left, then what their leaving does to the table now (801.2c, 800.4g, 807.4e …). */
function departureReasonsRaw(game: Game, seat: number): Reason[] {
  return [departureReason(game, seat), ...lifeWhys.departureEffects(game, [seat])];
}

function seatNamed(game: Game, name: string): number {
  return game.table.players.findIndex((p) => p.name === name);
}

/** Whose turn it is and why, as the table's turn policy has them (turnWhys.ts). */
function turnReasonRaw(game: Game): Reason[] {
  const over = gameOverReason(game);
  return over ? [over] : turnWhysOf(game.table).turn(game);
}

/** Why each player is or isn't within a player's range (801, 801.2, 801.2b, 801.2c). */
function rangeReasonsRaw(game: Game, seat: number): Reason[] {
  if (!game.inGame[seat]) return [departureReason(game, seat)];
  const A = nm(game, seat);
  // Without the limited range of influence option (801) a player reaches the whole table.
  if (game.table.players[seat]!.range === null)
    return [
      yes(
        words(
          /*i18n*/ {
            id: 'explain.range.unlimited',
            message: '{A} has unlimited range: every player still in the game is within it.',
          },
          { A },
        ),
        '801',
      ),
    ];
  return present(game)
    .filter((s) => s !== seat)
    .map((s) => rangeReason(game, seat, s, '801.2'));
}

/** The why of one row of the players table: how they left, or turn, range and attacks. */
function playerReasonsRaw(game: Game, seat: number): Reason[] {
  if (!game.inGame[seat]) return [departureReason(game, seat)];
  const out: Reason[] = [];
  const d = derive(game);
  if (d.players[seat]!.takingTurn) out.push(...turnReason(game));
  out.push(...rangeReasons(game, seat));
  const attacks = explainAttacks(game, seat).filter((v) => v.reason.ok);
  if (attacks.length) out.push(...attacks.map((v) => v.reason));
  else if (!game.over)
    out.push(
      no(
        words(
          /*i18n*/ { id: 'explain.attack.none', message: '{A} may attack no one right now.' },
          { A: nm(game, seat) },
        ),
        '801.3',
      ),
    );
  out.push(...lifeWhys.lifeReasons(game, seat));
  return out;
}

/**
 * What an event did, for the history: what a life event did to the numbers (810.9), who left and
 * why, what that does to the table (801.2c, 807.4e), whose turn began (800.4, 801.16 …). `run`:
 * the game before a run of life events just before this one, and those events (810.9 sums them).
 */
function eventReasonsRaw(
  before: Game,
  after: Game,
  event: GameEvent,
  run?: { start: Game; events: readonly GameEvent[] },
): Reason[] {
  const gone = before.inGame.flatMap((inn, s) => (inn && !after.inGame[s] ? [s] : []));
  const by = event.type === 'win' || event.type === 'draw' ? seatNamed(before, event.player) : -1;
  const out: Reason[] = isLifeEvent(event)
    ? lifeWhys.lifeEventReasons(before, after, event, run)
    : [];
  for (const s of gone) {
    const r = leaveReason(before, after, s, by);
    // A Two-Headed Giant team that loses together gets one sentence, not one per head (810.8c).
    const key = wordsKey(r.words ?? r.text);
    if (!out.some((x) => wordsKey(x.words ?? x.text) === key)) out.push(r);
  }
  // The mates' own reasons name their emperor (809.5b); turnReason below covers the turn that
  // runs on (800.4g) and every Grand Melee marker (807.4e, 807.4g).
  const covered = new Set(['809.5b', '607.5a', '800.4g', '807.4e', '807.4g']);
  out.push(...lifeWhys.departureEffects(after, gone).filter((r) => !covered.has(r.rule)));
  // 724.2: a commander's combat damage to the monarch crowned its controller.
  if (
    event.type === 'commanderDamage' &&
    before.designations.monarch !== after.designations.monarch &&
    after.designations.monarch === seatNamed(after, event.from)
  )
    out.push(
      yes(
        words(
          /*i18n*/ {
            id: 'explain.monarch.commander',
            message:
              "{F}'s commander dealt combat damage to {P}, the monarch, so {F} becomes the monarch.",
          },
          { F: event.from, P: event.player },
        ),
        '724.2',
      ),
    );
  if (event.type === 'extraTurn')
    out.push(
      yes(
        turnWhysOf(before.table).extraTurn(event.player),
        turnWhysOf(before.table).rules.extraTurn,
      ),
    );
  if (event.type === 'endTurn' || gone.length > 0) out.push(...turnReason(after));
  if (out.length === 0)
    out.push(
      yes(words(/*i18n*/ { id: 'explain.nothing', message: 'Nothing else changed.' }), '800.4'),
    );
  return out;
}

// ---------------------------------------------------------------------------------------------
// What the panels call: every why above, citing the table's own edition of the rules (601.3
// under the 2005 rules where the current ones say 801.3; editionRules.ts).

type Cited<A extends unknown[], R> = (game: Game, ...args: A) => R;
const one = (game: Game, r: Reason): Reason => citeIn(game.table.edition, r);
const each = (game: Game, list: Reason[]): Reason[] => list.map((r) => one(game, r));
const cited =
  <A extends unknown[]>(f: (game: Game, ...args: A) => Reason[]): Cited<A, Reason[]> =>
  (game, ...args) =>
    each(game, f(game, ...args));
const citedOne =
  <A extends unknown[]>(f: (game: Game, ...args: A) => Reason | null): Cited<A, Reason | null> =>
  (game, ...args) => {
    const r = f(game, ...args);
    return r && one(game, r);
  };

export const departureReasons = cited(departureReasonsRaw);
export const gameOverReason = citedOne(gameOverReasonRaw);
export const turnReason = cited(turnReasonRaw);
export const markerReason = cited(markerReasonRaw);
export const rangeReasons = cited(rangeReasonsRaw);
export const playerReasons = cited(playerReasonsRaw);
/** What an event did, for the history (see eventReasonsRaw); cites the edition of `after`. */
export const eventReasons = (
  before: Game,
  after: Game,
  event: GameEvent,
  run?: { start: Game; events: readonly GameEvent[] },
): Reason[] => each(after, eventReasonsRaw(before, after, event, run));
export const commanderDamageReasons = cited(lifeWhys.commanderDamageReasons);
export const departureEffects = cited(lifeWhys.departureEffects);
export const lifeLossReason = citedOne(lifeWhys.lifeLossReason);
export const lifeReasons = cited(lifeWhys.lifeReasons);
/** What a life event did to the numbers (explainLife.ts), citing the edition of `after`. */
export const lifeEventReasons = (...args: Parameters<typeof lifeWhys.lifeEventReasons>): Reason[] =>
  each(args[1], lifeWhys.lifeEventReasons(...args));
