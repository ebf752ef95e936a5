// The table's own designations beside the one-holder ones (designations.ts): the city's blessing,
// each player's to keep (702.131c), and day and night, the whole game's (726).
import { CITYS_BLESSING } from '../counters';
import { withGame } from '../state';
import { words } from '../words';
import { no, ok, present, type EventSpec } from './spec';
import { fieldMessage } from './fieldWords';

/** 702.131c: the player gets the city's blessing, and keeps it for the rest of the game. */
export type CityBlessingEvent = { type: 'cityBlessing'; player: string };

export const cityBlessing: EventSpec<CityBlessingEvent> = {
  type: 'cityBlessing',
  group: 'designations',
  fields: () => ({}),
  apply(game, event) {
    const r = present(game, event, event.player);
    if (!r.ok) return r;
    const now = game.counters[CITYS_BLESSING.id] ?? CITYS_BLESSING.start(game.table);
    // 702.131c: once a player has it, they keep it; getting it again changes nothing.
    if (now[r.value]) return ok(game);
    const out = now.slice();
    out[r.value] = 1;
    return ok(withGame(game, { counters: { ...game.counters, [CITYS_BLESSING.id]: out } }));
  },
  describe: (e) =>
    words(
      /*i18n*/ { id: 'event.blessing.get', message: "{player} gets the city's blessing" },
      { player: e.player },
    ),
  link: { since: 6, tagged: true, forms: [{ code: 12 }] },
};

/** 726: it becomes day or night (a game-wide designation). */
export type DayNightEvent = { type: 'dayNight'; to: 'day' | 'night'; player?: string };

export const dayNight: EventSpec<DayNightEvent> = {
  type: 'dayNight',
  group: 'designations',
  fields: (v) => ({
    to: v.picklist(
      ['day', 'night'],
      fieldMessage(
        words(
          /*i18n*/ { id: 'file.event.dayNight', message: '"to" must be "day" or "night" (726).' },
        ),
      ),
    ),
  }),
  // The whole game's (726.1): whoever says so, it is day or night for everyone.
  apply: (game, event) =>
    event.to === 'day' || event.to === 'night'
      ? ok(withGame(game, { dayNight: event.to }))
      : no(
          words(
            /*i18n*/ {
              id: 'event.designation.dayNight.bad',
              message: 'It becomes "day" or "night".',
            },
          ),
          '726.1',
        ),
  describe: (e) =>
    words(
      /*i18n*/ {
        id: 'event.designation.dayNight',
        message: '{to, select, day {it becomes day} other {it becomes night}}',
      },
      { to: e.to },
    ),
  link: {
    since: 6,
    tagged: true,
    forms: [
      { code: 13, fixed: { to: 'day' } },
      { code: 14, fixed: { to: 'night' } },
    ],
  },
};
