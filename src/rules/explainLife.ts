// The whys of life, poison and commander damage: what a player's numbers mean (how far from a
// loss), what a life event did (a Two-Headed Giant team's one total, 810.9), why a player lost
// to them (704.5a, 704.5c, 810.8c, 810.8d, 903.10a; never in Brawl, 903.12h) and what their
// leaving does to the table (801.2c, 800.4g, 809.5b, 807.4e). Pure sentences, read from the game.
import type { Game } from './state';
import { turnWhysOf } from './turnWhys';
import { playOf } from './variants';
import { headLife, poisonPoolOf, poolOf, startingLives, teamPoison } from './life';
import { COMMANDER_DAMAGE, COMMANDER_DAMAGE_LOSS, sourcedAmounts, sourceKey } from './counters';
import { POISON_LOSS, TEAM_POISON_LOSS } from './counters';
import { pendingRange } from './queries';
import { teamOwn } from './labels';
import type { Reason } from './terms';
import type { GameEvent } from './events';
import { LIFE_EVENTS } from './events/life';

const yes = (text: string, rule: string): Reason => ({ ok: true, text, rule });
const nm = (game: Game, s: number) => game.table.players[s]?.name ?? `seat ${s + 1}`;
/** A signed amount as people write it: "−7", "+3" (a real minus sign). */
const minus = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));
const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const counters = (n: number) => `${n} poison ${n === 1 ? 'counter' : 'counters'}`;

export { teamOwn };

const sideOf = (game: Game, seat: number) => game.table.players[seat]!.side;
const teamName = (game: Game, seat: number) => game.table.sides[sideOf(game, seat)]!.name;
const heads = (game: Game, seat: number) =>
  game.table.sides[sideOf(game, seat)]!.seats.map((s) => nm(game, s));
const whose = (game: Game, from: number, which: 1 | 2) =>
  COMMANDER_DAMAGE.sourceWords!(game.table, { from, which });

/** The commander damage `seat` has taken, largest first. */
function damageTaken(game: Game, seat: number) {
  return sourcedAmounts(game.sourced, COMMANDER_DAMAGE.id)
    .filter((d) => d.holder === seat && d.amount > 0)
    .map(({ from, which, amount }) => ({ from, commander: which, amount }))
    .sort((a, b) => b.amount - a.amount || a.from - b.from || a.commander - b.commander);
}

/** Where the game's starting life came from (103.3, 810.4, 902.4, 903.7, 903.12f). */
function startingReason(game: Game, seat: number): Reason {
  const { table } = game;
  const start = startingLives(table)[poolOf(table, seat)]!;
  const P = nm(game, seat);
  const vanguard = table.sharedLife
    ? table.sides[sideOf(game, seat)]!.seats.some((s) => table.players[s]!.vanguard)
    : !!table.players[seat]!.vanguard;
  if (vanguard)
    return yes(
      `${table.sharedLife ? teamOwn(teamName(game, seat)) : `${P}'s`} life began at ${start}: ${table.startingLife} changed by the vanguard's life modifier.`,
      '902.4',
    );
  if (table.sharedLife) {
    // 810.4 for teams of two, 810.10 for larger ones (606.4a, 606.10 under the 2005 rules).
    const size = table.sides[sideOf(game, seat)]!.seats.length;
    return yes(
      `A Two-Headed Giant team begins with one total of ${start} life.`,
      size === 2 ? '810.4' : '810.10',
    );
  }
  if (table.format === 'commander' && start === 40)
    return yes('Everyone began at 40 life, as Commander does.', '903.7');
  if (table.format === 'brawl' && start === 30)
    return yes('Everyone began at 30 life, as multiplayer Brawl does.', '903.12f');
  return yes(`Everyone began at ${start} life.`, '103.3');
}

/**
 * Why a player's life, poison and commander damage read as they do, and how far each is from a
 * loss (704.5a, 704.5c, 810.8c–d, 810.9, 903.10a, 903.12h).
 */
export function lifeReasons(game: Game, seat: number): Reason[] {
  const { table } = game;
  const P = nm(game, seat);
  const pool = poolOf(table, seat);
  const life = game.counters.life![pool]!;
  const poison = game.counters.poison![poisonPoolOf(table, seat)]!;
  const out: Reason[] = [];
  if (table.sharedLife) {
    const team = teamOwn(teamName(game, seat));
    out.push(
      yes(
        `${list(heads(game, seat))} share ${team} one life total, ${life}: damage, life loss and life gain still happen to each head, and the result is added to or taken from that one total.`,
        '810.9',
      ),
      yes(
        `When ${team} total is 0 or less the whole team loses${life > 0 ? `: ${life} to go` : ''}.`,
        '810.8c',
      ),
    );
  } else {
    out.push(
      yes(
        `${P} has ${life} life; at 0 or less ${P} loses the game${life > 0 ? ` (${life} to go)` : ''}.`,
        '704.5a',
      ),
    );
  }
  out.push(startingReason(game, seat));
  if (poison > 0) {
    const limit = teamPoison(table) ? TEAM_POISON_LOSS : POISON_LOSS;
    const left = Math.max(0, limit - poison);
    out.push(
      !teamPoison(table) && table.sharedLife
        ? // 810.5 (606.5 under 2005): only life is shared, so the counters are the head's own.
          yes(
            `${P} has ${counters(poison)} of their own: only life is shared, and ten on one head make that head lose, and the whole team with them${left ? `: ${left} more` : ''}.`,
            '810.5',
          )
        : teamPoison(table)
          ? yes(
              `${cap(teamOwn(teamName(game, seat)))} heads have ${counters(poison)} between them; a team loses at ${limit}, not at ten on one head${left ? `: ${left} more and the team loses` : ''}.`,
              '810.8d',
            )
          : yes(
              `${P} has ${counters(poison)}; at ${limit} ${P} loses${left ? `: ${left} more` : ''}.`,
              '704.5c',
            ),
    );
  }
  const taken = damageTaken(game, seat);
  const brawl = table.format === 'brawl';
  for (const d of taken) {
    const left = COMMANDER_DAMAGE_LOSS - d.amount;
    const W = whose(game, d.from, d.commander);
    out.push(
      brawl
        ? yes(
            `${P} has taken ${d.amount} combat damage from ${W}. Brawl counts it, but however much it is, it is only damage: it never makes a player lose.`,
            '903.12h',
          )
        : yes(
            `${P} has taken ${d.amount} from ${W}${left > 0 ? `; ${left} more and ${P} loses, whatever ${P}'s life` : ''}.`,
            '903.10a',
          ),
    );
  }
  if (!brawl && taken.length > 1)
    out.push(
      yes(
        `Damage from different commanders never adds up: ${taken.map((d) => `${d.amount} from ${whose(game, d.from, d.commander)}`).join(' and ')} count apart, so ${P}'s nearest loss is ${COMMANDER_DAMAGE_LOSS - taken[0]!.amount} away.`,
        '903.10a',
      ),
    );
  return out;
}

/** The commander damage of every player still in the game, for the grid's why (903.10a, 903.12h). */
export function commanderDamageReasons(game: Game): Reason[] {
  const out = game.inGame.flatMap((inn, s) =>
    inn ? lifeReasons(game, s).filter((r) => r.rule === '903.10a' || r.rule === '903.12h') : [],
  );
  if (out.length) return out;
  return [
    game.table.format === 'brawl'
      ? yes(
          'No commander has dealt combat damage yet; in Brawl it would never be a loss.',
          '903.12h',
        )
      : yes(
          'No commander has dealt combat damage yet. Each player loses on taking 21 from any one commander; different commanders never add up.',
          '903.10a',
        ),
  ];
}

const LIFE_RULES = new Set(['704.5a', '704.5c', '810.8c', '810.8d', '903.10a']);

/** True when this player left through a life, poison or commander-damage loss. */
export function isLifeLoss(game: Game, seat: number): boolean {
  const rule = game.departures[seat]?.rule;
  return rule !== undefined && LIFE_RULES.has(rule);
}

/** The loss itself, naming the player, the numbers and the rule (null when it wasn't one of these). */
export function lifeLossReason(game: Game, seat: number): Reason | null {
  const d = game.departures[seat];
  if (!d || !d.rule || !LIFE_RULES.has(d.rule)) return null;
  const { table } = game;
  const P = nm(game, seat);
  const pool = poolOf(table, seat);
  const life = game.counters.life![pool]!;
  switch (d.rule) {
    case '704.5a':
      return yes(
        `${P}'s life fell to ${minus(life)}; a player with 0 or less life loses the game and leaves it.`,
        d.rule,
      );
    case '704.5c':
      return yes(
        `${P} reached ${counters(game.counters.poison![pool]!)}; ten or more and a player loses the game and leaves it.`,
        d.rule,
      );
    case '810.8c': {
      const team = teamName(game, seat);
      return yes(
        `${cap(teamOwn(team))} shared life fell to ${minus(life)}, so the whole team lost: ${list(heads(game, seat))} left the game together.`,
        d.rule,
      );
    }
    case '810.8d': {
      const team = teamName(game, seat);
      return yes(
        `${cap(teamOwn(team))} heads had ${counters(game.counters.poison![pool]!)} between them; a Two-Headed Giant team loses at fifteen, so ${list(heads(game, seat))} left together.`,
        d.rule,
      );
    }
    case '903.10a': {
      const top = damageTaken(game, seat)[0];
      const W = top ? whose(game, top.from, top.commander) : 'one commander';
      return yes(
        `${P} had taken ${top?.amount ?? COMMANDER_DAMAGE_LOSS} combat damage from ${W}: 21 or more from one commander is a loss${life > 0 ? `, so ${P} left with ${life} life to spare` : ''}.`,
        d.rule,
      );
    }
  }
  return null;
}

/**
 * What players leaving does to the rest of the table, as the game stands now: ranges stay as the
 * turn began until the next one (801.2c, 807.4h), a turn whose player left runs on (800.4g),
 * an emperor's team goes with them (809.5b), a Grand Melee marker too many is designated (807.4e).
 */
export function departureEffects(game: Game, gone: readonly number[]): Reason[] {
  const { table } = game;
  const out: Reason[] = [];
  for (const s of gone) {
    const p = table.players[s]!;
    if (playOf(table).teamLeaves !== 'with-emperor' || p.role !== 'emperor') continue;
    // 809.5b (607.5a under the 2005 rules).
    const lost = playOf(table).teamRules?.lost;
    const mates = table.sides[p.side]!.seats.filter(
      (t) => t !== s && game.departures[t]?.rule === lost,
    );
    if (mates.length)
      out.push(
        yes(
          `${p.name} was an emperor, and a team loses with its emperor: ${list(mates.map((t) => nm(game, t)))} left too.`,
          '809.5b',
        ),
      );
  }
  if (game.over) return out;
  const joins: string[] = [];
  game.inGame.forEach((inn, s) => {
    if (!inn) return;
    const more = pendingRange(game, s);
    if (more.length)
      joins.push(
        `${list(more.map((t) => nm(game, t)))} ${more.length === 1 ? 'comes' : 'come'} into ${nm(game, s)}'s range`,
      );
  });
  if (joins.length)
    out.push(
      yes(
        `Ranges stay as they were counted when this turn began; when the next turn begins ${list(joins.slice(0, 4))}${joins.length > 4 ? `, and ${joins.length - 4} more` : ''}.`,
        turnWhysOf(table).rules.rangeFixed,
      ),
    );
  // With turn markers no single turn runs (`current` is -1).
  if (game.current >= 0 && !game.inGame[game.current] && gone.includes(game.current))
    out.push(
      yes(
        `It was ${nm(game, game.current)}'s turn: that turn runs on to its end with no active player, then the next player to the left still in the game goes.`,
        '800.4g',
      ),
    );
  // 807.4e–g: only turn markers are designated for removal.
  for (const m of game.markers)
    if (m.removals > 0)
      out.push(
        yes(
          `Fewer players now need fewer turn markers (one per full four): marker ${m.number}, held by ${nm(game, m.holder)}, is designated for removal and leaves the game when that turn ends.`,
          m.removals > 1 ? '807.4g' : '807.4e',
        ),
      );
  return out;
}

type LifeEvent = Extract<GameEvent, { type: (typeof LIFE_EVENTS)[number]['type'] }>;
const LIFE_TYPES: readonly string[] = LIFE_EVENTS.map((s) => s.type);

/** A life, poison or commander damage event (events/life.ts), not another counter's. */
export function isLifeEvent(e: GameEvent): e is LifeEvent {
  return LIFE_TYPES.includes(e.type);
}

/** "Ana lost 4", "Bo gained 3", per head, in the order they first changed. */
function changes(events: readonly LifeEvent[]): string {
  const by = new Map<string, number>();
  for (const e of events) {
    const amount = e.type === 'life' ? e.amount : e.type === 'commanderDamage' ? -e.amount : 0;
    by.set(e.player, (by.get(e.player) ?? 0) + amount);
  }
  return list(
    [...by].map(([p, n]) => (n < 0 ? `${p} lost ${-n}` : n > 0 ? `${p} gained ${n}` : `${p} ±0`)),
  );
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
  const team = table.sharedLife ? teamOwn(teamName(before, seat)) : '';
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
            `${changes(all)}: ${team} one total went from ${from} to ${minus(lifeAfter)}. Each head takes damage and gains life on their own; the result lands on the team's shared total.`,
            '810.9',
          ),
        );
      } else {
        const n = event.type === 'life' ? event.amount : -event.amount;
        out.push(
          yes(
            `${P} ${n < 0 ? `lost ${-n}` : `gained ${n}`} life: ${lifeBefore} → ${minus(lifeAfter)}.`,
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
                `That makes ${total} combat damage from ${W} to ${P}; Brawl keeps the count but never makes it a loss.`,
                '903.12h',
              )
            : yes(
                `That makes ${total} combat damage from ${W} to ${P}${left > 0 ? `; ${left} more from that same commander and ${P} loses, whatever ${P}'s life` : ''}.`,
                '903.10a',
              ),
        );
      }
      break;
    }
    case 'setLife': {
      const diff = lifeAfter - lifeBefore;
      const moved = diff < 0 ? `loses ${-diff}` : diff > 0 ? `gains ${diff}` : 'changes by nothing';
      // 810.9c; the 2005 rules count a head's own life as their share of the team's (606.9c).
      const own = headLife(before, seat);
      out.push(
        table.sharedLife
          ? yes(
              `${own === lifeBefore ? `${P}'s life is the team's, ${lifeBefore}` : `${P}'s own life is ${own}, an even share of the team's ${lifeBefore} rounded up`}, so setting it to ${event.to} means ${P} ${moved}: ${team} one total is now ${minus(lifeAfter)}.`,
              '810.9c',
            )
          : yes(`${P}'s life total was set from ${lifeBefore} to ${minus(lifeAfter)}.`, '119.5'),
      );
      break;
    }
    case 'poison': {
      const now = after.counters.poison![poisonPoolOf(table, seat)]!;
      const limit = teamPoison(table) ? TEAM_POISON_LOSS : POISON_LOSS;
      const left = limit - now;
      out.push(
        !teamPoison(table) && table.sharedLife
          ? yes(
              `${P}'s poison counters are ${P}'s own, not the team's: ${P} has ${now}${left > 0 ? `; ${left} more and ${P}, and with them the team, loses` : ''}.`,
              '810.5',
            )
          : teamPoison(table)
            ? yes(
                `${P}'s poison counters count for the team: ${team} heads have ${now} between them${left > 0 ? `, ${left} short of the fifteen that make a team lose` : ''}.`,
                '810.8d',
              )
            : yes(
                `${P} now has ${counters(now)}${left > 0 ? `; ${left} more and ${P} loses` : ''}.`,
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
