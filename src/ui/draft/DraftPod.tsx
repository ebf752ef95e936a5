// Commander Draft (903.13): the seating chart as a draft pod — who hands packs to whom in each
// round, with a round switcher. A lazy chunk, loaded only at Commander tables.
import { memo, Suspense, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { needCatalog, useCatalog } from '../../i18n/i18n';
import { layoutTable, polar, VIEW_HALF } from '../../chart/geometry';
import type { DerivedTable } from '../../rules';
import { DRAFT_ROUNDS, draftRound } from '../../rules/draft';
import { btnSecondary, panel } from '../styles';
import { RuleRef } from '../Why';

const ROUNDS = Array.from({ length: DRAFT_ROUNDS }, (_, i) => i + 1);

/** An arrow along the ring from one seat to its neighbour (clockwise for left, 101.4). */
function passPath(
  from: number,
  to: number,
  n: number,
  ring: number,
  seat: number,
  left: boolean,
): string {
  const step = (2 * Math.PI) / n;
  const gap = Math.min(step * 0.4, (seat / ring) * 1.15);
  const a = from * step + (left ? gap : -gap);
  const b = to * step + (left ? -gap : gap);
  const p = polar(ring, a);
  const q = polar(ring, b);
  return `M${p.x.toFixed(1)},${p.y.toFixed(1)}A${ring},${ring} 0 0 ${left ? 1 : 0} ${q.x.toFixed(1)},${q.y.toFixed(1)}`;
}

function DraftPodImpl({ derived }: { derived: DerivedTable }) {
  useCatalog('draft');
  const { t } = useLingui();
  const id = useId();
  const [round, setRound] = useState(1);
  const r = draftRound(derived.table, round);
  if (!r.ok) return null;
  const { passes, direction } = r.value;
  const n = derived.players.length;
  const layout = layoutTable(n);
  const left = direction === 'left';
  const name = (s: number) => derived.players[s]!.name;
  const v = VIEW_HALF;
  const seatR = Math.min(layout.seatRadius, 70);
  const rule = r.value.rule;
  const passList = passes
    .map((p) => {
      const from = name(p.from);
      const to = name(p.to);
      return t`${from} passes to ${to}`;
    })
    .join('; ');
  return (
    <details className={panel} data-testid="draft-pod">
      <summary className="min-h-11 cursor-pointer py-2 text-base font-semibold">
        {t`Commander Draft: who passes to whom (903.13c)`}
      </summary>
      <div className="mt-2 flex flex-col gap-3">
        <div role="group" aria-label={t`Draft round`} className="flex flex-wrap gap-2">
          {ROUNDS.map((number) => (
            <button
              key={number}
              type="button"
              aria-pressed={number === round}
              className={`${btnSecondary} ${number === round ? 'ring-2 ring-sky-500' : ''}`}
              onClick={() => setRound(number)}
            >
              {t`Round ${number}`}
            </button>
          ))}
        </div>
        <p aria-live="polite" className="text-sm" data-testid="draft-direction">
          {left ? (
            <Trans>
              Round {round}: packs pass to each player’s <strong>left</strong> (clockwise on the
              chart) <RuleRef rule={rule} />
            </Trans>
          ) : (
            <Trans>
              Round {round}: packs pass to each player’s <strong>right</strong> (anticlockwise on
              the chart) <RuleRef rule={rule} />
            </Trans>
          )}
        </p>
        <svg
          viewBox={`${-v} ${-v} ${2 * v} ${2 * v}`}
          className="tc-chart mx-auto block h-auto w-full max-w-md"
          role="img"
          aria-labelledby={`${id}-desc`}
        >
          <desc id={`${id}-desc`}>{t`Draft round ${round}: ${passList}.`}</desc>
          <defs>
            <marker
              id={`${id}-head`}
              viewBox="0 0 10 10"
              refX="8"
              refY="5"
              markerWidth="5"
              markerHeight="5"
              orient="auto-start-reverse"
            >
              <path d="M0,0L10,5L0,10Z" className="tc-draft-head" />
            </marker>
          </defs>
          <circle r={layout.ringRadius} className="tc-draft-ring" fill="none" />
          {passes.map((p) => (
            <path
              key={`${derived.players[p.from]!.name}-${round}`}
              d={passPath(p.from, p.to, n, layout.ringRadius, seatR, left)}
              className="tc-draft-pass"
              markerEnd={`url(#${id}-head)`}
              data-testid="draft-pass"
              data-from={name(p.from)}
              data-to={name(p.to)}
            />
          ))}
          {derived.players.map((p) => {
            const at = polar(layout.ringRadius, layout.angles[p.seat] ?? 0);
            return (
              <g key={p.name} transform={`translate(${at.x} ${at.y})`}>
                <circle r={seatR} className="tc-draft-seat" />
                <text
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={Math.max(14, Math.min(30, seatR * 0.45))}
                  className="tc-draft-name"
                >
                  {p.name.length > 9 ? `${p.name.slice(0, 8)}…` : p.name}
                </text>
              </g>
            );
          })}
          <text textAnchor="middle" dominantBaseline="central" className="tc-draft-centre">
            {left ? t`Round ${round} · ↻ left` : t`Round ${round} · ↺ right`}
          </text>
        </svg>
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {passes.map((p) => (
            <li key={p.from}>
              {name(p.from)} → {name(p.to)}
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <button
            type="button"
            className={btnSecondary}
            disabled={round === 1}
            onClick={() => setRound(round - 1)}
          >
            {t`← Previous round`}
          </button>
          <button
            type="button"
            className={btnSecondary}
            disabled={round === DRAFT_ROUNDS}
            onClick={() => setRound(round + 1)}
          >
            {t`Next round →`}
          </button>
        </div>
      </div>
    </details>
  );
}

// Its words: asked for as the chunk arrives; the pod waits for them in a Suspense of its own, so
// the panels drawn beside it on the table screen (history, actions) are not hidden meanwhile.
void needCatalog('draft');

function DraftPod({ derived }: { derived: DerivedTable }) {
  return (
    <Suspense fallback={null}>
      <DraftPodImpl derived={derived} />
    </Suspense>
  );
}

// The pod is the seating (903.13c): it changes with the table, never with a turn.
export default memo(DraftPod, (a, b) => a.derived.table === b.derived.table);
