// Handing over a designation (designations.ts): the monarch, the initiative, a house rule's.
import { designationSpec, verbsOf } from '../designations';
// The monarch and the initiative, added as this event's code loads.
import '../designationKinds';
import { withGame } from '../state';
import { words } from '../words';
import { no, ok, present, type EventSpec } from './spec';
import { fieldMessage } from './fieldWords';

/** A designation (designations.ts) passes to `player`, or to nobody without one. */
export type DesignateEvent = { type: 'designate'; designation: string; player?: string };

export const designate: EventSpec<DesignateEvent> = {
  type: 'designate',
  group: 'designations',
  fields: (v) => ({
    designation: v.string(
      fieldMessage(
        words(
          /*i18n*/ {
            id: 'file.event.designation',
            message: '"designation" must name a designation.',
          },
        ),
      ),
    ),
  }),
  apply(game, event) {
    const spec = designationSpec(event.designation);
    if (!spec)
      return no(
        words(
          /*i18n*/ {
            id: 'event.designation.unknown',
            message: 'This app keeps no designation called "{designation}".',
          },
          { designation: String(event.designation) },
        ),
      );
    let holder: number | null = null;
    if (event.player !== undefined) {
      const r = present(game, event, event.player);
      if (!r.ok) return r;
      holder = r.value;
    }
    return ok(withGame(game, { designations: { ...game.designations, [spec.id]: holder } }));
  },
  describe(e) {
    const spec = designationSpec(e.designation);
    if (spec?.text) return e.player ? spec.text.take(e.player) : spec.text.none;
    // A house rule's designation: its own English.
    const named = spec?.words ?? e.designation;
    const [take, hold] = verbsOf(spec);
    return e.player ? `${e.player} ${take} ${named}` : `nobody ${hold} ${named} any more`;
  },
  link: {
    since: 5,
    tagged: true,
    forms: [{ code: 11 }],
    tail: [{ key: 'designation', as: 'text' }],
  },
};
