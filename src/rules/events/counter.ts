// Any other counter a player keeps (counters.ts): energy, experience, rad, commander casts, a
// table's own. Not needed to show a table that has none: loaded with the other extended events
// (all.ts).
import { counterSpec, customCounter, holderOf } from '../counters';
import { checkAmount } from '../life';
import { change, plural } from './life';
import { no, ok, present, wholeNumber, type EventSpec } from './spec';

/** A counter by its id (counters.ts), or a name of the table's own (a custom counter, 122.1). */
const counterNamed = (id: string) => counterSpec(id) ?? customCounter(id);

/** Any counter by its id (counters.ts): energy, experience, a house rule's, the table's own. */
/** Any other counter the table keeps (counters.ts), by its id: given (positive) or removed. */
export type CounterEvent = { type: 'counter'; player: string; counter: string; amount: number };

export const counter: EventSpec<CounterEvent> = {
  type: 'counter',
  group: 'life',
  fields: (v) => ({
    counter: v.string('"counter" must name a counter.'),
    amount: wholeNumber(v, 'amount'),
  }),
  apply(game, event) {
    const spec = counterNamed(event.counter);
    if (!spec)
      return no(
        `"${String(event.counter)}" is no counter name (up to 24 letters or digits).`,
        '122.1',
      );
    if (spec.ownEvent)
      return no(`The ${spec.words[0]} has its own event, ${spec.ownEvent}.`, spec.rule);
    // A counter kept per source has an event of its own that names the source.
    if (spec.scope === 'source')
      return no(`The ${spec.words[0]} has its own event, which names its source.`, spec.rule);
    const r = present(game, event, event.player);
    if (!r.ok) return r;
    const name = game.table.players[r.value]!.name;
    const bad = checkAmount(event.amount, `number of ${spec.words[1]}`, { negative: true });
    if (bad) return no(`${name}: ${bad.message}`, bad.rule);
    return ok(change(game, spec, holderOf(game.table, spec, r.value), event.amount));
  },
  describe(e) {
    const spec = counterNamed(e.counter);
    if (spec?.say) return spec.say(e.player, e.amount);
    const [one, many] = spec?.words ?? [`${e.counter} counter`, `${e.counter} counters`];
    return e.amount >= 0
      ? `${e.player} gets ${plural(e.amount, one, many)}`
      : `${e.player} loses ${plural(-e.amount, one, many)}`;
  },
  link: {
    since: 5,
    tagged: true,
    forms: [{ code: 10 }],
    tail: [
      { key: 'counter', as: 'text' },
      { key: 'amount', as: 'number' },
    ],
  },
};
