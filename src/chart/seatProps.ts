// What one seat of the chart draws, every prop a primitive: the seat and its words both read it,
// so it sits apart from either.
import type { Role } from '../rules';
import type { Radians, SeatTier } from './geometry';
import type { SeatOutcome } from './palette';

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
  /** Life total shown on the seat, taps still being gathered included; null when a team shares
   * one total, shown apart (810.9). */
  life: number | null;
  /** Taps on this seat's counter not yet in the log: shown as the running change ("−7"). */
  lifeDelta: number;
  /** The taps being gathered are on this seat: its − and + stay even if they show it out. */
  tapped?: boolean;
  poison: number;
  /** Draw − and + life buttons on the seat (large seats, while the game runs). */
  counters: boolean;
  inGame: boolean;
  outcome: SeatOutcome;
  takingTurn: boolean;
  selected: boolean;
  range: number | null;
  /** Extra words for the accessible label, e.g. "holds turn marker 2". */
  note: string;
  /** Designations held, space-separated ids ("monarch initiative cityBlessing"); '' for none. */
  held: string;
  /** The seat's other counters, short ("energy 3 · tax 4"); '' for none. */
  counts: string;
  /** The same marks in words, for the accessible label. */
  markWords: string;
  x: number;
  y: number;
  angle: Radians;
  radius: number;
  hitRadius: number;
  tier: SeatTier;
  /** Font size of the name when it sits outside a small seat. */
  labelFont: number;
  /** Flat on the table: the seat turns to face the player sitting beyond it. */
  flat: boolean;
  /** The one seat Tab stops at (the one shown); arrow keys move between seats from there. */
  tabbable: boolean;
  /**
   * The name's font size when the chart is zoomed (raised to stay readable, src/chart/zoom.ts);
   * null: the whole table is shown too small for names, so the seat is drawn without words.
   * Undefined: the seat's own size.
   */
  nameSize?: number | null;
  /**
   * Room (viewBox units) between the seat's inner edge and the centre's words, where the names go
   * when the seats cannot hold them at `nameSize` (SeatText inwardName).
   */
  innerRoom?: number;
  /** Every seat's name is drawn beside it, toward the centre (SeatText nameSqueezed). */
  namesInward?: boolean;
  /**
   * Radius a − or + must be tapped within to be 44 px across on this screen (viewBox units);
   * where that would swallow the seat, the chart shows no counters and the life panel has them.
   */
  counterHit?: number;
  onSelect: (seat: number) => void;
  onLife: (seat: number, delta: number) => void;
}
