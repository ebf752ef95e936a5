// Any other counter a player keeps (counters.ts): energy, experience, rad, commander casts, a
// table's own. Not needed to show a table that has none: loaded with the other extended events
// (all.ts).
import { amountWords, counterSpec, customAmount, customCounter, holderOf } from '../counters';
import { checkAmount } from '../life';
import { words } from '../words';
import { change, refusedFor } from './life';
import { no, ok, present, wholeNumber, type EventSpec } from './spec';
import { fieldMessage } from './fieldWords';

/** A counter by its id (counters.ts), or a name of the table's own (a custom counter, 122.1). */
const counterNamed = (id: string) => counterSpec(id) ?? customCounter(id);

/** Any counter by its id (counters.ts): energy, experience, a house rule's, the table's own. */
/** Any other counter the table keeps (counters.ts), by its id: given (positive) or removed. */
export type CounterEvent = { type: 'counter'; player: string; counter: string; amount: number };

export const counter: EventSpec<CounterEvent> = {
  type: 'counter',
  group: 'life',
  fields: (v) => ({
    counter: v.string(
      fieldMessage(
        words(/*i18n*/ { id: 'file.event.counter', message: '"counter" must name a counter.' }),
      ),
    ),
    amount: wholeNumber(v, 'amount'),
  }),
  apply(game, event) {
    const spec = counterNamed(event.counter);
    if (!spec)
      return no(
        words(
          /*i18n*/ {
            id: 'event.counter.badName',
            message: '"{counter}" is no counter name (up to 24 letters or digits).',
          },
          { counter: String(event.counter) },
        ),
        '122.1',
      );
    // The city's blessing and commander damage: the English names the counter as the spec words
    // it (a house rule's too), each in a message of its own where we know it.
    const what = spec.name ?? spec.words[0];
    if (spec.ownEvent)
      return no(
        words(
          /*i18n*/ {
            id: 'event.counter.ownEvent',
            message: 'The {counter} has its own event, {event}.',
          },
          { counter: what, event: spec.ownEvent },
        ),
        spec.rule,
      );
    // A counter kept per source has an event of its own that names the source.
    if (spec.scope === 'source')
      return no(
        words(
          /*i18n*/ {
            id: 'event.counter.sourced',
            message: 'The {counter} has its own event, which names its source.',
          },
          { counter: what },
        ),
        spec.rule,
      );
    const r = present(game, event, event.player);
    if (!r.ok) return r;
    const name = game.table.players[r.value]!.name;
    const bad = checkAmount(
      event.amount,
      spec.name
        ? words(
            /*i18n*/ { id: 'life.what.counter', message: 'The number of {counter} counters' },
            { counter: spec.name },
          )
        : `The number of ${spec.words[1]}`,
      { negative: true },
    );
    if (bad) return no(refusedFor(name, bad), bad.rule);
    return ok(change(game, spec, holderOf(game.table, spec, r.value), event.amount));
  },
  describe(e) {
    const spec = counterNamed(e.counter);
    if (spec?.say) return spec.say(e.player, e.amount);
    const n = Math.abs(e.amount);
    const what = spec ? amountWords(spec, n) : customAmount(e.counter, n);
    return e.amount >= 0
      ? words(
          /*i18n*/ { id: 'event.counter.get', message: '{player} gets {what}' },
          {
            player: e.player,
            what,
          },
        )
      : words(
          /*i18n*/ { id: 'event.counter.lose', message: '{player} loses {what}' },
          {
            player: e.player,
            what,
          },
        );
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
