import { memo } from 'react';
// After the players table (the text view): a "why" for each row — how far each player is from the
// others and the range that counts, who plays next, or how the player left.
import type { DerivedTable, Game } from '../../rules';
import { Why } from '../Why';

export const PlayersWhys = memo(function PlayersWhys({
  game,
  derived,
}: {
  game: Game;
  derived: DerivedTable;
}) {
  return (
    <ul className="mt-2 flex flex-col" aria-label="Why each row says what it says">
      {derived.players.map((player) => (
        <li key={player.name}>
          <Why
            label={`Why ${player.name}’s row says this`}
            explain={(x) => x.playerReasons(game, player.seat)}
          />
        </li>
      ))}
    </ul>
  );
});
