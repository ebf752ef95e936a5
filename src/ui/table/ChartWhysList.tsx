// One "why" per fact the chart draws: whose turn, each turn marker, each departed player.
import type { DerivedTable, Game } from '../../rules';
import { Why } from '../Why';
import { turnWhyLabel } from './turnWhy';

export default function ChartWhysList({ game, derived }: { game: Game; derived: DerivedTable }) {
  const gone = derived.players.filter((p) => !p.inGame);
  return (
    <div className="flex flex-col" data-testid="chart-whys">
      <Why label={turnWhyLabel(derived)} explain={(x) => x.turnReason(game)} />
      {!derived.gameOver &&
        derived.turnMarkers.map((m) => (
          <Why
            key={m.number}
            label={`Why marker ${m.number} ${m.takingTurn ? 'is running' : 'waits'}${m.removals ? ' and is marked for removal' : ''}`}
            explain={(x) => x.markerReason(game, m.number)}
          />
        ))}
      {gone.map((p) => (
        <Why
          key={p.seat}
          label={`Why ${p.name} ${p.status === 'drew' ? 'drew' : p.departure?.how === 'conceded' ? 'conceded' : 'lost'}`}
          explain={(x) => x.departureReasons(game, p.seat)}
        />
      ))}
    </div>
  );
}
