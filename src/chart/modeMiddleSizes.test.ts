import { describe, expect, it } from 'vitest';
import { enderSizes, middleSizes, middleWords, tileMiddleSizes } from './modeDie';
import { placeMiddle } from './ModeCircles';
import { fitMiddle, layoutMode } from './tileGeometry';

const NIGHT = '☾ Night · Storm 2';
/** What ModeTiles and ModeCircles give ModeMiddle: the box below the room above it. */
const below = <T extends { h: number; above?: number }>(fit: T): T => ({
  ...fit,
  h: fit.h - (fit.above ?? 0),
});

describe('middleWords', () => {
  it('puts three running turns’ names on two lines on a phone, no smaller than the rest', () => {
    // Grand Melee on a phone: the middle faces the first marker's holder, two more End turns.
    const layout = layoutMode(12, 390, 844);
    const asks = [0, 4, 8].map((seat, i) => ({
      angle: layout.seats[seat]!.angle,
      sizes: i ? enderSizes(layout) : middleSizes(layout, true, true),
    }));
    const held = layout.seats.map((_, i) => (i === 0 ? 'monarch' : '')).join('|');
    const fit = placeMiddle(layout, asks, [], held).fits[0]!;
    const centre = { kicker: 'TURNS 1-3', headline: 'Alex · Esme · Ivo', table: NIGHT };
    const words = middleWords(below(fit), centre, layout, 1, true);
    expect(words.heads).toEqual(['Alex · Esme', 'Ivo']);
    expect(words.head).toBeGreaterThanOrEqual(14);
    expect(words.head).toBeGreaterThanOrEqual(words.kick);
    expect(words.head).toBeGreaterThanOrEqual(words.tableFont);
    // Everything inside the box: the table's line, the words risen into what it leaves, End turn.
    const used =
      words.tableLines.length * words.tableFont * 1.15 +
      words.kick * 1.3 +
      words.head * (1.25 + 1.1) +
      words.tall +
      4;
    expect(used).toBeLessThanOrEqual(fit.h + 0.5);
  });

  it('keeps one running turn’s name on one line', () => {
    const words = middleWords(
      { w: 220, h: 100, kicker: true, above: 22 },
      { kicker: 'TURN 1', headline: 'Alex', table: NIGHT },
      { smallFont: 14, nameFont: 16 },
      1,
      true,
    );
    expect(words.heads).toEqual(['Alex']);
    expect(words.lift).toBe(0);
  });
});

describe('tileMiddleSizes', () => {
  const words = (count: number, width: number, height: number, seat: number, name: string) => {
    const layout = layoutMode(count, width, height);
    const grow = Math.min(1.6, Math.max(1, Math.min(width, height) / 400));
    const angle = layout.seats[seat]!.angle;
    const fit = fitMiddle(layout.tiles!.middle, angle, tileMiddleSizes(grow, true, true));
    const centre = { kicker: 'TURN 1', headline: name, table: NIGHT };
    return { fit, words: middleWords(below(fit), centre, layout, fit.grow, true) };
  };

  it('draws the name beside End turn at 16 px or more in a phone’s narrow strip (six players)', () => {
    for (const [w, h] of [
      [390, 844],
      [844, 390],
    ] as const)
      for (let seat = 0; seat < 6; seat++)
        expect(
          words(6, w, h, seat, 'Bianca').words.head,
          `${w}x${h} seat ${seat}`,
        ).toBeGreaterThanOrEqual(16);
  });

  it('scales the middle and its table line with a tablet’s room', () => {
    for (let count = 2; count <= 6; count++)
      for (let seat = 0; seat < count; seat++) {
        const { fit, words: drawn } = words(count, 820, 1180, seat, 'Alex');
        const at = `${count} players, seat ${seat}`;
        expect(fit.grow, at).toBeGreaterThan(1.2);
        // A line above the words (not a chip) at more than a phone's 12 px.
        expect(fit.above, at).toBeGreaterThan(0);
        const lineFont = middleWords(
          below(fit),
          { kicker: 'TURN 1', headline: 'Alex', table: NIGHT },
          { smallFont: 14, nameFont: 16 },
          fit.grow,
          true,
        ).tableFont;
        expect(lineFont, at).toBeGreaterThanOrEqual(16);
        expect(drawn.head, at).toBeGreaterThanOrEqual(28);
      }
  });
});
