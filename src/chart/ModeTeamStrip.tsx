// A Two-Headed Giant team's strip in table mode: its one life total (810.9: every change any head
// takes lands on it) and its poison counters (810.8d: the team loses at fifteen), drawn once across
// the team's end of the screen, with − and + on the shared total, turned to face the team.
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { signed } from '../rules/labels';
import { teamTitleWords } from './palette';
import { CounterButton } from './CounterButton';
import { facingDegrees } from './modeGeometry';
import { teamInkStyle } from './palette';
import type { TeamStrip, TileFonts } from './tileGeometry';

const HIT = 23;

export const ModeTeamStrip = memo(function ModeTeamStrip({
  strip,
  fonts: f,
  team,
  colour,
  life,
  poison,
  delta,
  head,
  takingTurn,
  onLife,
}: {
  strip: TeamStrip;
  fonts: TileFonts;
  team: string;
  colour: string | null;
  life: number;
  poison: number;
  delta: number;
  /** The head a change is made for (the primary one still in the game); null: no changes. */
  head: number | null;
  takingTurn: boolean;
  onLife: (seat: number, delta: number) => void;
}) {
  const { t } = useLingui();
  const { w, h } = strip;
  const box = { x: -w / 2, y: -h / 2, width: w, height: h, rx: Math.min(18, h * 0.12) };
  const top = -h / 2 + f.pad + f.name * 0.6;
  const bottom = h / 2 - f.pad - f.small * 0.62;
  const lifeY = (top + f.name * 0.7 + bottom - f.small * 0.7) / 2;
  const button = f.button;
  const title = teamTitleWords(team);
  const info = [delta ? signed(delta) : '', poison > 0 ? `☠ ${poison}/15` : '']
    .filter(Boolean)
    .join(' · ');
  const words = `${title}: ${life} life, shared (810.9)${poison ? `, ${poison} poison of 15 (810.8d)` : ''}`;
  return (
    <g
      transform={`translate(${strip.x.toFixed(1)} ${strip.y.toFixed(1)}) rotate(${facingDegrees(strip.angle).toFixed(1)})`}
      className="tc-team-life"
      data-testid="team-life"
      data-team={team}
      data-life={life}
    >
      <g role="img" aria-label={words}>
        <rect
          {...box}
          className="tc-seat-body"
          strokeWidth={3}
          style={colour ? { stroke: colour } : undefined}
        />
        {colour && <rect {...box} fill={colour} fillOpacity={0.22} />}
        <rect className="tc-active-ring" data-on={takingTurn} {...box} strokeWidth={5} />
      </g>
      <g aria-hidden="true" pointerEvents="none">
        <text
          y={top}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={f.name}
          fontWeight={700}
          // In its colour, made readable on the strip's tint in either theme (WCAG 1.4.3).
          className={colour ? 'tc-team-ink' : undefined}
          style={colour ? teamInkStyle(colour, 0.22) : { fill: 'var(--tc-text)' }}
          data-testid="team-name"
          data-box=""
        >
          {title}
        </text>
        <text
          y={lifeY}
          textAnchor="middle"
          dominantBaseline="central"
          className={life <= 0 ? 'tc-t-life tc-t-danger' : 'tc-t-life tc-t-mode-life'}
          fontSize={f.life}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="team-life-total"
          data-box=""
        >
          {life}
        </text>
        {info && (
          <text
            y={bottom}
            textAnchor="middle"
            dominantBaseline="central"
            className="tc-t-mode-info"
            fontSize={f.small}
            data-testid="team-poison"
            data-box=""
          >
            {info}
          </text>
        )}
      </g>
      {head !== null && (
        <g className="tc-seat-counters">
          {([-1, 1] as const).map((d) => (
            <CounterButton
              key={d}
              x={d * (w / 2 - 1.5 * f.pad - button)}
              y={lifeY}
              r={button}
              hit={HIT}
              delta={d}
              label={d < 0 ? t`${title}: lose 1 life` : t`${title}: gain 1 life`}
              testId={d < 0 ? 'team-life-minus' : 'team-life-plus'}
              onTap={() => onLife(head, d)}
            />
          ))}
        </g>
      )}
    </g>
  );
});
