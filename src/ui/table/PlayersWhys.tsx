import { memo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
// After the players table (the text view): a "why" for each row — how far each player is from the
// others and the range that counts, who plays next, or how the player left. The per-row whys
// render only once this list is opened, so a turn at a big table pays nothing for them.
import type { DerivedTable, Game } from '../../rules';
import { Why } from '../Why';

export const PlayersWhys = memo(function PlayersWhys({
  game,
  derived,
}: {
  game: Game;
  derived: DerivedTable;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-2 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        <Trans>Why each row says what it says</Trans>
      </summary>
      {open && (
        <ul className="flex flex-col" data-testid="players-whys">
          {derived.players.map(({ name, seat }) => (
            <li key={name}>
              <Why
                label={t`Why ${name}’s row says this`}
                explain={(x) => x.playerReasons(game, seat)}
              />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
});
