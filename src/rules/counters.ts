// Counters as data. A counter is a number each player (or each team with shared life, 810.9)
// keeps: life, poison, commander damage and any other a table tracks. Its spec says where it is
// kept, what it starts at, its floor, the state-based loss it causes and at what amount, its rule,
// and how an amount reads. The engine starts, changes and checks every counter from these specs; a
// new counter is a new entry here (or `defineCounter`) plus its words, and the `counter` event
// carries it.
import { poolCount, poolOf, startingLives, teamPoison } from './life';
import type { Departure } from './terms';
import type { Table } from './table';
import { specRegistry } from './specRegistry';
import type { Badge } from './faces';
import { words, type Words } from './words';
import { commanderCause, lifeCause, poisonCause } from './counterCauses';

/**
 * How a counter shows beyond its history lines (its words a message the page translates, or a
 * house rule's own English). `seat`: a row in the marks panel and its amount
 * on the seat once it is not none; `held`: kept once gained, shown as a badge and given by its
 * own event (the city's blessing); `table`: one amount for the table, shown in the chart's
 * middle. Without a face, each player's counter shows as `seat` does under its id (energy, a
 * table's own); life, poison and commander damage have places of their own. A held counter's
 * label is its words.
 */
export type CounterFace =
  | {
      show: 'seat';
      /** Its name on its own when not its id: "commander casts". */
      label?: Words | string;
      /**
       * What the seat shows instead of the amount: `each` times it, named short and in words
       * (the commander casts show the tax they make, 903.8: "tax 4", "commander tax 4"); the
       * marks panel notes it beside the row ("tax {4} (903.8)").
       */
      shownAs?: { short: Words | string; words: Words | string; each: number };
    }
  | { show: 'held'; badge: Badge }
  | {
      show: 'table';
      /** Its row's label in the marks panel: "Storm count (the table's)". */
      label: Words | string;
      /** How the chart's middle names it before the amount: "Storm". */
      short: Words | string;
    };

export interface CounterSpec {
  id: string;
  /** The rule that says what the counter is (119 life, 122 counters). */
  rule: string;
  /**
   * Where it is kept: `pool`, the player's own or, with shared life, their team's (810.9, 810.8d);
   * `player`, every player's own even when life is shared; `table`, one amount for the whole
   * table (the storm count); `source`, every player's own from each source apart (a commander's
   * damage, 903.10a), counted from 0 and kept only once there is some.
   */
  scope: 'pool' | 'player' | 'table' | 'source';
  /** A `pool` counter: whether a team with shared life keeps it as one (absent: it does). */
  byTeam?: (table: Table) => boolean;
  /** Each holder's starting amount (`source` counters start at 0 and keep no list). */
  start(table: Table): number[];
  /** The least it can be (a counter can't go below none, 122.1); absent: no floor (life, 107.1b). */
  floor?: number;
  /** The state-based loss it causes (704.5), checked after every change. */
  loss?: {
    reached(amount: number, table: Table): boolean;
    rule(table: Table): string;
    /**
     * The cause line of the departure; `team` is the team's name when the team's pool caused it,
     * `source` the source's words ("Ana's commander") for a `source` counter.
     */
    cause(amount: number, team: string | null, source?: Words | string): Words | string;
  };
  /** How an amount reads in the history and the why: one, many (English; `amount` as a message). */
  words: readonly [string, string];
  /** An amount as a message the page translates ("3 energy counters"); absent: `words`. */
  amount?: (n: number) => Words;
  /** Its name on its own as a message ("energy", "city's blessing"); absent: its id. */
  name?: Words;
  /** The history line of a change, where "gets n words" would read wrong. */
  say?: (player: string, amount: number) => Words;
  /** Counts one turn only: back to its start when a turn begins (the storm count, 702.40a). */
  perTurn?: boolean;
  /** Recorded by its own event, never the `counter` one (the city's blessing, 702.131c). */
  ownEvent?: string;
  /** A `source` counter: how its source reads ("Ana's commander", "Ana's second commander"). */
  sourceWords?(table: Table, source: Source): Words;
  /** How it shows in the chart, the marks panel and the players table (see CounterFace). */
  face?: CounterFace;
}

/** Where a `source` counter's amount came from: a player and which of their objects (1 or 2). */
export interface Source {
  from: number;
  which: 1 | 2;
}

/** 704.5c: poison counters that make a player lose; 810.8d: a Two-Headed Giant team's. */
export const POISON_LOSS = 10;
export const TEAM_POISON_LOSS = 15;

const zeros = (table: Table, spec: Pick<CounterSpec, 'scope' | 'byTeam'>) =>
  new Array<number>(holders(table, spec)).fill(0);

export const LIFE: CounterSpec = {
  id: 'life',
  rule: '119',
  scope: 'pool',
  start: startingLives,
  loss: {
    // 704.5a; 810.8c: a team's shared total.
    reached: (amount) => amount <= 0,
    rule: (table) => (table.sharedLife ? '810.8c' : '704.5a'),
    cause: lifeCause,
  },
  words: ['life', 'life'],
};

export const POISON: CounterSpec = {
  id: 'poison',
  rule: '122.1',
  scope: 'pool',
  // 810.8d: a team's one count; the 2005 and 2011 rules share only life (606.5, 810.5).
  byTeam: teamPoison,
  start: (table) => zeros(table, POISON),
  floor: 0,
  loss: {
    reached: (amount, table) => amount >= (teamPoison(table) ? TEAM_POISON_LOSS : POISON_LOSS),
    rule: (table) => (teamPoison(table) ? '810.8d' : '704.5c'),
    cause: poisonCause,
  },
  words: ['poison counter', 'poison counters'],
};

/** 903.10a: the combat damage from one commander that makes a player lose. */
export const COMMANDER_DAMAGE_LOSS = 21;

export const COMMANDER_DAMAGE: CounterSpec = {
  id: 'commanderDamage',
  rule: '903.10a',
  scope: 'source',
  start: () => [],
  loss: {
    // 903.10a; never in Brawl (903.12h), which keeps the count but has no such loss.
    reached: (amount, table) => table.format === 'commander' && amount >= COMMANDER_DAMAGE_LOSS,
    rule: () => '903.10a',
    cause: commanderCause,
  },
  words: ['combat damage', 'combat damage'],
  sourceWords: (table, source) => commanderWords(table, source),
};

/** A commander as the whys name it: "Ana's commander", "Ana's second commander" (903.10a). */
export function commanderWords(table: Table, { from, which }: Source): Words {
  return words(
    /*i18n*/ {
      id: 'counter.commander.source',
      message: "{which, select, second {{player}'s second commander} other {{player}'s commander}}",
    },
    { which: which === 2 ? 'second' : 'first', player: table.players[from]!.name },
  );
}

/**
 * A counter each player keeps on their own, from none (122.1), with no loss of its own (with no
 * face of its own, shown on the seat and in the marks panel by its id).
 */
const playerCounter = (
  id: string,
  one: string,
  many: string,
  rule = '122.1',
  text?: Pick<CounterSpec, 'amount' | 'name'>,
): CounterSpec => ({
  id,
  rule,
  scope: 'player',
  start: (table) => zeros(table, { scope: 'player' }),
  floor: 0,
  words: [one, many],
  ...text,
});

export const ENERGY = playerCounter('energy', 'energy counter', 'energy counters', '122.1', {
  name: words(/*i18n*/ { id: 'counter.energy', message: 'energy' }),
  amount: (n) =>
    words(
      /*i18n*/ {
        id: 'counter.energy.amount',
        message: '{n, plural, one {# energy counter} other {# energy counters}}',
      },
      { n },
    ),
});
export const EXPERIENCE = playerCounter(
  'experience',
  'experience counter',
  'experience counters',
  '122.1',
  {
    name: words(/*i18n*/ { id: 'counter.experience', message: 'experience' }),
    amount: (n) =>
      words(
        /*i18n*/ {
          id: 'counter.experience.amount',
          message: '{n, plural, one {# experience counter} other {# experience counters}}',
        },
        { n },
      ),
  },
);
export const RAD = playerCounter('rad', 'rad counter', 'rad counters', '122.1', {
  name: words(/*i18n*/ { id: 'counter.rad', message: 'rad' }),
  amount: (n) =>
    words(
      /*i18n*/ {
        id: 'counter.rad.amount',
        message: '{n, plural, one {# rad counter} other {# rad counters}}',
      },
      { n },
    ),
});

/** 903.8: a commander cast from the command zone costs {2} more for each earlier such cast. */
export const COMMANDER_CASTS: CounterSpec = {
  ...playerCounter(
    'commanderCasts',
    'cast from the command zone',
    'casts from the command zone',
    '903.8',
    {
      amount: (n) =>
        words(
          /*i18n*/ {
            id: 'counter.commanderCasts.amount',
            message:
              '{n, plural, one {# cast from the command zone} other {# casts from the command zone}}',
          },
          { n },
        ),
    },
  ),
  face: {
    show: 'seat',
    label: words(/*i18n*/ { id: 'counter.commanderCasts', message: 'commander casts' }),
    shownAs: {
      short: words(/*i18n*/ { id: 'counter.commanderTax.short', message: 'tax' }),
      words: words(/*i18n*/ { id: 'counter.commanderTax', message: 'commander tax' }),
      each: 2,
    },
  },
  say: (player, n) =>
    n >= 0
      ? words(
          /*i18n*/ {
            id: 'event.counter.commanderCast',
            message:
              '{player} casts their commander from the command zone{n, plural, =1 {} other { # times}}',
          },
          { player, n },
        )
      : words(
          /*i18n*/ {
            id: 'event.counter.commanderCasts.less',
            message: '{player}: {n} commander casts',
          },
          { player, n },
        ),
};

/** The commander tax: {2} for each earlier cast from the command zone (903.8). */
export const commanderTax = (casts: number) => 2 * casts;

/** 702.40a: the storm count, the spells cast this turn by every player; a new turn starts it over. */
export const STORM: CounterSpec = {
  id: 'storm',
  rule: '702.40a',
  scope: 'table',
  start: () => [0],
  floor: 0,
  perTurn: true,
  words: ['spell cast this turn', 'spells cast this turn'],
  amount: (n) =>
    words(
      /*i18n*/ {
        id: 'counter.storm.amount',
        message: '{n, plural, one {# spell cast this turn} other {# spells cast this turn}}',
      },
      { n },
    ),
  face: {
    show: 'table',
    label: words(/*i18n*/ { id: 'counter.storm.label', message: "Storm count (the table's)" }),
    short: words(/*i18n*/ { id: 'counter.storm', message: 'Storm' }),
  },
  say: (player, n) =>
    words(
      /*i18n*/ { id: 'event.counter.storm', message: '{player}: storm count {n}' },
      {
        player,
        n: `${n > 0 ? '+' : ''}${n}`,
      },
    ),
};

/** 702.131c: the city's blessing, 1 once a player has it; they keep it for the rest of the game. */
export const CITYS_BLESSING: CounterSpec = {
  ...playerCounter('cityBlessing', "city's blessing", "city's blessing", '702.131c', {
    name: words(/*i18n*/ { id: 'counter.cityBlessing', message: "city's blessing" }),
  }),
  ownEvent: 'cityBlessing',
  face: { show: 'held', badge: { shape: 'star', spot: 'bottom-left' } },
};

const registry = specRegistry<CounterSpec>('counter', [
  LIFE,
  POISON,
  COMMANDER_DAMAGE,
  ENERGY,
  EXPERIENCE,
  RAD,
  COMMANDER_CASTS,
  STORM,
  CITYS_BLESSING,
]);

/** Every counter, in the order losses are checked (life first: 704.5a, 704.5c). */
export const counterSpecs = registry.list;
export const counterSpec = registry.get;
/**
 * Adds a counter to the engine (energy, experience, a house rule's). Tables started after it
 * keep it; returns a function that takes it away again (for tests).
 */
export const defineCounter = registry.define;

/** A counter a table names for itself ("charge", "Lore"): each player's, from none (122.1). */
export function customCounter(name: unknown): CounterSpec | undefined {
  if (typeof name !== 'string' || !/^[\p{L}\p{N}][\p{L}\p{N} '’-]{0,23}$/u.test(name)) return;
  return playerCounter(name, `${name} counter`, `${name} counters`, '122.1', {
    amount: (n) => customAmount(name, n),
  });
}

/** An amount of a counter the table names for itself: "3 charge counters". */
export const customAmount = (name: string, n: number) =>
  words(
    /*i18n*/ {
      id: 'counter.custom.amount',
      message: '{n, plural, one {# {name} counter} other {# {name} counters}}',
    },
    { n, name },
  );

/** An amount of any counter as a message ("3 energy counters"): its own, else its English words. */
export function amountWords(spec: CounterSpec, n: number): Words | string {
  return spec.amount?.(n) ?? `${n} ${n === 1 ? spec.words[0] : spec.words[1]}`;
}

type Where = Pick<CounterSpec, 'scope' | 'byTeam'>;

/** Whether a team keeps the counter as one amount (810.9; poison as its edition has it). */
const teamHeld = (table: Table, spec: Where) =>
  spec.scope === 'pool' && table.sharedLife && (spec.byTeam?.(table) ?? true);

/** How many amounts a counter keeps at a table. */
export function holders(table: Table, spec: Where): number {
  return spec.scope === 'pool'
    ? teamHeld(table, spec)
      ? poolCount(table)
      : table.players.length
    : spec.scope === 'table'
      ? 1
      : table.players.length;
}

/** Where a seat's amount of a counter is kept. */
export function holderOf(table: Table, spec: Where, seat: number): number {
  return teamHeld(table, spec) ? poolOf(table, seat) : spec.scope === 'table' ? 0 : seat;
}

export type Counters = Readonly<Record<string, readonly number[]>>;
/** The `source` counters' amounts by counter id, then by `sourceKey`: only those above 0. */
export type Sourced = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** Where a holder's amount from one source is kept: victim › source seat . which. */
export const sourceKey = (holder: number, { from, which }: Source) => `${holder}>${from}.${which}`;

export function parseSourceKey(key: string): Source & { holder: number } {
  const m = /^(\d+)>(\d+)\.([12])$/.exec(key)!;
  return { holder: Number(m[1]), from: Number(m[2]), which: Number(m[3]) as 1 | 2 };
}

/** A `source` counter's amounts, each with its holder and source, in the order first counted. */
export function sourcedAmounts(sourced: Sourced, id: string) {
  return Object.entries(sourced[id] ?? {}).map(([key, amount]) => ({
    ...parseSourceKey(key),
    amount,
  }));
}

/** Every counter's starting amounts (a `source` counter has none until one is counted). */
export function startingCounters(table: Table): Counters {
  const out: Record<string, readonly number[]> = {};
  for (const spec of registry.list()) if (spec.scope !== 'source') out[spec.id] = spec.start(table);
  return out;
}

/** The counters of one turn back at their start (a turn began); `counters` itself if none changed. */
export function turnCountersReset(table: Table, counters: Counters): Counters {
  let out: Record<string, readonly number[]> | null = null;
  for (const spec of registry.list()) {
    if (!spec.perTurn || !counters[spec.id]?.some((n) => n !== 0)) continue;
    out ??= { ...counters };
    out[spec.id] = spec.start(table);
  }
  return out ?? counters;
}

/** A seat's amount of a counter (0 for a counter the table was started without). */
export function amountOf(table: Table, counters: Counters, id: string, seat: number): number {
  const spec = registry.get(id);
  return spec ? (counters[id]?.[holderOf(table, spec, seat)] ?? 0) : 0;
}

/**
 * The state-based losses (704.3: checked together, so players reaching a loss at once leave at
 * once): each counter's own, in the specs' order — life 0 or less (704.5a, 810.8c), ten poison
 * counters (704.5c; a 2HG team's fifteen, 810.8d), 21 combat damage from one commander (903.10a;
 * never in Brawl, 903.12h), and any a table adds. Each loser gets the first reason that applies.
 */
export function stateBasedLosses(
  table: Table,
  inGame: readonly boolean[],
  state: { readonly counters: Counters; readonly sourced: Sourced },
): Map<number, Departure> {
  const out = new Map<number, Departure>();
  const teamOf = (s: number) => table.sides[table.players[s]!.side]!.name;
  const specs = registry.list().filter((c) => c.loss);
  // Players in seat order, each with the first of their counters that reached its loss…
  for (const p of table.players) {
    if (!inGame[p.seat]) continue;
    for (const spec of specs) {
      if (spec.scope === 'source') continue;
      const amount = state.counters[spec.id]?.[holderOf(table, spec, p.seat)];
      if (amount === undefined || !spec.loss!.reached(amount, table)) continue;
      const team = teamHeld(table, spec) ? teamOf(p.seat) : null;
      out.set(p.seat, {
        how: 'lost',
        rule: spec.loss!.rule(table),
        cause: spec.loss!.cause(amount, team),
      });
      break;
    }
  }
  // …then the amounts counted per source, in the order they were first counted.
  for (const spec of specs) {
    if (spec.scope !== 'source') continue;
    for (const d of sourcedAmounts(state.sourced, spec.id)) {
      if (!inGame[d.holder] || out.has(d.holder) || !spec.loss!.reached(d.amount, table)) continue;
      const source = spec.sourceWords?.(table, d) ?? table.players[d.from]!.name;
      out.set(d.holder, {
        how: 'lost',
        rule: spec.loss!.rule(table),
        cause: spec.loss!.cause(d.amount, null, source),
      });
    }
  }
  return out;
}
