// The middle of table mode's chart: the turn's words and End turn buttons, each turned to face
// the player whose turn it is. Apart from the seats; the chart places them with placeAll.
import type { KeyboardEvent, ReactNode } from 'react';
import { facingDegrees, type ModeLayout } from './modeGeometry';

export interface ModeEnder {
  /** The seat whose turn this ends: the button sits on that player's side, facing them. */
  seat: number;
  /** The words on the button (short: it may sit in a narrow strip). */
  label: string;
  /** Its accessible name: whose turn it ends. */
  ariaLabel: string;
  onEnd: () => void;
}

/** An End turn button drawn in the chart, so it can face the player whose turn it ends. */
export function EndButton({
  ender,
  y,
  width,
  height = 44,
}: {
  ender: ModeEnder;
  y: number;
  width: number;
  /** At least 44 px (a touch target); taller on a big screen. */
  height?: number;
}) {
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      ender.onEnd();
    }
  };
  const font = Math.min(height * 0.4, width / Math.max(6, ender.label.length * 0.56));
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={ender.ariaLabel}
      className="tc-mode-end"
      data-testid="mode-end-turn"
      // Hidden on a view-only live link, as the turn bar is (index.css).
      data-live-control=""
      data-seat={ender.seat}
      transform={`translate(0 ${y})`}
      onClick={(e) => {
        e.stopPropagation();
        ender.onEnd();
      }}
      onKeyDown={onKeyDown}
    >
      <rect
        x={-width / 2}
        y={-height / 2}
        width={width}
        height={height}
        rx={12}
        className="tc-mode-end-bg"
      />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={font}
        className="tc-mode-end-text"
      >
        {ender.label}
      </text>
    </g>
  );
}

export interface Size {
  w: number;
  h: number;
  /** Room for the turn's number above the name (the smallest size leaves it out). */
  kicker?: boolean;
}

/** A group placed by placeAll, turned to face the seat at `angle` (its bottom toward them). */
export function Facing({
  fit,
  angle,
  children,
  testId,
}: {
  fit: { at: { x: number; y: number } };
  angle: number | null;
  children: ReactNode;
  testId: string;
}) {
  const turn = angle === null ? 0 : facingDegrees(angle);
  return (
    <g
      transform={`translate(${fit.at.x.toFixed(1)} ${fit.at.y.toFixed(1)}) rotate(${turn.toFixed(1)})`}
      data-testid={testId}
      data-rotate={Math.round(turn) % 360}
    >
      {children}
    </g>
  );
}

/** The turn's words and the first End turn, in one of the sizes the chart tried (largest first). */
export function ModeMiddle({
  fit: { w, h, kicker },
  first,
  centre,
  layout,
  grow,
  gameOver,
}: {
  fit: Size;
  /** The first running turn's End turn, or null when no turn is running. */
  first: ModeEnder | null;
  centre: { kicker: string; headline: string };
  layout: ModeLayout;
  /** How much bigger than a phone's the middle is drawn (bigger seats, read from further away). */
  grow: number;
  gameOver: boolean;
}) {
  const button = 44 * grow;
  // The End turn button takes the bottom (nearest the player); the words share the rest.
  const tall = h > 100 ? button : 44;
  const area = first ? h - tall - 4 : h;
  // On a big screen the words grow with the seats.
  const kick = kicker
    ? Math.min(
        Math.max(14 * grow, layout.smallFont),
        w / Math.max(4, centre.kicker.length * 0.62),
        area * 0.35,
      )
    : 0;
  const head = Math.min(
    Math.max(22 * grow, layout.nameFont * 1.2),
    w / Math.max(4, centre.headline.length * 0.58),
    (area - kick * 1.3) / 1.25,
  );
  const top = -h / 2;
  return (
    <>
      <g aria-hidden="true">
        {kicker && (
          <text
            y={top + kick * 0.65}
            textAnchor="middle"
            dominantBaseline="central"
            className="tc-t-kicker"
            fontSize={kick}
          >
            {centre.kicker}
          </text>
        )}
        <text
          y={top + kick * 1.3 + head * 0.62}
          textAnchor="middle"
          dominantBaseline="central"
          className={gameOver ? 'tc-t-headline tc-t-result' : 'tc-t-headline'}
          fontSize={head}
          data-testid="mode-turn-text"
        >
          {centre.headline}
        </text>
      </g>
      {first && <EndButton ender={first} y={h / 2 - tall / 2} width={w} height={tall} />}
    </>
  );
}
