// A Grand Melee turn marker on the seat holding it in table mode (807.4): solid while its turn
// runs, dashed while it waits for its holder's next turn to begin.
export function ModeMarkerBadge({
  number,
  waiting,
  x,
  y,
  r,
}: {
  number: number;
  waiting: boolean;
  x: number;
  y: number;
  r: number;
}) {
  return (
    <g
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
      className="tc-marker"
      data-testid="turn-marker"
      data-marker={number}
      data-waiting={waiting ? 'true' : 'false'}
      data-box=""
    >
      <circle
        r={r}
        className={waiting ? 'tc-marker-waiting' : 'tc-marker-running'}
        strokeWidth={2}
        strokeDasharray={waiting ? `${r * 0.4} ${r * 0.3}` : undefined}
      />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={r * 1.2}
        className={waiting ? 'tc-t-marker-waiting' : 'tc-t-marker-running'}
      >
        {number}
      </text>
    </g>
  );
}
