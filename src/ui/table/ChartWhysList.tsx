// One "why" per fact the chart draws: whose turn, each turn marker, each departed player.
import type { DerivedTable, Game } from '../../rules';
import { Why } from '../Why';

export default function ChartWhysList({ game, derived }: { game: Game; derived: DerivedTable }) {
  const gone = derived.players.filter((p) => !p.inGame);
  const active = derived.activePlayers.map((s) => derived.players[s]!.name);
  return (
    <div className="flex flex-col" data-testid="chart-whys">
      <Why
        label={
          derived.gameOver
            ? 'Why the game is over'
            : active.length
              ? `Why ${active.length > 1 ? `${active.slice(0, -1).join(', ')} and ${active.at(-1)} are` : `${active[0]} is`} taking a turn`
              : 'Why no one is active'
        }
        explain={(x) => x.turnReason(game)}
      />
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
