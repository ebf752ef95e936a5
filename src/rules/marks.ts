// What a seat holds besides life and poison: its designations (the monarch, the initiative, the
// city's blessing) and its other counters (energy, experience, rad, commander casts, the table's
// own), and the table's day or night and storm count. The chart, the seat's panel and the command
// line read them here.
import {
  commanderTax,
  counterSpec,
  counterSpecs,
  customCounter,
  holderOf,
  type CounterFace,
} from './counters';
import { designationSpecs, verbsOf, type Badge } from './designations';
import type { Game } from './state';
import { english, words, type Words } from './words';

/**
 * What of a game its marks are read from: an End turn keeps each of these as it was, so a chart
 * can keep its marks (useChartMarks).
 */
export type MarkedGame = Pick<Game, 'table' | 'counters' | 'designations' | 'dayNight'>;

/** A mark's words: a message the page translates, or a house rule's own English. */
type Said = Words | string;

/** A counter's face, if it has one of its own. */
const faceOf = (id: string): CounterFace | undefined => counterSpec(id)?.face;

/** What the chart, the marks panel and the players table show of a mark a seat can hold. */
export interface MarkFace {
  /** Its name on its own: "monarch", "city's blessing". */
  label: Said;
  /** How a seat holding it reads, after the player's name: "the monarch", "has the initiative". */
  holding: Said;
  badge: Badge;
}

/** A mark a seat can hold, with its face: a designation or a counter kept once gained. */
export interface HeldMark {
  id: string;
  /** Kept as a designation (one holder) or as a counter of 0 or 1 (kept once gained). */
  kind: 'designation' | 'counter';
  face: MarkFace;
  /** A counter given by its own event (the city's blessing); absent: the `designate` event. */
  ownEvent?: string;
  /** The marks panel's words with the player's name, to give it and once it is held. */
  give: (player: string) => Said;
  kept: (player: string) => Said;
}

/**
 * Every mark a seat can hold, designations first, each face made from its spec's words: "Ana
 * becomes the monarch", "Ana is the monarch"; "Ana gets the city's blessing", and once held, "Ana
 * has the city's blessing (kept, 702.131c)" (a counter kept once gained cannot be taken back).
 */
export function heldMarks(): readonly HeldMark[] {
  // Made once for the specs there are (each seat of a chart asks, at every move): made again only
  // when a designation or counter is added or taken away.
  const d = designationSpecs();
  const c = counterSpecs();
  if (made?.d !== d || made.c !== c) made = { d, c, marks: makeHeldMarks(d, c) };
  return made.marks;
}
let made: {
  d: ReturnType<typeof designationSpecs>;
  c: ReturnType<typeof counterSpecs>;
  marks: readonly HeldMark[];
} | null = null;

function makeHeldMarks(
  specs: ReturnType<typeof designationSpecs>,
  counted: ReturnType<typeof counterSpecs>,
): readonly HeldMark[] {
  const designations = specs.map((d): HeldMark => {
    const [take, hold] = verbsOf(d);
    const label = d.words.replace(/^the /, '');
    const { text } = d;
    return {
      id: d.id,
      kind: 'designation',
      face: {
        label: text?.label ?? label,
        holding: text?.holding ?? (d.verbs ? `${hold} ${d.words}` : d.words),
        badge: d.badge,
      },
      give: (player) => text?.take(player) ?? `${player} ${take} ${d.words}`,
      kept: (player) => text?.held(player) ?? `${player} ${hold} ${d.words}`,
    };
  });
  const counters = counted.flatMap((c): HeldMark[] => {
    if (c.face?.show !== 'held') return [];
    const label = c.name ?? c.words[0];
    return [
      {
        id: c.id,
        kind: 'counter',
        face: {
          label,
          holding: words(
            /*i18n*/ { id: 'mark.held.holding', message: 'has the {label}' },
            {
              label,
            },
          ),
          badge: c.face.badge,
        },
        ownEvent: c.ownEvent,
        give: (player) =>
          words(
            /*i18n*/ { id: 'mark.held.give', message: '{player} gets the {label}' },
            {
              player,
              label,
            },
          ),
        kept: (player) =>
          words(
            /*i18n*/ { id: 'mark.held.kept', message: '{player} has the {label} (kept, {rule})' },
            { player, label, rule: c.rule },
          ),
      },
    ];
  });
  return [...designations, ...counters];
}

/** The counters kept for each seat and shown there, in spec order (see onSeat). */
export const seatCounters = () =>
  counterSpecs().filter((c) => c.scope === 'player' && (c.face?.show ?? 'seat') === 'seat');

/** The counters kept once for the whole table (the storm count). */
export const tableCounters = () =>
  counterSpecs().filter(
    (c): c is typeof c & { face: Extract<CounterFace, { show: 'table' }> } =>
      c.face?.show === 'table',
  );

/** The marks panel's note beside a table-wide counter: "this turn (702.40a)". */
export const tableNote = (c: { rule: string; perTurn?: boolean }): Said =>
  c.perTurn
    ? words(
        /*i18n*/ { id: 'mark.table.thisTurn', message: 'this turn ({rule})' },
        {
          rule: c.rule,
        },
      )
    : `(${c.rule})`;

/** The marks a seat holds, by id, designations first, in the order the engine keeps them. */
export function designationsOf(game: MarkedGame, seat: number): string[] {
  return heldMarks()
    .filter((m) =>
      m.kind === 'designation' ? game.designations[m.id] === seat : !!game.counters[m.id]?.[seat],
    )
    .map((m) => m.id);
}

/**
 * Whether a counter shows its amount on the seat: a `seat` face, or each player's with no face
 * (energy, a table's own counter).
 */
const onSeat = (id: string) => {
  const spec = counterSpec(id) ?? customCounter(id);
  return !!spec && (spec.face ? spec.face.show === 'seat' : spec.scope === 'player');
};

/**
 * A seat's counters shown on the seat that are not at none, by id: those with a `seat` face, the
 * table's own counters, and each player's counters with no face of their own.
 */
export function countersOf(game: MarkedGame, seat: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, amounts] of Object.entries(game.counters)) {
    if (!onSeat(id)) continue;
    const spec = counterSpec(id);
    const amount = amounts[spec ? holderOf(game.table, spec, seat) : seat] ?? 0;
    if (amount !== 0) out[id] = amount;
  }
  return out;
}

/** How a counter id reads on its own: "energy", "commander casts", a table's own by its name. */
export function counterLabel(id: string): Said {
  const face = faceOf(id);
  return (face?.show === 'seat' ? face.label : undefined) ?? counterSpec(id)?.name ?? id;
}

/** What a seat shows of a counter instead of its amount, if not the amount (the tax, 903.8). */
const shownAs = (id: string) => {
  const face = faceOf(id);
  return face?.show === 'seat' ? face.shownAs : undefined;
};

/** The marks panel's note beside a seat counter's row: "tax {4} (903.8)"; none for most. */
export function counterNote(id: string, amount: number): Said | undefined {
  const as = shownAs(id);
  return (
    as &&
    words(
      /*i18n*/ { id: 'mark.counter.note', message: '{short} {cost} ({rule})' },
      {
        short: as.short,
        cost: `{${as.each * amount}}`,
        rule: counterSpec(id)!.rule,
      },
    )
  );
}

/** A table-wide counter's amount (one for the whole table). */
export const tableAmount = (game: Pick<Game, 'counters'>, id: string) => game.counters[id]?.[0] ?? 0;

/** The seat's commander tax (903.8): {2} for each earlier cast from the command zone. */
export const taxOf = (game: Game, seat: number) =>
  commanderTax(game.counters.commanderCasts?.[seat] ?? 0);

/** A counter and its amount, as a seat or the table shows it: "energy 3", "storm 2". */
const counted = (label: Said, n: number) =>
  words(/*i18n*/ { id: 'mark.counted', message: '{label} {n}' }, { label, n });

/** What the chart shows of a seat's marks: the ids it holds, a short counter line, and words. */
export interface SeatMarks {
  /** The marks held, by id, space-separated ("monarch cityBlessing"); '' for none. */
  held: string;
  /** The seat's counters, short ("energy 3 · tax 4"); '' for none. */
  counts: string;
  /** The same in words for the seat's accessible name. */
  words: string;
}

/**
 * Every seat's marks, and the table's day or night and table-wide counters in words: in English,
 * or worded by `say` (the page's, in the language shown).
 */
export function chartMarks(
  game: MarkedGame,
  say: (w: Said) => string = english,
): { seats: SeatMarks[]; note: string } {
  const marks = new Map(heldMarks().map((m) => [m.id, m]));
  const seats = game.table.players.map((p) => {
    const held = designationsOf(game, p.seat);
    const counts: string[] = [];
    const said = held.map((id) => {
      const holding = marks.get(id)?.face.holding;
      return holding ? say(holding) : id;
    });
    // Counters shown as what they make (the tax) come after those shown as they are.
    const shown = Object.entries(countersOf(game, p.seat)).sort(
      ([a], [b]) => Number(!!shownAs(a)) - Number(!!shownAs(b)),
    );
    for (const [id, n] of shown) {
      const as = shownAs(id);
      const amount = as ? as.each * n : n;
      counts.push(say(counted(as?.short ?? counterLabel(id), amount)));
      said.push(say(counted(as ? as.words : counterLabel(id), amount)));
    }
    // The facts listed as the language lists them ("monarch, energy 3" in English).
    const listed = words(
      /*i18n*/ {
        id: 'mark.seat.all',
        message: '{marks}',
        comment: 'A seat’s designations and counters, listed: "monarch, energy 3".',
      },
      { marks: { list: said, narrow: true } },
    );
    return {
      held: held.join(' '),
      counts: counts.join(' · '),
      words: said.length ? say(listed) : '',
    };
  });
  const note = [
    game.dayNight === 'day'
      ? say(words(/*i18n*/ { id: 'mark.day', message: '☀ Day' }))
      : game.dayNight === 'night'
        ? say(words(/*i18n*/ { id: 'mark.night', message: '☾ Night' }))
        : '',
    ...tableCounters().map((c) => {
      const n = tableAmount(game, c.id);
      return n ? say(counted(c.face.short, n)) : '';
    }),
  ]
    .filter(Boolean)
    .join(' · ');
  return { seats, note };
}
