// The words drawn on a seat, by its size: lines fitted inside a large seat, name and life in a
// medium one, the name outside a small one. Apart from the seat's shapes and buttons.
import { t } from '@lingui/core/macro';
import { signed } from '../rules/labels';
import { fitLines, polar, radialTextRotation, wideCount } from './geometry';
import { abbreviate, outcomeLabel, roleWord } from './palette';
import type { TableSeatProps } from './seatProps';

/**
 * A bold name's width (units) at `font`, on the wide side (DejaVu Sans Bold's letters; a phone's
 * own fonts are narrower): wider than geometry.ts's estimate, so a name judged to fit does.
 */
export function boldWidth(text: string, font: number): number {
  let ems = 0;
  for (const ch of text)
    ems +=
      wideCount(ch) > 0
        ? 1
        : ch === '…'
          ? 1
          : ch === ' '
            ? 0.35
            : /[0-9]/.test(ch)
              ? 0.7
              : /[A-Z]/.test(ch)
                ? 0.78
                : /[iljtfr.,'’]/.test(ch)
                  ? 0.42
                  : 0.68;
  return ems * font;
}
/** A name squeezed by more than this no longer reads as itself: it goes beside its seat. */
const SQUEEZE = 1.15;

/**
 * Whether a large seat's name, at the size the zoom drew it to stay readable (zoom.ts: 12 px at
 * least), is more than its circle can hold without squeezing it out of shape (a 16-seat Grand
 * Melee on a phone): then every seat's name goes beside its seat (`namesInward`), so the chart
 * reads one way all round.
 */
export function nameSqueezed(p: TableSeatProps): boolean {
  if (p.tier !== 'large' || !p.nameSize || !p.innerRoom) return false;
  const inside = largeLines({ ...p, namesInward: false }).find((l) => l.key === 'name');
  return (
    !!inside?.textLength && boldWidth(inside.text, inside.fontSize) > inside.textLength * SQUEEZE
  );
}

/**
 * The name drawn beside its seat when the chart's names go there (nameSqueezed): along the line
 * to the table's centre, in the room between the seat and the centre's words (`innerRoom`).
 */
export function inwardName(
  p: TableSeatProps,
): { text: string; fontSize: number; textLength?: number } | null {
  if (!p.namesInward || p.tier !== 'large' || !p.nameSize || !p.innerRoom) return null;
  const fontSize = p.nameSize;
  // As much of the name as the room holds, squeezed a little at most; shortened in its middle,
  // so "Player 12" and "Player 11" still read apart.
  let text = abbreviateMiddle(p.name, 16);
  for (let max = 15; max >= 3 && boldWidth(text, fontSize) > p.innerRoom * SQUEEZE; max--)
    text = abbreviateMiddle(p.name, max);
  return boldWidth(text, fontSize) > p.innerRoom
    ? { text, fontSize, textLength: p.innerRoom }
    : { text, fontSize };
}

/** A name cut to `max` characters in its middle, its end kept: "Player 12" → "Pla…12". */
export function abbreviateMiddle(name: string, max: number): string {
  if (name.length <= max) return name;
  const tail = Math.floor((max - 1) / 2);
  return `${name.slice(0, max - 1 - tail).trimEnd()}…${name.slice(name.length - tail).trimStart()}`;
}

/** How a player who left did (800.4), on their seat: "conceded", "lost"… */
const leftWord = (p: TableSeatProps) =>
  outcomeLabel(p.outcome) || t({ message: 'left', context: 'how a player left' });

/**
 * The text lines of a large seat, placed to fit the circle; the life line is keyed "status".
 * Where the name is drawn beside the seat (inwardName), the life is larger in its place.
 */
export function largeLines(p: TableSeatProps) {
  const withName = !inwardName(p);
  const r = p.radius;
  const role = roleWord(p.role);
  const nameSize = p.nameSize ?? Math.min(34, r * 0.34);
  const small = Math.max(12, Math.min(24, r * 0.235));
  const shown = p.life;
  const status =
    p.outcome === 'won'
      ? { text: outcomeLabel('won'), cls: 'tc-t-won' }
      : p.inGame
        ? shown === null
          ? null
          : { text: `♥ ${shown}`, cls: shown <= 0 ? 'tc-t-life tc-t-danger' : 'tc-t-life' }
        : { text: leftWord(p), cls: 'tc-t-left' };
  const statusSize = withName
    ? small * (p.counters ? 1.25 : 1.05)
    : Math.max(small * (p.counters ? 1.25 : 1.05), nameSize * 0.9);
  return fitLines(
    [
      withName
        ? { key: 'name', text: abbreviate(p.name, 12), fontSize: nameSize, className: 'tc-t-name' }
        : null,
      role
        ? {
            key: 'role',
            text: p.role === 'emperor' ? `♛ ${role}` : role,
            fontSize: small,
            className: p.role === 'emperor' ? 'tc-t-emperor' : 'tc-t-muted',
          }
        : null,
      p.primary && p.inGame
        ? {
            key: 'primary',
            text: t({ message: 'Primary', context: 'primary player, on the seat' }),
            fontSize: small * 0.9,
            className: 'tc-t-primary',
          }
        : null,
      status
        ? {
            key: 'status',
            text: status.text,
            fontSize: statusSize,
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
    const inward = inwardName(p);
    const lines = largeLines(p);
    return (
      <>
        {inward && <InwardName p={p} name={inward} />}
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
        ? { text: outcomeLabel('won'), cls: 'tc-t-won' }
        : p.inGame
          ? shown === null
            ? { text: '', cls: 'tc-t-life' }
            : { text: `♥${shown}`, cls: shown <= 0 ? 'tc-t-life tc-t-danger' : 'tc-t-life' }
          : { text: leftWord(p), cls: 'tc-t-left' };
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
  const short = abbreviate(p.name, 11);
  const label = p.outcome === 'won' ? t`${short} · won` : short;
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
        {prefix + label}
      </text>
    </>
  );
}

/**
 * A name beside its seat, along the line to the centre, like a dial's numbers read inward: it
 * ends at the seat's inner edge on the right of the table and starts there on the left, so it is
 * never upside down. Screen-aligned even when the seat is turned to face its player (flat).
 */
function InwardName({
  p,
  name,
}: {
  p: TableSeatProps;
  name: { text: string; fontSize: number; textLength?: number };
}) {
  const { rotate, anchor } = radialTextRotation(p.angle);
  const at = polar(-(p.radius + Math.max(4, name.fontSize * 0.3)), p.angle);
  const turned = p.flat ? Math.round(((p.angle * 180) / Math.PI + 180) % 360) : 0;
  return (
    <g transform={turned ? `rotate(${-turned})` : undefined}>
      <text
        transform={`translate(${at.x} ${at.y}) rotate(${rotate})`}
        textAnchor={anchor === 'start' ? 'end' : 'start'}
        dominantBaseline="central"
        className="tc-t-name"
        fontSize={name.fontSize}
        // A halo: it may cross the range band or an attack arrow on the felt.
        style={{ stroke: 'var(--tc-halo)' }}
        strokeWidth={name.fontSize * 0.18}
        strokeLinejoin="round"
        paintOrder="stroke"
        textLength={name.textLength}
        lengthAdjust={name.textLength ? 'spacingAndGlyphs' : undefined}
        data-testid="seat-name-inward"
      >
        {name.text}
      </text>
    </g>
  );
}
