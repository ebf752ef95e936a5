// bench:ui's floors: the least a page can do for the same click. The same React, the same number
// of SVG seats (a circle and a name each, on a ring, sized to the same 1440×900 window), and an
// "End turn" button. No rules, no store, no reasons: what our page costs above a floor is what
// the app itself adds.
// - bare (`?seats=N`): one highlight moves to the next seat;
// - same work (`?seats=N&work=same`): the visible change End turn makes, done the simplest way —
//   the seat fill and a glowing ring move to the next seat, the fan of attack arrows (to every
//   other seat, as in a Commander game) turns with it, the centre's turn number and name, the
//   header and the button's label change, and every seat shows a name and a life total.
import { memo, useState } from 'react';
import { createRoot } from 'react-dom/client';

const n = Number(new URLSearchParams(location.search).get('seats') ?? 12);
const R = 400;
const seats = Array.from({ length: n }, (_, i) => {
  const a = (2 * Math.PI * i) / n - Math.PI / 2;
  return { i, x: R * Math.cos(a), y: R * Math.sin(a), name: `Player ${i + 1}` };
});
const r = Math.min(60, (Math.PI * R) / n) * 0.8;

const Seat = memo(function Seat({
  x,
  y,
  name,
  on,
}: {
  x: number;
  y: number;
  name: string;
  on: boolean;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={r} fill={on ? '#f59e0b' : '#1e293b'} stroke="#94a3b8" />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fill="#e2e8f0"
        fontSize={Math.max(8, r / 3)}
      >
        {name}
      </text>
    </g>
  );
});

const same = new URLSearchParams(location.search).get('work') === 'same';

/** The arrows from the seat taking the turn to every other seat. */
const Arrows = memo(function Arrows({ from }: { from: number }) {
  const a = seats[from]!;
  return (
    <g stroke="#f87171" strokeWidth={2} opacity={0.7}>
      {seats.map((b) =>
        b.i === from ? null : (
          <line key={b.i} x1={a.x * 0.85} y1={a.y * 0.85} x2={b.x * 0.85} y2={b.y * 0.85} />
        ),
      )}
    </g>
  );
});

const LifeSeat = memo(function LifeSeat({
  x,
  y,
  name,
  on,
}: {
  x: number;
  y: number;
  name: string;
  on: boolean;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {on && <circle r={r * 1.25} fill="none" stroke="#fbbf24" strokeWidth={4} opacity={0.6} />}
      <circle r={r} fill={on ? '#f59e0b' : '#1e293b'} stroke="#94a3b8" />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fill="#e2e8f0"
        fontSize={Math.max(8, r / 3)}
        y={-r / 4}
      >
        {name}
      </text>
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fill="#e2e8f0"
        fontSize={Math.max(8, r / 3)}
        y={r / 3}
      >
        ♥ 40
      </text>
    </g>
  );
});

function SameWork() {
  const [turn, setTurn] = useState(1);
  const active = (turn - 1) % n;
  const name = seats[active]!.name;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
      <h1 style={{ margin: 8, fontSize: 20 }}>Commander · turn {turn}</h1>
      <svg viewBox="-500 -500 1000 1000" style={{ width: 'min(100vw, 820px)', height: 'auto' }}>
        <Arrows from={active} />
        {seats.map((s) => (
          <LifeSeat key={s.i} x={s.x} y={s.y} name={s.name} on={s.i === active} />
        ))}
        <text textAnchor="middle" fill="#e2e8f0" fontSize={28} y={-10}>
          TURN {turn}
        </text>
        <text textAnchor="middle" fill="#e2e8f0" fontSize={22} y={24}>
          {name}
        </text>
      </svg>
      <button type="button" onClick={() => setTurn(turn + 1)}>
        End {name}&apos;s turn
      </button>
    </div>
  );
}

function Floor() {
  const [active, setActive] = useState(0);
  const next = (active + 1) % n;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
      <svg viewBox="-500 -500 1000 1000" style={{ width: 'min(100vw, 820px)', height: 'auto' }}>
        {seats.map((s) => (
          <Seat key={s.i} x={s.x} y={s.y} name={s.name} on={s.i === active} />
        ))}
      </svg>
      <button type="button" onClick={() => setActive(next)}>
        End {seats[active]!.name}&apos;s turn
      </button>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(same ? <SameWork /> : <Floor />);
