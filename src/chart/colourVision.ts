// How far apart two colours look, with normal vision and with each of the three common
// colour-vision deficiencies at full strength (Machado, Oliveira & Fernandes 2009 matrices,
// applied in linear sRGB; distance is CIE76 ΔE in Lab). Used by tests that keep the chart's
// colours apart: team colours from the turn glow, the what-if asker ring from both.

type Matrix = readonly [readonly number[], readonly number[], readonly number[]];

export const VISION: Readonly<Record<string, Matrix>> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function linear(hex: string): [number, number, number] {
  const c = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return [c(1), c(3), c(5)];
}

function lab([r, g, b]: readonly number[]): [number, number, number] {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047);
  const y = f(0.2126 * r! + 0.7152 * g! + 0.0722 * b!);
  const z = f((0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** `#rrggbb` as seen with `vision`, in Lab. */
export function seen(hex: string, vision: Matrix): [number, number, number] {
  const l = linear(hex);
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return lab(vision.map((row) => clamp(row[0]! * l[0] + row[1]! * l[1] + row[2]! * l[2])));
}

/** The smallest ΔE between two colours over normal vision and the three deficiencies. */
export function leastDifference(a: string, b: string): number {
  return Math.min(
    ...Object.values(VISION).map((m) => {
      const p = seen(a, m);
      const q = seen(b, m);
      return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
    }),
  );
}

/** WCAG 2's relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const [r, g, b] = linear(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const hex2 = (v: number) =>
  Math.round(Math.min(255, Math.max(0, v)))
    .toString(16)
    .padStart(2, '0');

/** `a` mixed with `b`: `t` 0 is `a`, 1 is `b` (in sRGB, as a painted tint mixes). */
export function mix(a: string, b: string, t: number): string {
  const ch = (h: string, i: number) => parseInt(h.slice(i, i + 2), 16);
  return `#${[1, 3, 5].map((i) => hex2(ch(a, i) * (1 - t) + ch(b, i) * t)).join('')}`;
}

/**
 * `colour`, moved toward `toward` (the theme's text colour) only as far as it takes to read at
 * `min` contrast on every one of `backgrounds` (4.5:1: WCAG 1.4.3's for text).
 */
export function readableOn(
  colour: string,
  toward: string,
  backgrounds: readonly string[],
  min = 4.5,
): string {
  for (let step = 0; step <= 20; step++) {
    const c = mix(colour, toward, step / 20);
    if (backgrounds.every((b) => contrast(c, b) >= min)) return c.toUpperCase();
  }
  return toward;
}
