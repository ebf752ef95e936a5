// The seat sheet's markers: every designation (the monarch, 724; the initiative, 725) and every
// counter kept once gained (the city's blessing, 702.131c), from the registries (rules/marks.ts
// heldMarks), so a new one shows here with no change. One tap gives it to the seat's player; a
// designation shows who holds it now. Undo takes a gift back (the store's undo).
import { useLingui } from '@lingui/react/macro';
import MarkBadges from '../../../chart/MarkBadges';
import type { Game } from '../../../rules';
import { designationsOf, heldMarks } from '../../../rules/marks';
import { useGameStore } from '../../../store/gameStore';
import { say } from '../../../i18n/say';
import { giveEvent } from './markEvents';

export function MarksTab({ game, seat, side }: { game: Game; seat: number; side: boolean }) {
  const { t } = useLingui();
  const store = useGameStore();
  const player = game.table.players[seat]!.name;
  const held = designationsOf(game, seat);
  return (
    <div className={`grid gap-2 ${side ? 'grid-cols-3' : 'grid-cols-1'}`}>
      {heldMarks().map((mark) => {
        const has = held.includes(mark.id);
        const holder = mark.kind === 'designation' ? game.designations[mark.id] : null;
        const elsewhere =
          holder !== null && holder !== undefined && holder !== seat
            ? game.table.players[holder]?.name
            : undefined;
        return (
          <button
            key={mark.id}
            type="button"
            // A mark kept once gained cannot be given again nor taken back (702.131c); a held
            // designation is already this player's: the button shows it, and does nothing.
            {...(mark.kind === 'counter' ? { disabled: has } : { 'aria-pressed': has })}
            data-testid={`seat-give-${mark.id}`}
            className={`flex min-h-14 items-center gap-3 rounded-lg border px-3 py-2 text-left disabled:cursor-default ${
              has
                ? 'border-amber-400 bg-amber-100 text-amber-950 dark:bg-amber-900/40 dark:text-amber-50'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'
            }`}
            onClick={() => !has && store.getState().dispatch(giveEvent(mark, player))}
          >
            <svg viewBox="-11 -11 22 22" className="h-7 w-7 shrink-0" aria-hidden="true">
              {/* The badge the seat shows once it holds the mark (r 0: drawn at the centre). */}
              <MarkBadges held={mark.id} r={0} small={false} won={false} />
            </svg>
            <span className="min-w-0 leading-tight">
              {/* The mark's own words (rules/marks.ts), in the language shown. */}
              <span className="block font-semibold">
                {say(has ? mark.kept(player) : mark.give(player))}
              </span>
              {elsewhere && (
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  {t({
                    message: `now ${elsewhere}`,
                    comment: 'Under a designation (the monarch…): the player who holds it now.',
                  })}
                </span>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
