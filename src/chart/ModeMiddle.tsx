// The middle of table mode's chart: the turn's words and End turn buttons, each turned to face
// the player whose turn it is, and the die that opens the table's dice (706, 705), storm count and
// day or night. Apart from the seats; the chart places them with placeAll.
import { useLingui } from '@lingui/react/macro';
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { DIE, dieBeside, middleWords, type ChipSize, type RollRoom, type Size } from './modeDie';
import { facingDegrees, type ModeLayout } from './modeGeometry';
import { estimateTextWidth } from './geometry';

/**
 * What the middle offers besides End turn, from the screen around the chart (table mode): the
 * die that opens the dice and the table's counters. Absent (a watcher, game over): no die.
 */
export const ModeMiddleTools = createContext<{
  onDice: () => void;
  /** Told whether the die found room in the middle; if not, the screen puts it elsewhere. */
  placed?: (inMiddle: boolean) => void;
} | null>(null);

/**
 * A roll's result and the middle (TableMode, ModeRoll): a table of circles tells where it drew
 * what the result must not cover (`report`); where the result lies over the middle's words
 * (`covers`), they step aside while it shows, End turn and the die staying.
 */
export const ModeRollRoom = createContext<{
  covers: boolean;
  report: (room: RollRoom | null) => void;
} | null>(null);

/** A button drawn in the chart: Enter and Space press it, as they press a real one. */
const pressKeys = (press: () => void) => (event: KeyboardEvent<SVGGElement>) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    press();
  }
};

/**
 * A die's face, five pips, `size` px across and centred on 0,0: white with dark pips on either
 * theme, so the die reads as a die wherever it is drawn (here, or TableMode's CornerDie).
 */
export function DieFace({ size }: { size: number }) {
  const pip = size * 0.08;
  const d = size * 0.2;
  return (
    <>
      <rect
        x={-size / 2 + 1}
        y={-size / 2 + 1}
        width={size - 2}
        height={size - 2}
        rx={size * 0.22}
        className="tc-die-face fill-white stroke-slate-500 stroke-2 group-hover:fill-slate-100 group-focus-visible:stroke-sky-500 group-focus-visible:stroke-[3]"
      />
      {[
        [-d, -d],
        [d, -d],
        [0, 0],
        [-d, d],
        [d, d],
      ].map(([cx, cy]) => (
        <circle
          key={`${cx},${cy}`}
          cx={cx}
          cy={cy}
          r={pip}
          className="pointer-events-none fill-slate-900"
        />
      ))}
    </>
  );
}

/** The die: a 44 px button with a die's five pips, beside End turn, facing the same player. */
function DieButton({ x, y, onDice }: { x: number; y: number; onDice: () => void }) {
  const { t } = useLingui();
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={t`Dice, a coin and the table's counters`}
      className="group tc-mode-end"
      data-testid="mode-dice"
      // Checked against every other box on the screen (e2e/table-tiles.spec.ts).
      data-box=""
      // A view-only live link rolls nothing (index.css).
      data-live-control=""
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
      onClick={(e) => {
        e.stopPropagation();
        onDice();
      }}
      onKeyDown={pressKeys(onDice)}
    >
      <DieFace size={DIE} />
    </g>
  );
}

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
  const onKeyDown = pressKeys(ender.onEnd);
  // Cyrillic letters set bold run about a quarter wider than Latin ones ("Завершить ход"
  // overflowed); CJK characters are an em each (estimateTextWidth).
  const cyrillic = ender.label.match(/[\u0400-\u04ff]/g)?.length ?? 0;
  const ems = estimateTextWidth(ender.label, 1) + cyrillic * 0.14;
  const guess = Math.min(height * 0.4, width / Math.max(6, ems));
  // Measured once drawn: bold words run wider than the guess ("Zug 1 beenden" overflowed), so
  // they shrink until they sit inside the button with a margin.
  const text = useRef<SVGTextElement>(null);
  const key = `${ender.label}|${width}|${height}`;
  const [shrink, setShrink] = useState({ key, k: 1 });
  const k = shrink.key === key ? shrink.k : 1;
  const font = guess * k;
  // Measured once per size and label; not while the button is hidden (a view-only live link:
  // nothing drawn measures 0), so it is measured at a commit once drawn. Half the guess at least,
  // so a width that stops shrinking with the font cannot loop.
  const measured = useRef('');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- every commit, once per size: `measured`
  useLayoutEffect(() => {
    if (measured.current === `${key}|${k}`) return;
    const drawn = text.current?.getComputedTextLength?.() ?? 0;
    const room = width - 12;
    if (drawn <= 0 || room <= 0) return;
    measured.current = `${key}|${k}`;
    const next = Math.max(0.5, (k * room) / drawn);
    if (drawn > room + 0.5 && next < k) setShrink({ key, k: next });
  });
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
        ref={text}
      >
        {ender.label}
      </text>
    </g>
  );
}

export type { Size } from './modeDie';

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

/**
 * The table's day or night (726) and storm count (702.40a) on a chip of its own, where the middle
 * has no room above its words; at `x`, `y` in the frame it is drawn in.
 */
export function TableChip({ chip }: { chip: ChipSize & { x?: number; y?: number } }) {
  const { w, h, font, lines, x = 0, y = 0 } = chip;
  return (
    <g
      aria-hidden="true"
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
      data-testid="mode-table-chip"
    >
      <rect
        x={-w / 2}
        y={-h / 2}
        width={w}
        height={h}
        rx={Math.min(h / 2, 12)}
        className="tc-mode-felt"
        strokeWidth={1.5}
        data-box=""
      />
      <text
        y={(-(lines.length - 1) * font * 1.15) / 2}
        textAnchor="middle"
        dominantBaseline="central"
        className="tc-t-detail"
        fontSize={font}
        fontWeight={600}
        data-testid="mode-table-line"
      >
        {lines.map((l, i) => (
          <tspan key={i} x={0} dy={i ? font * 1.15 : 0}>
            {l}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** The turn's words and the first End turn, in one of the sizes the chart tried (largest first). */
export function ModeMiddle({
  fit: { w, h, kicker, above = 0 },
  first,
  centre,
  layout,
  grow,
  gameOver,
}: {
  /** `above`: room above the box (modeDie.ts) for the table's line. */
  fit: Size & { above?: number };
  /** The first running turn's End turn, or null when no turn is running. */
  first: ModeEnder | null;
  /** `table`: the table's day or night and storm count ("☾ Night · storm 2"), if any. */
  centre: { kicker: string; headline: string; table?: string };
  layout: ModeLayout;
  /** How much bigger than a phone's the middle is drawn (bigger seats, read from further away). */
  grow: number;
  gameOver: boolean;
}) {
  // The End turn button takes the bottom (nearest the player); the words share the rest, and
  // the table's day or night (726) and storm count (702.40a) go in the room above them.
  const words = middleWords(
    { w, h, kicker, above: gameOver ? 0 : above },
    centre,
    layout,
    grow,
    !!first,
  );
  const { tall, kick, head, heads, tableFont, tableLines, lift } = words;
  const top = -h / 2 - lift;
  const tools = useContext(ModeMiddleTools);
  // The die sits right of End turn when both fit (End turn still 80 px, its words legible);
  // else nowhere here: the screen puts it beside its corner button (TableMode).
  const beside = !!tools && !gameOver && first !== null && dieBeside(w);
  const endWidth = beside ? w - DIE - 6 : w;
  const placed = tools?.placed;
  useEffect(() => placed?.(beside), [placed, beside]);
  // A roll's result lies over the words (a crowded table has no other room): they step aside.
  const covered = !!useContext(ModeRollRoom)?.covers;
  // Game over: the result's card (ModeGameOver) says it, facing every side.
  if (gameOver) return null;
  return (
    <>
      <g aria-hidden="true" display={covered ? 'none' : undefined} data-testid="mode-words">
        {tableLines.length > 0 && (
          <text
            y={-h / 2 - (above + lift) / 2 - ((tableLines.length - 1) * tableFont * 1.15) / 2}
            textAnchor="middle"
            dominantBaseline="central"
            className="tc-t-detail"
            fontSize={tableFont}
            fontWeight={600}
            data-testid="mode-table-line"
          >
            {tableLines.map((l, i) => (
              <tspan key={i} x={0} dy={i ? tableFont * 1.15 : 0}>
                {l}
              </tspan>
            ))}
          </text>
        )}
        {kicker && (
          <text
            y={top + kick * 0.65}
            textAnchor="middle"
            dominantBaseline="central"
            className="tc-t-kicker"
            fontSize={kick}
            data-testid="mode-turn-kicker"
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
          {heads.map((l, i) => (
            <tspan key={i} x={0} dy={i ? head * 1.1 : 0}>
              {/* Hidden, not drawn: the names read as one list (807.4), however many lines. */}
              {i > 0 && <tspan display="none"> · </tspan>}
              {l}
            </tspan>
          ))}
        </text>
      </g>
      {first && (
        <g transform={`translate(${beside ? -(DIE + 6) / 2 : 0} 0)`}>
          <EndButton ender={first} y={h / 2 - tall / 2} width={endWidth} height={tall} />
        </g>
      )}
      {tools && beside && (
        <DieButton x={w / 2 - DIE / 2} y={h / 2 - tall / 2} onDice={tools.onDice} />
      )}
    </>
  );
}
