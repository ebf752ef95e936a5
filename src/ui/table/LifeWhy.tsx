// A why about the live game, read only when opened. Its own file: the life panel and the
// commander-damage grid both use it.
import type { Game, Reason } from '../../rules';
import { selectGame, useGameStore } from '../../store/gameStore';
import { Why, type Explain } from '../Why';

/** A why about the live game (the sentences come from the engine's explain module). */
export function LifeWhy({
  label,
  explain,
}: {
  label: string;
  explain: (x: Explain, game: Game) => readonly Reason[];
}) {
  // The game is read when the why is open, not subscribed to: these sentences follow life, poison,
  // commander damage and who is still in (704.5, 903.10a), which re-render the panel anyway, and
  // a subscription re-rendered it in every End turn's frame.
  const store = useGameStore();
  return (
    <Why
      label={label}
      explain={(x) => {
        const game = selectGame(store.getState());
        return game ? explain(x, game) : null;
      }}
    />
  );
}
