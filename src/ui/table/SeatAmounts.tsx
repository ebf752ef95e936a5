// Everything a player has, from their seat in table mode, opened by a tap, a hold or a drag on the
// seat: life, poison and commander damage (seat/LifeTab), every other counter with the commander
// tax shown (seat/CountersTab, 903.8), and the monarch, the initiative and the city's blessing
// (seat/MarksTab, 724, 725, 702.131c). Turned to face the seat's player; a page per kind so a
// phone needs no scrolling (the sheet as tall on every page), and any change is at most 3 taps
// from the table: the seat, a page, a button. Counters and markers come from the registries
// (rules/marks.ts): a new one shows here with no change. A lazy chunk, with the extended events
// it makes.
import '../../rules/events/all';
import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DerivedTable, Game } from '../../rules';
import { countersOf, designationsOf } from '../../rules/marks';
import { CountersTab } from './seat/CountersTab';
import { LifeTab } from './seat/LifeTab';
import { MarksTab } from './seat/MarksTab';
import { sheetWide, Sheet, Tabs } from './seat/Sheet';

type Page = 'life' | 'counters' | 'marks';
const PAGES: readonly Page[] = ['life', 'counters', 'marks'];

export default function SeatAmounts({
  derived,
  game,
  seat,
  from,
  turn,
  onClose,
}: {
  derived: DerivedTable;
  game: Game;
  seat: number;
  /** Commander damage's source, chosen by dragging from that seat; null = choose here. */
  from: number | null;
  /** Degrees the sheet is turned to face the seat's player (0, 90, 180 or 270). */
  turn: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [page, setPage] = useState<Page>('life');
  const panel = useRef<HTMLDivElement>(null);
  const player = derived.players[seat]!;
  const name = player.name;
  const side = sheetWide(turn);
  const counted = Object.keys(countersOf(game, seat)).length;
  const held = designationsOf(game, seat).length;
  return (
    <Sheet
      title={
        <>
          {player.name} <span className="tabular-nums">♥ {player.life}</span>
        </>
      }
      turn={turn}
      onClose={onClose}
      testId="seat-amounts"
      tabs={
        <Tabs<Page>
          label={t`${name}'s counters and markers`}
          idBase={id}
          value={page}
          onChange={(p) => {
            setPage(p);
            // Each page from its top, where a long one scrolls.
            panel.current?.scrollTo({ top: 0 });
          }}
          tabs={[
            { id: 'life', label: t`Life` },
            { id: 'counters', label: t`Counters`, count: counted },
            { id: 'marks', label: t`Markers`, count: held },
          ]}
        />
      }
    >
      <div
        ref={panel}
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${page}`}
        // Room for the page on a phone; a long list of the table's own counters scrolls.
        className="min-h-0 overflow-y-auto"
        data-testid={`seat-page-${page}`}
      >
        {/* Every page in one cell, the others hidden: the sheet keeps the tallest page's height
            whichever shows, so its tabs stay where the fingers found them. */}
        <div className="grid">
          {PAGES.map((p) => (
            <div
              key={p}
              className={`col-start-1 row-start-1 ${p === page ? '' : 'invisible'}`}
              inert={p !== page}
              aria-hidden={p !== page || undefined}
            >
              {p === 'life' ? (
                <LifeTab derived={derived} seat={seat} from={from} side={side} />
              ) : p === 'counters' ? (
                <CountersTab game={game} seat={seat} side={side} />
              ) : (
                <MarksTab game={game} seat={seat} side={side} />
              )}
            </div>
          ))}
        </div>
      </div>
    </Sheet>
  );
}
