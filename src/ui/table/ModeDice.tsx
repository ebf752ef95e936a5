// Table mode's dice and the table's own counters, opened from the die in the middle: d4 to d20
// (706.1), a coin (705.1) and a random player, rolled by the player the middle faces or another;
// the storm count (702.40a) and day or night (726). The dice are the roll event's offers
// (offersFor('dice')): the roller's device draws the face and records it as an event, so every
// phone in a live room shows the same result, with who rolled it (TableMode's ModeRoll). A random
// player is no event: see pickPlayer. A lazy chunk, with the extended events it makes.
import '../../rules/events/all';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { offersFor, type DerivedTable, type Game, type GameEvent, type Offer } from '../../rules';
import { tableAmount, tableCounters, tableNote } from '../../rules/marks';
import { useGame, useGameStore } from '../../store/gameStore';
import { say } from '../../i18n/say';
import { btnSecondary } from '../styles';
import { drawSide } from './roll';
import { CountRow } from './seat/CountRow';
import { sheetWide, Sheet } from './seat/Sheet';

/**
 * A result shown on this device only (a random player), with who asked for it: names, worded when
 * drawn (TableMode), so the caption follows a change of language.
 */
export interface LocalResult {
  big: string;
  /** Who asked for it; null when that seat has no name to show. */
  by: string | null;
  /** The seat of the player who asked: the result faces them. */
  seat: number;
}

const CHIP =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-2 text-sm font-medium';
const chip = (on: boolean) =>
  `${CHIP} ${on ? 'border-amber-400 bg-amber-400 text-slate-950' : 'border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'}`;

/**
 * A player still in the game, drawn at random on this device (each equally likely). Not an event:
 * it changes nothing in the game and no rule records it, so it is neither in the history nor
 * shown on the other phones of a live room; the result says so.
 */
export function pickPlayer(
  derived: DerivedTable,
  by: number,
  draw: (sides: number) => number = drawSide,
): LocalResult | null {
  const present = derived.players.filter((p) => p.inGame);
  if (present.length === 0) return null;
  const picked = present[draw(present.length) - 1]!;
  return { big: picked.name, by: derived.players[by]?.name ?? null, seat: by };
}

export default function ModeDice({
  derived,
  game,
  roller: first,
  turn,
  onClose,
  onPicked,
}: {
  derived: DerivedTable;
  game: Game;
  /** Who rolls unless another player is chosen: the player the middle faces. */
  roller: number;
  /** Degrees the sheet is turned to face that player (0, 90, 180 or 270). */
  turn: number;
  onClose: () => void;
  onPicked: (result: LocalResult) => void;
}) {
  const { t } = useLingui();
  const store = useGameStore();
  const [roller, setRoller] = useState(first);
  const pending = useGame((s) => (s.pending?.type === 'counter' ? s.pending : null));
  const present = derived.players.filter((p) => p.inGame);
  const by = derived.players[roller]?.inGame ? roller : (present[0]?.seat ?? roller);
  const player = derived.players[by]?.name ?? '';
  const side = sheetWide(turn);
  const roll = (offer: Offer<GameEvent>) => {
    // Refused (the roller has left since), the refusal shows and the sheet stays.
    if (!store.getState().dispatch(offer.make(player, (sides) => drawSide(sides)))) onClose();
  };
  const pick = () => {
    const result = pickPlayer(derived, by);
    if (result) onPicked(result);
    onClose();
  };
  const dice = (
    <section aria-label={t`Dice and coin`} className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-1.5" role="group" aria-label={t`Who rolls`}>
        {present.map(({ name, seat }) => (
          <button
            key={name}
            type="button"
            className={chip(seat === by)}
            aria-pressed={seat === by}
            aria-label={t`${name} rolls`}
            onClick={() => setRoller(seat)}
          >
            {name}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-4 gap-2">
        {offersFor('dice').map((offer) => (
          <button
            key={offer.id}
            type="button"
            className={`${btnSecondary} min-h-12 px-1 text-base font-semibold`}
            data-testid={`mode-roll-${offer.id}`}
            aria-label={offer.name && say(offer.name(player))}
            onClick={() => roll(offer)}
          >
            {say(offer.label(player))}
          </button>
        ))}
        <button
          type="button"
          className={`${btnSecondary} min-h-12 px-1 text-base font-semibold`}
          data-testid="mode-roll-player"
          aria-label={t`${player} picks a player at random`}
          onClick={pick}
        >
          {t`Player`}
        </button>
      </div>
    </section>
  );
  const table = (
    <section aria-label={t`The table's counters`} className="flex flex-col gap-2">
      {tableCounters().map((c) => (
        <CountRow
          key={c.id}
          who={t({ message: 'Table', context: 'whose counter' })}
          label={say(c.face.short)}
          value={tableAmount(game, c.id)}
          pending={pending?.counter === c.id ? pending.amount : 0}
          note={say(tableNote(c))}
          // The counter event names a player present; the roller stands in for the table.
          onStep={(d) =>
            store.getState().tap({ type: 'counter', player, counter: c.id, amount: d })
          }
          testId={`mode-counter-${c.id}`}
        />
      ))}
      {/* 726: day and night are the whole game's, whoever says so. */}
      <div className="grid grid-cols-2 gap-2" role="group" aria-label={t`Day and night (726)`}>
        {(['day', 'night'] as const).map((to) => (
          <button
            key={to}
            type="button"
            className={chip(game.dayNight === to)}
            aria-pressed={game.dayNight === to}
            aria-label={to === 'day' ? t`It becomes day` : t`It becomes night`}
            data-testid={`mode-become-${to}`}
            onClick={() =>
              game.dayNight !== to && store.getState().dispatch({ type: 'dayNight', to })
            }
          >
            {to === 'day' ? t`☀ Day` : t`☾ Night`}
          </button>
        ))}
      </div>
    </section>
  );
  return (
    <Sheet title={t`Dice and the table`} turn={turn} onClose={onClose} testId="mode-dice-sheet">
      <div
        className={`min-h-0 overflow-y-auto ${side ? 'grid grid-cols-2 gap-4' : 'flex flex-col gap-4'}`}
      >
        {dice}
        {table}
      </div>
    </Sheet>
  );
}
