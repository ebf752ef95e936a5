// The whys of one life, poison or commander-damage event (events/life.ts): what it did to the
// numbers, a Two-Headed Giant team's one total included (119.3, 119.5, 704.5c, 810.5, 810.8d,
// 810.9, 810.9c, 903.10a, 903.12h). Apart from explainLife.ts, which re-exports it, to keep each
// file small: that one says what the numbers mean now, this one what an event changed.
import type { Game } from './state';
import type { GameEvent } from './events';
import { LIFE_EVENTS } from './events/life';
import { headLife, poisonPoolOf, poolOf, teamPoison } from './life';
import { COMMANDER_DAMAGE, COMMANDER_DAMAGE_LOSS, sourceKey } from './counters';
import { POISON_LOSS, TEAM_POISON_LOSS } from './counters';
import type { Reason } from './terms';
import { words } from './words';
import { minus, teamName, teamOwnWords, whose, yes, yn } from './explainLifeWords';

export type LifeEvent = Extract<GameEvent, { type: (typeof LIFE_EVENTS)[number]['type'] }>;
const LIFE_TYPES: readonly string[] = LIFE_EVENTS.map((s) => s.type);

/** A life, poison or commander damage event (events/life.ts), not another counter's. */
export function isLifeEvent(e: GameEvent): e is LifeEvent {
  return LIFE_TYPES.includes(e.type);
}

/** "Ana lost 4", "Bo gained 3", per head, in the order they first changed. */
function changes(events: readonly LifeEvent[]) {
  const by = new Map<string, number>();
  for (const e of events) {
    const amount = e.type === 'life' ? e.amount : e.type === 'commanderDamage' ? -e.amount : 0;
    by.set(e.player, (by.get(e.player) ?? 0) + amount);
  }
  return {
    list: [...by].map(([p, n]) =>
      words(
        /*i18n*/ {
          id: 'life.change.head',
          message:
            '{how, select, lost {{player} lost {n}} gained {{player} gained {n}} other {{player} ±0}}',
        },
        { how: n < 0 ? 'lost' : n > 0 ? 'gained' : 'none', player: p, n: Math.abs(n) },
      ),
    ),
  };
}

/**
 * What a life, poison or commander-damage event did to the numbers. `run` is the game before a
 * run of earlier life events on the same Two-Headed Giant team and those events, so a history
 * entry can say "Ana lost 4 and Bo lost 4: the Suns' one total went from 30 to 22" (810.9).
 */
export function lifeEventReasons(
  before: Game,
  after: Game,
  event: LifeEvent,
  run?: { start: Game; events: readonly GameEvent[] },
): Reason[] {
  const { table } = before;
  const seat = before.table.players.findIndex((p) => p.name === event.player);
  if (seat < 0) return [];
  const P = event.player;
  const pool = poolOf(table, seat);
  const lifeBefore = before.counters.life![pool]!;
  const lifeAfter = after.counters.life![pool]!;
  const out: Reason[] = [];
  const team = teamOwnWords(teamName(before, seat));
  switch (event.type) {
    case 'life':
    case 'commanderDamage': {
      if (table.sharedLife) {
        const earlier = (run?.events ?? []).filter(
          (e): e is LifeEvent =>
            isLifeEvent(e) &&
            e.type !== 'setLife' &&
            e.type !== 'poison' &&
            poolOf(table, seatIn(before, e.player)) === pool,
        );
        const all = [...earlier, event];
        const from = earlier.length && run ? run.start.counters.life![pool]! : lifeBefore;
        out.push(
          yes(
            words(
              /*i18n*/ {
                id: 'life.event.shared',
                message:
                  "{changes}: {team} one total went from {from} to {to}. Each head takes damage and gains life on their own; the result lands on the team's shared total.",
              },
              { changes: changes(all), team, from, to: minus(lifeAfter) },
            ),
            '810.9',
          ),
        );
      } else {
        const n = event.type === 'life' ? event.amount : -event.amount;
        out.push(
          yes(
            words(
              /*i18n*/ {
                id: 'life.event.own',
                message:
                  '{how, select, lost {{player} lost {n} life: {from} → {to}.} other {{player} gained {n} life: {from} → {to}.}}',
              },
              {
                how: n < 0 ? 'lost' : 'gained',
                player: P,
                n: Math.abs(n),
                from: lifeBefore,
                to: minus(lifeAfter),
              },
            ),
            '119.3',
          ),
        );
      }
      if (event.type === 'commanderDamage') {
        const source = { from: seatIn(before, event.from), which: event.commander ?? 1 };
        const total = after.sourced[COMMANDER_DAMAGE.id]?.[sourceKey(seat, source)] ?? 0;
        const W = whose(before, seatIn(before, event.from), event.commander ?? 1);
        const left = COMMANDER_DAMAGE_LOSS - total;
        out.push(
          table.format === 'brawl'
            ? yes(
                words(
                  /*i18n*/ {
                    id: 'life.event.commander.brawl',
                    message:
                      'That makes {n} combat damage from {source} to {player}; Brawl keeps the count but never makes it a loss.',
                  },
                  { n: total, source: W, player: P },
                ),
                '903.12h',
              )
            : yes(
                words(
                  /*i18n*/ {
                    id: 'life.event.commander',
                    message:
                      "That makes {n} combat damage from {source} to {player}{more, select, yes {; {left} more from that same commander and {player} loses, whatever {player}'s life} other {}}.",
                  },
                  { n: total, source: W, player: P, left, more: yn(left > 0) },
                ),
                '903.10a',
              ),
        );
      }
      break;
    }
    case 'setLife': {
      const diff = lifeAfter - lifeBefore;
      const how = diff < 0 ? 'loses' : diff > 0 ? 'gains' : 'same';
      // 810.9c; the 2005 rules count a head's own life as their share of the team's (606.9c).
      const own = headLife(before, seat);
      const values = {
        player: P,
        own,
        before: lifeBefore,
        to: event.to,
        how,
        n: Math.abs(diff),
        team,
        now: minus(lifeAfter),
      };
      out.push(
        !table.sharedLife
          ? yes(
              words(
                /*i18n*/ {
                  id: 'life.event.set',
                  message: "{player}'s life total was set from {before} to {now}.",
                },
                values,
              ),
              '119.5',
            )
          : own === lifeBefore
            ? yes(
                words(
                  /*i18n*/ {
                    id: 'life.event.set.team',
                    message:
                      "{player}'s life is the team's, {before}, so setting it to {to} means {player} {how, select, loses {loses {n}} gains {gains {n}} other {changes by nothing}}: {team} one total is now {now}.",
                  },
                  values,
                ),
                '810.9c',
              )
            : yes(
                words(
                  /*i18n*/ {
                    id: 'life.event.set.share',
                    message:
                      "{player}'s own life is {own}, an even share of the team's {before} rounded up, so setting it to {to} means {player} {how, select, loses {loses {n}} gains {gains {n}} other {changes by nothing}}: {team} one total is now {now}.",
                  },
                  values,
                ),
                '810.9c',
              ),
      );
      break;
    }
    case 'poison': {
      const now = after.counters.poison![poisonPoolOf(table, seat)]!;
      const limit = teamPoison(table) ? TEAM_POISON_LOSS : POISON_LOSS;
      const left = Math.max(0, limit - now);
      out.push(
        !teamPoison(table) && table.sharedLife
          ? yes(
              words(
                /*i18n*/ {
                  id: 'life.event.poison.head',
                  message:
                    "{player}'s poison counters are {player}'s own, not the team's: {player} has {now}{left, plural, =0 {} other {; # more and {player}, and with them the team, loses}}.",
                },
                { player: P, now, left },
              ),
              '810.5',
            )
          : teamPoison(table)
            ? yes(
                words(
                  /*i18n*/ {
                    id: 'life.event.poison.team',
                    message:
                      "{player}'s poison counters count for the team: {team} heads have {now} between them{left, plural, =0 {} other {, # short of the fifteen that make a team lose}}.",
                  },
                  { player: P, team, now, left },
                ),
                '810.8d',
              )
            : yes(
                words(
                  /*i18n*/ {
                    id: 'life.event.poison',
                    message:
                      '{player} now has {now, plural, one {# poison counter} other {# poison counters}}{left, plural, =0 {} other {; # more and {player} loses}}.',
                  },
                  { player: P, now, left },
                ),
                '704.5c',
              ),
      );
      break;
    }
  }
  return out;
}

function seatIn(game: Game, name: string): number {
  return game.table.players.findIndex((p) => p.name === name);
}
