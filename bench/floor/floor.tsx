// bench:ui's honest floor: the least a page can do for the same click. The same React, the same
// number of SVG seats (a circle and a name each, on a ring, sized to the same 1440×900 window),
// and an "End turn" button that moves one highlight to the next seat. No rules, no store, no
// reasons: what our page costs above this is what the app itself adds.
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

createRoot(document.getElementById('root')!).render(<Floor />);
