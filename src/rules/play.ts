// Playing a game: applyEvent moves a game on by one event, as a pipeline. The event's own module
// (rules/events/) applies it; then the state-based actions (704.3) run when a counter they look at
// changed. No step calls back into the one that called it.
import { newGame, stateBasedActions, type Game } from './game';
import { EVENT_TYPES, eventSpec, type ApplyContext } from './events';
import { named, no } from './events/spec';
import type { GameEvent, Result, RuleError, Table } from './types';

export function applyEvent(game: Game, event: GameEvent): Result<Game> {
  if (game.over) return no('The game is over; no more events can happen.', '104.1');
  const spec = eventSpec((event as { type?: unknown }).type);
  if (!spec)
    return no(
      `Unknown event type "${String((event as { type?: unknown }).type)}"; use ${EVENT_TYPES.slice(0, -1).join(', ')} or ${EVENT_TYPES[EVENT_TYPES.length - 1]}.`,
    );
  const ctx: ApplyContext = {
    present(name) {
      const r = named(game, event.type, name);
      if (r.ok && !game.inGame[r.value])
        return no(`${game.table.players[r.value]!.name} has already left the game.`, '800.4');
      return r;
    },
  };
  const next = { ...game, events: game.events + 1 };
  const r = (spec.apply as (g: Game, e: GameEvent, c: ApplyContext) => Result<Game>)(
    next,
    event,
    ctx,
  );
  if (!r.ok) return r;
  const after = r.value;
  // 704.3: the losses from life, poison and commander damage.
  const changed =
    after.counters !== next.counters || after.commanderDamage !== next.commanderDamage;
  return changed ? { ok: true, value: stateBasedActions(after) } : r;
}

/** Replays events from a fresh game; stops at the first impossible one and says which. */
export function replay(
  table: Table,
  events: readonly GameEvent[],
): { game: Game; error: (RuleError & { index: number }) | null } {
  let game = newGame(table);
  for (let i = 0; i < events.length; i++) {
    const r = applyEvent(game, events[i]!);
    if (!r.ok) return { game, error: { ...r.error, index: i, path: `events[${i}]` } };
    game = r.value;
  }
  return { game, error: null };
}
