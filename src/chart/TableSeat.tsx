import { memo, type KeyboardEvent } from 'react';
import type { Role } from '../rules';
import { fitLines, polar, radialTextRotation, type Radians, type SeatTier } from './geometry';
import { abbreviate, outcomeLabel, rangeWords, roleWord, type SeatOutcome } from './palette';

/**
 * One seat. Every prop is a primitive (or the stable onSelect), so React.memo skips the seats a
 * turn change does not touch — at 100 seats only the two or three seats that changed re-render.
 */
export interface TableSeatProps {
  seat: number;
  name: string;
  team: string | null;
  teamLetter: string | null;
  teamColour: string | null;
  role: Role | null;
  primary: boolean;
  life: number;
  inGame: boolean;
  outcome: SeatOutcome;
  takingTurn: boolean;
  selected: boolean;
  range: number | null;
  /** Extra words for the accessible label, e.g. "holds turn marker 2". */
  note: string;
  x: number;
  y: number;
  angle: Radians;
  radius: number;
  hitRadius: number;
  tier: SeatTier;
  /** Font size of the name when it sits outside a small seat. */
  labelFont: number;
  glowId: string;
  onSelect: (seat: number) => void;
}

function seatLabel(p: TableSeatProps): string {
  const role = roleWord(p.role);
  return [
    `Seat ${p.seat + 1}: ${p.name}`,
    p.team ? `team ${p.team}` : null,
    role,
    p.primary ? 'primary player' : null,
    p.outcome === 'won'
      ? 'won the game'
      : p.inGame
        ? `${p.life} life`
        : `left the game (${outcomeLabel(p.outcome) || 'left'})`,
    p.takingTurn ? 'taking a turn' : null,
    p.inGame ? rangeWords(p.range) : null,
    p.note || null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** A small crown (Emperor, 809) centred on 0,0, `s` units wide. */
const crown = (s: number) =>
  `M${-s / 2},${s * 0.3}L${-s / 2},${-s * 0.25}L${-s / 4},${0}L0,${-s * 0.38}L${s / 4},0L${s / 2},${-s * 0.25}L${s / 2},${s * 0.3}Z`;

/** A small trophy cup centred on 0,0, `s` units tall. */
const trophy = (s: number) => {
  const w = s * 0.5;
  return `M${-w},${-s / 2}H${w}V${-s * 0.15}A${w},${w * 0.9} 0 0 1 ${s * 0.08},${s * 0.2}V${s * 0.3}H${s * 0.25}V${s / 2}H${-s * 0.25}V${s * 0.3}H${-s * 0.08}V${s * 0.2}A${w},${w * 0.9} 0 0 1 ${-w},${-s * 0.15}Z`;
};

function SeatText(p: TableSeatProps) {
  const r = p.radius;
  const role = roleWord(p.role);
  if (p.tier === 'large') {
    const nameSize = Math.min(34, r * 0.34);
    const small = Math.max(12, Math.min(24, r * 0.235));
    const status =
      p.outcome === 'won'
        ? { text: 'won', cls: 'tc-t-won' }
        : p.inGame
          ? { text: `♥ ${p.life}`, cls: 'tc-t-life' }
          : { text: outcomeLabel(p.outcome) || 'left', cls: 'tc-t-left' };
    const lines = fitLines(
      [
        { key: 'name', text: abbreviate(p.name, 12), fontSize: nameSize, className: 'tc-t-name' },
        role
          ? {
              key: 'role',
              text: p.role === 'emperor' ? `♛ ${role}` : role,
              fontSize: small,
              className: p.role === 'emperor' ? 'tc-t-emperor' : 'tc-t-muted',
            }
          : null,
        p.primary && p.inGame
          ? { key: 'primary', text: 'Primary', fontSize: small * 0.9, className: 'tc-t-primary' }
          : null,
        { key: 'status', text: status.text, fontSize: small * 1.05, className: status.cls },
      ],
      r,
    );
    return (
      <>
        {lines.map((line) => (
          <text
            key={line.key}
            y={line.y}
            textAnchor="middle"
            dominantBaseline="central"
            className={line.className}
            fontSize={line.fontSize}
            textLength={line.textLength}
            lengthAdjust={line.textLength ? 'spacingAndGlyphs' : undefined}
          >
            {line.text}
          </text>
        ))}
      </>
    );
  }
  if (p.tier === 'medium') {
    const nameSize = Math.max(9, Math.min(20, r * 0.42));
    const fits = Math.max(3, Math.floor((1.8 * r) / (nameSize * 0.58)));
    const showStatus = r >= 25;
    const statusSize = nameSize * 0.78;
    const status =
      p.outcome === 'won'
        ? { text: 'won', cls: 'tc-t-won' }
        : p.inGame
          ? { text: `♥${p.life}`, cls: 'tc-t-life' }
          : { text: outcomeLabel(p.outcome) || 'left', cls: 'tc-t-left' };
    return (
      <>
        <text
          y={showStatus ? -statusSize * 0.55 : 0}
          textAnchor="middle"
          dominantBaseline="central"
          className="tc-t-name"
          fontSize={nameSize}
        >
          {abbreviate(p.name, fits)}
        </text>
        {showStatus && (
          <text
            y={nameSize * 0.62}
            textAnchor="middle"
            dominantBaseline="central"
            className={status.cls}
            fontSize={statusSize}
          >
            {status.text}
          </text>
        )}
      </>
    );
  }
  // Small seats: the name sits outside, reading away from the centre like a dial's numbers.
  const { rotate, anchor } = radialTextRotation(p.angle);
  const at = polar(r + 5, p.angle);
  const prefix = p.role === 'emperor' ? '♛ ' : '';
  // Tiny seats: a departed player's seat is dimmed and dashed; how they left is in the title.
  const suffix = p.outcome === 'won' ? ' · won' : '';
  return (
    <>
      {p.teamLetter && r >= 6 && (
        <text
          textAnchor="middle"
          dominantBaseline="central"
          className="tc-t-badge"
          fontSize={r * 1.15}
        >
          {p.teamLetter}
        </text>
      )}
      <text
        transform={`translate(${at.x} ${at.y}) rotate(${rotate})`}
        textAnchor={anchor}
        dominantBaseline="central"
        className={p.inGame ? 'tc-t-name tc-t-outside' : 'tc-t-left tc-t-outside'}
        fontSize={p.labelFont}
      >
        {prefix + abbreviate(p.name, 11) + suffix}
      </text>
    </>
  );
}

function TableSeatImpl(p: TableSeatProps) {
  const r = p.radius;
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      p.onSelect(p.seat);
    }
  };
  const label = seatLabel(p);
  const small = p.tier === 'small';
  const halo = Math.max(3, Math.min(10, r * 0.12));
  const badge = Math.max(9, Math.min(24, r * 0.27));
  const badgeAt = r * 0.74;
  const teamStyle = p.teamColour ? { stroke: p.teamColour } : undefined;
  const bodyStyle =
    small && p.teamColour ? { stroke: p.teamColour, fill: p.teamColour } : teamStyle;
  // The focusable button holds only shapes; the drawn words sit beside it, hidden from assistive
  // technology, so the button's name (its label) is all a screen reader or speech user meets.
  return (
    <g transform={`translate(${p.x} ${p.y})`} className="tc-seat-wrap">
      <g
        className="tc-seat"
        data-testid="seat"
        data-seat={p.seat}
        data-seat-name={p.name}
        data-active={p.takingTurn || undefined}
        data-in-game={p.inGame}
        data-outcome={p.outcome ?? undefined}
        role="button"
        tabIndex={0}
        aria-pressed={p.selected}
        aria-label={label}
        onClick={() => p.onSelect(p.seat)}
        onKeyDown={onKeyDown}
      >
        <title>{label}</title>
        <circle className="tc-hit" r={p.hitRadius} />
        <circle
          className="tc-active-ring"
          data-on={p.takingTurn}
          r={r + halo}
          strokeWidth={Math.max(2, halo * 0.75)}
          filter={p.takingTurn ? `url(#${p.glowId})` : undefined}
        />
        <circle
          className="tc-selected-ring"
          data-on={p.selected}
          // Only a selected seat's ring moves out past the glow; others keep one radius, so a turn
          // passing does not touch the hidden rings of seats nobody selected.
          r={r + halo * (p.selected && p.takingTurn ? 2.4 : 1.2)}
          strokeWidth={Math.max(2, halo * 0.6)}
        />
        <circle
          className="tc-focus-ring"
          r={r + halo * 3.4}
          strokeWidth={Math.max(2, halo * 0.5)}
        />
        <g className="tc-seat-inner" data-in-game={p.inGame}>
          <circle
            className="tc-seat-body"
            data-active={p.takingTurn}
            data-selected={p.selected}
            data-team={p.teamColour ? true : undefined}
            data-left={!p.inGame}
            r={r}
            strokeWidth={p.teamColour ? Math.max(1.5, r * 0.085) : Math.max(1, r * 0.04)}
            strokeDasharray={
              p.inGame ? undefined : `${Math.max(2, r * 0.12)} ${Math.max(2, r * 0.1)}`
            }
            style={bodyStyle}
          />
        </g>
      </g>
      <g
        className="tc-seat-inner tc-seat-text"
        data-in-game={p.inGame}
        aria-hidden="true"
        pointerEvents="none"
      >
        <SeatText {...p} />
        {!small && p.teamLetter && p.teamColour && (
          <g transform={`translate(${-badgeAt} ${-badgeAt})`}>
            <circle r={badge} className="tc-badge" style={{ fill: p.teamColour }} />
            <text
              className="tc-t-badge"
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={badge * 1.15}
            >
              {p.teamLetter}
            </text>
          </g>
        )}
        {!small && p.role === 'emperor' && p.tier === 'medium' && (
          <path
            transform={`translate(0 ${-r * 0.98})`}
            d={crown(badge * 1.3)}
            className="tc-crown"
          />
        )}
      </g>
      {p.outcome === 'won' && (
        <g
          transform={`translate(${small ? 0 : badgeAt} ${small ? 0 : -badgeAt})`}
          aria-hidden="true"
          pointerEvents="none"
        >
          <circle r={small ? r * 0.9 : badge} className="tc-trophy-bg" />
          <path d={trophy((small ? r * 0.9 : badge) * 1.1)} className="tc-trophy" />
        </g>
      )}
    </g>
  );
}

export const TableSeat = memo(TableSeatImpl);
