// Playing a game: applyEvent moves a game on by one event, as a pipeline. The event's own module
// (rules/events/) applies it; then the state-based actions (704.3) run when a counter they look at
// changed; then what a player who left held passes on (800.4); then the table's turns move on as
// the turn policy says (807.4d: with turn markers, every turn that may now begin begins). Each
// step calls only modules below it and hands the next what it needs: nothing is called back.
import { newGame, stateBasedActions, type Game } from './game';
import { withGame } from './state';
import { designationsAfterLeaving, designationSpecs, verbsOf } from './designations';
import { turnCountersReset } from './counters';
import { EVENT_TYPES, eventSpec, notLoaded, type EventType, type GameEvent } from './events';
import { no } from './events/spec';
import { withFields, type Result, type RuleError } from './terms';
import type { Table } from './table';
import { turnsOf, type StepNotes } from './turns';
import { english, words, type Words } from './words';

export function applyEvent(game: Game, event: GameEvent): Result<Game> {
  return step(game, event, false);
}

/** applyEvent; `spent`: no one will read `game` again (see StepContext). */
function step(game: Game, event: GameEvent, spent: boolean): Result<Game> {
  if (game.over)
    return no(
      words(
        /*i18n*/ {
          id: 'play.over',
          message: 'The game is over; no more events can happen.',
        },
      ),
      '104.1',
    );
  const spec = eventSpec((event as { type?: unknown }).type);
  if (!spec && EVENT_TYPES.includes(event.type as EventType))
    return no(notLoaded(event.type).replace(/^./, (c) => c.toUpperCase()));
  if (!spec)
    return no(
      words(
        /*i18n*/ {
          id: 'play.unknownEvent',
          message: 'Unknown event type "{type}"; use {types} or {last}.',
        },
        {
          type: String((event as { type?: unknown }).type),
          types: EVENT_TYPES.slice(0, -1).join(', '),
          last: EVENT_TYPES[EVENT_TYPES.length - 1]!,
        },
      ),
    );
  // What this step changes that the later steps look near (807.4d), handed on to them.
  const notes: StepNotes = { edit: null, departure: null };
  const next = withGame(game, { events: game.events + 1 });
  const r = spec.apply(next, event, { owned: true, spent, notes });
  if (!r.ok) return r;
  const after = r.value;
  // What changed is told by comparing with `game`, not `next`: `apply` may have written into `next`.
  // 704.3: the losses from life, poison and commander damage.
  const changed = after.counters !== game.counters || after.sourced !== game.sourced;
  let checked = changed ? stateBasedActions(after, notes) : after;
  // 800.4: what a player who left held passes on.
  if (checked.inGame !== game.inGame) checked = designationsAfterLeaving(checked);
  // 807.4d: a marker passed on, or a seat emptied, may let waiting turns begin. A game other than
  // `game` was made in this event and is held by no one yet, so the turns begun are written into it.
  checked = turnsOf(game.table).afterEvent(checked, game, checked !== game, notes);
  // A counter of one turn (the storm count, 702.40a) starts over when a turn begins.
  if (checked.turn !== game.turn) {
    const counters = turnCountersReset(checked.table, checked.counters);
    if (counters !== checked.counters) checked = withGame(checked, { counters });
  }
  return { ok: true, value: checked };
}

/** Replays events from a fresh game; stops at the first impossible one and says which. */
export function replay(
  table: Table,
  events: readonly GameEvent[],
): { game: Game; error: (RuleError & { index: number }) | null } {
  let game = newGame(table);
  for (let i = 0; i < events.length; i++) {
    // Only the last game is kept: each one before it may be written into by the next event.
    const r = step(game, events[i]!, true);
    if (!r.ok) return { game, error: withFields(r.error, { index: i, path: `events[${i}]` }) };
    game = r.value;
  }
  return { game, error: null };
}

/**
 * Who took a designation from another player by an event other than handing it over (a
 * commander's combat damage crowns its controller, 724.2; the monarch leaving passes it on,
 * 724.4), for the end of a history line: "Bo becomes the monarch"; null when nobody did.
 */
export function takenWords(before: Game, after: Game): Words[] {
  return designationSpecs().flatMap((d) => {
    const now = after.designations[d.id];
    if (now === undefined || now === null || now === before.designations[d.id]) return [];
    return [
      words(
        /*i18n*/ {
          id: 'play.taken',
          message:
            '{id, select, monarch {{name} becomes the monarch} initiative {{name} takes the initiative} other {{name} {verb} {what}}}',
        },
        { id: d.id, name: after.table.players[now]!.name, verb: verbsOf(d)[0], what: d.words },
      ),
    ];
  });
}

/** The same in English, joined: "Bo becomes the monarch". */
export function takenBetween(before: Game, after: Game): string | null {
  const taken = takenWords(before, after);
  return taken.length ? taken.map(english).join(', ') : null;
}

/**
 * Who an event knocked out of the game, for the end of a history line: "Carissa leaves the game",
 * "Ana and Bo leave the game" (a 2HG team together, 810.8c); null when nobody left. The why
 * beside the line gives the reason and the rule.
 */
export function leftWords(before: Game, after: Game): Words | null {
  const gone = before.inGame.flatMap((inn, s) =>
    inn && !after.inGame[s] ? [after.table.players[s]!.name] : [],
  );
  if (gone.length === 0) return null;
  return words(
    /*i18n*/ {
      id: 'play.left',
      message: '{count, plural, =1 {{names} leaves the game} other {{names} leave the game}}',
    },
    { count: gone.length, names: { list: gone } },
  );
}

/** The same in English. */
export function leftBetween(before: Game, after: Game): string | null {
  const w = leftWords(before, after);
  return w && english(w);
}
