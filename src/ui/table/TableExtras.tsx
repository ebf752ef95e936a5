// The table's dice and its markers and counters, one lazy chunk beside the first paint.
import { memo } from 'react';
import type { DerivedTable, Game } from '../../rules';
import { DicePanel } from './DicePanel';
import { MarksPanel } from './MarksPanel';

// Memoised: it follows the paint (its props change a frame after a click), so the click's own
// frame does not render the dice and the markers again for nothing.
export default memo(function TableExtras(props: {
  game: Game;
  derived: DerivedTable;
  focus: number | null;
}) {
  return (
    <>
      <DicePanel derived={props.derived} focus={props.focus} />
      <MarksPanel {...props} />
    </>
  );
});
