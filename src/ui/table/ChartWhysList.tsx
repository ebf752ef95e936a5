// One "why" per fact the chart draws: whose turn, each turn marker, each departed player.
import { useLingui } from '@lingui/react/macro';
import type { DerivedTable, Game } from '../../rules';
import { Why } from '../Why';
import { turnWhyLabel } from './turnWhy';

export default function ChartWhysList({ game, derived }: { game: Game; derived: DerivedTable }) {
  const { t } = useLingui();
  const gone = derived.players.filter((p) => !p.inGame);
  const markerLabel = (marker: number, running: boolean, removal: boolean) =>
    running
      ? removal
        ? t`Why marker ${marker} is running and is marked for removal`
        : t`Why marker ${marker} is running`
      : removal
        ? t`Why marker ${marker} waits and is marked for removal`
        : t`Why marker ${marker} waits`;
  const goneLabel = (name: string, how: 'drew' | 'conceded' | 'lost') =>
    how === 'drew'
      ? t`Why ${name} drew`
      : how === 'conceded'
        ? t`Why ${name} conceded`
        : t`Why ${name} lost`;
  return (
    <div className="flex flex-col" data-testid="chart-whys">
      <Why label={turnWhyLabel(derived)} explain={(x) => x.turnReason(game)} />
      {!derived.gameOver &&
        derived.turnMarkers.map((m) => (
          <Why
            key={m.number}
            label={markerLabel(m.number, m.takingTurn, !!m.removals)}
            explain={(x) => x.markerReason(game, m.number)}
          />
        ))}
      {gone.map((p) => (
        <Why
          key={p.seat}
          label={goneLabel(
            p.name,
            p.status === 'drew' ? 'drew' : p.departure?.how === 'conceded' ? 'conceded' : 'lost',
          )}
          explain={(x) => x.departureReasons(game, p.seat)}
        />
      ))}
    </div>
  );
}
