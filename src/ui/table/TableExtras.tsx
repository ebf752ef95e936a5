// The table's dice and its markers and counters, one lazy chunk beside the first paint.
import type { DerivedTable, Game } from '../../rules';
import { DicePanel } from './DicePanel';
import { MarksPanel } from './MarksPanel';

export default function TableExtras(props: {
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
}
