import { describe, expect, it } from 'vitest';
import { centreReach, estimateTextWidth, layoutTable } from './geometry';
import { centreRows } from './ChartCentre';
import { abbreviateMiddle, boldWidth, inwardName, nameSqueezed } from './SeatText';
import type { TableSeatProps } from './seatProps';

/** A 16-seat Grand Melee on a 390 px phone: the chart 366 px across, names raised to 12 px. */
const PX = 366 / 1000;
const NAME = 12 / PX;

function seat(n: number, i: number, name: string, room?: number): TableSeatProps {
  const layout = layoutTable(n, true);
  return {
    seat: i,
    name,
    team: null,
    teamLetter: null,
    teamColour: null,
    role: null,
    primary: false,
    life: 20,
    lifeDelta: 0,
    poison: 0,
    counters: false,
    inGame: true,
    outcome: null,
    takingTurn: false,
    selected: false,
    range: 1,
    note: '',
    held: '',
    counts: '',
    markWords: '',
    x: 0,
    y: 0,
    angle: layout.angles[i]!,
    radius: layout.seatRadius,
    hitRadius: layout.hitRadius,
    tier: layout.tier,
    labelFont: layout.labelFont,
    flat: false,
    tabbable: false,
    nameSize: NAME,
    ...(room === undefined ? {} : { innerRoom: room }),
    onSelect: () => {},
    onLife: () => {},
  };
}

describe('a name too long for its seat at the size it must be read', () => {
  it('cuts a name in its middle, its end kept, so numbered names still read apart', () => {
    expect(abbreviateMiddle('Player 12', 7)).toBe('Pla…12');
    expect(abbreviateMiddle('Player 11', 7)).not.toBe(abbreviateMiddle('Player 12', 7));
    expect(abbreviateMiddle('Alex', 7)).toBe('Alex');
  });

  it('goes beside its seat on a 16-seat phone chart, whole, toward the centre', () => {
    const layout = layoutTable(16, true);
    const rows = centreRows(layout, {
      kicker: 'Turns 1–4',
      headline: '4 turns running',
      detail: '',
      minFont: NAME,
      note: '',
    });
    for (let i = 0; i < 16; i++) {
      const name = `Player ${i + 1}`;
      const room =
        layout.ringRadius -
        layout.seatRadius -
        Math.max(4, NAME * 0.3) -
        centreReach(layout, layout.angles[i]!, NAME * 0.6, rows);
      const p = seat(16, i, name, room);
      // Inside its circle it would be squeezed out of shape.
      expect(nameSqueezed(p), name).toBe(true);
      const beside = inwardName({ ...p, namesInward: true })!;
      expect(beside.text, name).toBe(name);
      expect(beside.fontSize * PX).toBeGreaterThanOrEqual(11.99);
      // Squeezed by 15% at most, on the wide side of the fonts it may be drawn in.
      if (beside.textLength) expect(boldWidth(name, NAME) / beside.textLength).toBeLessThan(1.16);
    }
  });

  it('stays inside a seat with room for it, and where the chart is not zoomed', () => {
    expect(nameSqueezed(seat(16, 0, 'Mo', 200))).toBe(false);
    expect(nameSqueezed({ ...seat(16, 0, 'Player 13'), nameSize: undefined })).toBe(false);
    expect(inwardName(seat(16, 0, 'Player 13', 200))).toBeNull();
  });
});

describe('centreReach', () => {
  it("keeps a name clear of the centre's words across the middle and of the cue over the top", () => {
    const layout = layoutTable(12, true);
    const rows = centreRows(layout, {
      kicker: 'Turns 1–3',
      headline: '3 turns running',
      detail: '',
      minFont: NAME,
      note: '',
    });
    const headline = rows.find((r) => r.key === 'headline')!;
    const half = estimateTextWidth(headline.text, headline.fontSize) / 2;
    // Across the middle: past the headline's end.
    expect(centreReach(layout, Math.PI / 2, NAME * 0.6, rows)).toBeGreaterThan(half);
    expect(centreReach(layout, (3 * Math.PI) / 2, NAME * 0.6, rows)).toBeGreaterThan(half);
    // Over the top: past the turn-order cue and its words.
    expect(centreReach(layout, 0, NAME * 0.6, rows)).toBeGreaterThan(layout.centreRadius);
    // Straight down there is only the headline's height to clear.
    expect(centreReach(layout, Math.PI, NAME * 0.6, rows)).toBeLessThan(layout.centreRadius);
  });
});
