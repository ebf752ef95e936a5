// The words drawn on a seat, by its size: lines fitted inside a large seat, name and life in a
// medium one, the name outside a small one. Apart from the seat's shapes and buttons.
import { signed } from '../rules/labels';
import { fitLines, polar, radialTextRotation } from './geometry';
import { abbreviate, outcomeLabel, roleWord } from './palette';
import type { TableSeatProps } from './seatProps';

/** The text lines of a large seat, placed to fit the circle; the life line is keyed "status". */
export function largeLines(p: TableSeatProps) {
  const r = p.radius;
  const role = roleWord(p.role);
  const nameSize = p.nameSize ?? Math.min(34, r * 0.34);
  const small = Math.max(12, Math.min(24, r * 0.235));
  const shown = p.life;
  const status =
    p.outcome === 'won'
      ? { text: 'won', cls: 'tc-t-won' }
      : p.inGame
        ? shown === null
          ? null
          : { text: `♥ ${shown}`, cls: shown <= 0 ? 'tc-t-life tc-t-danger' : 'tc-t-life' }
        : { text: outcomeLabel(p.outcome) || 'left', cls: 'tc-t-left' };
  return fitLines(
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
      status
        ? {
            key: 'status',
            text: status.text,
            fontSize: small * (p.counters ? 1.25 : 1.05),
            className: status.cls,
          }
        : null,
      p.inGame && p.poison > 0
        ? { key: 'poison', text: `☠ ${p.poison}`, fontSize: small * 0.9, className: 'tc-t-poison' }
        : null,
      p.inGame && p.counts
        ? {
            key: 'counts',
            text: p.counts,
            fontSize: small * 0.9,
            className: 'tc-t-counts',
          }
        : null,
      p.inGame && p.lifeDelta !== 0 && p.life !== null
        ? { key: 'delta', text: signed(p.lifeDelta), fontSize: small, className: 'tc-t-delta' }
        : null,
    ],
    r,
  );
}

export function SeatText(p: TableSeatProps) {
  const r = p.radius;
  if (p.nameSize === null) {
    // Too small to read (the whole table on a small screen): the team's letter only.
    return p.teamLetter && r >= 6 ? (
      <text textAnchor="middle" dominantBaseline="central" className="tc-t-badge" fontSize={r}>
        {p.teamLetter}
      </text>
    ) : null;
  }
  if (p.tier === 'large') {
    const lines = largeLines(p);
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
    const nameSize = p.nameSize ?? Math.max(9, Math.min(20, r * 0.42));
    const fits = Math.max(3, Math.floor((1.8 * r) / (nameSize * 0.58)));
    const showStatus = r >= 25;
    const statusSize = nameSize * 0.78;
    const shown = p.life;
    const status =
      p.outcome === 'won'
        ? { text: 'won', cls: 'tc-t-won' }
        : p.inGame
          ? shown === null
            ? { text: '', cls: 'tc-t-life' }
            : { text: `♥${shown}`, cls: shown <= 0 ? 'tc-t-life tc-t-danger' : 'tc-t-life' }
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
        fontSize={p.nameSize ?? p.labelFont}
      >
        {prefix + abbreviate(p.name, 11) + suffix}
      </text>
    </>
  );
}
