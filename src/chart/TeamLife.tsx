import { plural, t } from '@lingui/core/macro';
import { teamTitleWords } from './palette';
import { memo } from 'react';
import { useLingui } from '../i18n/react';
import type { DerivedTable } from '../rules';
import { polar, type Radians, type TableLayout } from './geometry';

/**
 * Where a team's pill goes: on the seats' ring, in the gap between the team's seats, when it
 * fits there clear of every seat; inside the ring it covered the turn-order label and the attack
 * arrows, which are drawn inside the seats. Otherwise (seats too close) halfway to the centre.
 */
export function pillAt(layout: TableLayout, angle: Radians, w: number, h: number) {
  const onRing = polar(layout.ringRadius, angle);
  const clear = layout.positions.every((p) => {
    const dx = Math.max(Math.abs(p.x - onRing.x) - w / 2, 0);
    const dy = Math.max(Math.abs(p.y - onRing.y) - h / 2, 0);
    return Math.hypot(dx, dy) >= layout.seatRadius + 4;
  });
  return clear ? onRing : polar((layout.centreRadius + layout.arrowRadius) / 2, angle);
}
import { signed } from '../rules/labels';
import { CounterButton } from './CounterButton';

/**
 * Two-Headed Giant: one life total per team, drawn once between the team's seats (810.9 — every
 * change any head takes lands on it), with − and + while the game runs.
 */
export const TeamLife = memo(function TeamLife({
  layout,
  derived,
  pendingLife,
  teams,
  onLife,
  counterHit,
}: {
  layout: TableLayout;
  derived: DerivedTable;
  pendingLife: { player: string; amount: number } | null;
  teams: ReadonlyMap<string, { colour: string; letter: string }>;
  onLife?: (seat: number, delta: number) => void;
  /** An invisible circle this big (chart units) round each − and +: 44 px on this screen. */
  counterHit?: number | undefined;
}) {
  // Draws again when the language changes.
  useLingui();
  const w = Math.min(230, layout.arrowRadius * 0.9);
  const rule = '810.9';
  const h = w * 0.3;
  return (
    <g className="tc-team-life" data-testid="team-life">
      {derived.table.sides.map((side) => {
        const members = side.seats.map((s) => derived.players[s]!);
        const inGame = members.filter((p) => p.inGame);
        // Circular mean of the members' angles: the token sits between them.
        const sx = side.seats.reduce((a, s) => a + Math.cos(layout.angles[s] ?? 0), 0);
        const sy = side.seats.reduce((a, s) => a + Math.sin(layout.angles[s] ?? 0), 0);
        const at = pillAt(layout, Math.atan2(sy, sx) as Radians, w, h);
        const delta =
          pendingLife && members.some((p) => p.name === pendingLife.player)
            ? pendingLife.amount
            : 0;
        const life = members[0]!.life + delta;
        // The change is made by a head still in the game; the primary player when there is one.
        const head = inGame.find((p) => p.primary) ?? inGame[0];
        const live = onLife && head && !derived.gameOver;
        const key = teams.get(side.name);
        const colour = key?.colour;
        // The team's title is the engine's words (rules/labels.ts), its name never translated.
        const team = teamTitleWords(side.name);
        return (
          <g
            key={side.name}
            transform={`translate(${at.x} ${at.y})`}
            data-team={side.name}
            data-life={life}
          >
            <rect
              x={-w / 2}
              y={-h / 2}
              width={w}
              height={h}
              rx={h / 2}
              className="tc-team-life-bg"
              style={colour ? { stroke: colour } : undefined}
            />
            {/* Each team's own colour, as on its seats' badges: a tint, not only the border. */}
            {colour && (
              <rect
                x={-w / 2}
                y={-h / 2}
                width={w}
                height={h}
                rx={h / 2}
                fill={colour}
                fillOpacity={0.22}
                pointerEvents="none"
              />
            )}
            <text
              y={delta ? -h * 0.12 : 0}
              textAnchor="middle"
              dominantBaseline="central"
              className={life <= 0 ? 'tc-t-life tc-t-danger' : 'tc-t-life'}
              fontSize={h * 0.42}
              aria-hidden="true"
            >
              {`\u2665 ${life}`}
            </text>
            {delta !== 0 && (
              <text
                y={h * 0.3}
                textAnchor="middle"
                dominantBaseline="central"
                className="tc-t-delta"
                fontSize={h * 0.26}
                aria-hidden="true"
              >
                {signed(delta)}
              </text>
            )}
            <title>
              {plural(life, {
                one: `${team}: # life, shared (${rule})`,
                other: `${team}: # life, shared (${rule})`,
              })}
            </title>
            {live && (
              <>
                <CounterButton
                  x={-w / 2 + h / 2}
                  y={0}
                  r={h * 0.42}
                  hit={counterHit}
                  delta={-1}
                  label={t`${team}: lose 1 life`}
                  testId="team-life-minus"
                  onTap={() => onLife(head.seat, -1)}
                />
                <CounterButton
                  x={w / 2 - h / 2}
                  y={0}
                  r={h * 0.42}
                  hit={counterHit}
                  delta={1}
                  label={t`${team}: gain 1 life`}
                  testId="team-life-plus"
                  onTap={() => onLife(head.seat, 1)}
                />
              </>
            )}
          </g>
        );
      })}
    </g>
  );
});
