// The game's story as a chart (issue 38): the lines (storyLines.ts) placed on D3's scales — life
// above, poison and commander damage in small panels below, a numbered mark where each player
// left, every line named where it ends, no two names on top of each other. Pure: React draws it
// (ui/records/story/StoryChart.tsx).
import { scaleLinear, type ScaleLinear } from 'd3';
import { abbreviate } from './palette';
import type { StoryLine, StoryModel, StoryPanel } from './storyLines';

export * from './storyLines';

export interface Tag {
  x: number;
  y: number;
  text: string;
  /** The whole name, where the tag shortened it. */
  full: string;
  anchor: 'start' | 'end';
  colour: string;
  /** About how wide and tall its words are drawn: the size of the backing behind them. */
  w: number;
  h: number;
  /** A tag moved up or down from its mark: a thin leader from the mark to it. */
  leader: { x1: number; y1: number; x2: number; y2: number } | null;
}

export interface PanelGeometry {
  id: StoryPanel['id'];
  title: string;
  /** Baseline of the panel's title. */
  titleY: number;
  top: number;
  bottom: number;
  yTicks: { y: number; label: string }[];
  limit: { y: number; label: string } | null;
  paths: { id: string; d: string; colour: string; dash: string | null }[];
  marks: { id: string; x: number; y: number; number: number; colour: string }[];
  /** Where a line stops in a small panel (its player left): a dot. */
  stops: { id: string; x: number; y: number; colour: string }[];
  tags: Tag[];
  /** Baseline of the turn numbers under the panel. */
  axisY: number;
}

export interface StoryGeometry {
  width: number;
  height: number;
  left: number;
  right: number;
  font: number;
  markRadius: number;
  xTicks: { x: number; label: string }[];
  panels: PanelGeometry[];
}

/** Wide characters (CJK, Hangul, full-width forms) are about a whole em each, not 0.58. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/g;
/** About how wide `text` is drawn at `font` px in a sans-serif face. */
export const textWidth = (text: string, font: number) =>
  (text.length + 0.72 * (text.match(WIDE)?.length ?? 0)) * font * 0.58;

const minus = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));

/** Places the story's panels in a drawing `width` px wide (its height follows). */
export function layoutStory(model: StoryModel, width: number): StoryGeometry {
  const phone = width < 480;
  const font = phone ? 12 : 13;
  const small = font - 1;
  const markRadius = font * 0.72;
  const left = font * 2.8;
  // The names at the lines' ends sit in a margin of their own, as wide as the longest needs, up
  // to a third of the drawing (longer names are shortened; the whole name is in their title).
  const cap = Math.max(60, width * (phone ? 0.3 : 0.22));
  const endTexts = model.panels.flatMap((p) =>
    p.lines.filter((l) => endsAt(l, model.turns)).map((l) => endText(l, p.id, model.words)),
  );
  const margin = Math.min(cap, Math.max(28, ...endTexts.map((t) => textWidth(t, small) + 12)));
  const right = width - margin;
  // The tag starts 6 px into the margin; a name that set the margin's width fits it whole.
  const maxChars = Math.max(3, Math.floor((margin - 6) / (small * 0.58)));
  const T = model.turns;
  const x = scaleLinear()
    .domain([1, T + 1])
    .range([left, right]);
  const xTicks = turnTicks(x, T, model.words.end);
  const panels: PanelGeometry[] = [];
  let cursor = 0;
  const lines = model.panels[0]?.lines.length ?? 0;
  model.panels.forEach((panel) => {
    const base =
      panel.id === 'life'
        ? Math.min(420, Math.max(230, width * (phone ? 0.62 : 0.42))) +
          // Many lines need room to be told apart: on a phone, most of a screen's height.
          (lines > 8 ? (phone ? width * 0.45 : 60) : 0)
        : phone
          ? 110
          : 130;
    const titleY = cursor + font * 1.4;
    const top = titleY + font * 0.9;
    const bottom = top + base;
    panels.push(
      layoutPanel(panel, {
        x,
        T,
        top,
        bottom,
        left,
        right,
        width,
        font: small,
        maxChars,
        markRadius,
        words: model.words,
      }),
    );
    panels[panels.length - 1]!.titleY = titleY;
    cursor = bottom + small * 2.2;
  });
  return { width, height: cursor + 4, left, right, font, markRadius, xTicks, panels };
}

/** Whether the line is still there at the end (its player(s) never left). */
const endsAt = (l: StoryLine, T: number) => l.exit === null && l.values[T] != null;

const endText = (l: StoryLine, panel: StoryPanel['id'], words: StoryModel['words']) =>
  panel === 'life' && l.won ? words.won(l.short) : l.short;

/** Whole-turn ticks that fit, and the end of the game after the last turn. */
function turnTicks(x: (n: number) => number, T: number, end: string) {
  const span = x(T + 1) - x(1);
  const count = Math.max(2, Math.floor(span / 44));
  const scale = scaleLinear()
    .domain([1, T + 1])
    .range([0, span]);
  const ticks = scale
    .ticks(Math.min(count, T))
    .filter((t) => Number.isInteger(t) && t >= 1 && t <= T && x(T + 1) - x(t) >= 34)
    .map((t) => ({ x: x(t), label: String(t) }));
  return [...ticks, { x: x(T + 1), label: end }];
}

interface PanelFrame {
  x: ScaleLinear<number, number>;
  T: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  font: number;
  maxChars: number;
  markRadius: number;
  words: StoryModel['words'];
}

/** The point where the line stops: where its player left, or its last amount. */
function lastPoint(l: StoryLine, x: (n: number) => number, y: (n: number) => number) {
  let i = l.values.length - 1;
  while (i >= 0 && l.values[i] == null) i--;
  if (l.exit?.value != null) return { x: x(l.exit.turn + 0.5), y: y(l.exit.value) };
  return i < 0 ? null : { x: x(i + 1), y: y(l.values[i]!) };
}

/**
 * An SVG path through the line's points, broken where it has no amount (a latecomer, 801). A
 * point between two of the same amount is left out: it lies on the straight run between them, so
 * the line is drawn the same, and a 300-turn game's lines, mostly flat, have a tenth of the points
 * for the browser to read and stroke.
 */
export function linePath(l: StoryLine, x: (n: number) => number, y: (n: number) => number) {
  const parts: string[] = [];
  let open = false;
  const pt = (px: number, py: number) => `${px.toFixed(1)},${py.toFixed(1)}`;
  let last = -1;
  const { values } = l;
  values.forEach((v, i) => {
    if (v == null) {
      open = false;
      return;
    }
    if (open && values[i - 1] === v && values[i + 1] === v) {
      last = i;
      return;
    }
    parts.push(`${open ? 'L' : 'M'}${pt(x(i + 1), y(v))}`);
    open = true;
    last = i;
  });
  if (l.exit?.value != null && last >= 0)
    parts.push(`L${pt(x(l.exit.turn + 0.5), y(l.exit.value))}`);
  // A single point draws as a dot (round caps).
  if (parts.length === 1) parts.push('h0.01');
  return parts.join('');
}

/** A linear scale's mapping, as the scale works it out (from its domain's ends to its range's). */
function linear(scale: ScaleLinear<number, number>): (n: number) => number {
  const [d0, d1] = scale.domain() as [number, number];
  const [r0, r1] = scale.range() as [number, number];
  if (d0 === d1) return scale;
  return (n) => {
    const t = (n - d0) / (d1 - d0);
    return r0 * (1 - t) + r1 * t;
  };
}

function layoutPanel(panel: StoryPanel, f: PanelFrame): PanelGeometry {
  const all = panel.lines.flatMap((l) => [
    ...l.values.filter((v): v is number => v !== null),
    ...(l.exit?.value != null ? [l.exit.value] : []),
  ]);
  // Room above a losing amount for its words: the rule is not drawn on the panel's edge.
  const hi = Math.max((panel.limit?.value ?? 0) * 1.2, ...all, 1);
  const lo = Math.min(0, ...all);
  const y = scaleLinear()
    .domain([lo, hi])
    .range([f.bottom, f.top])
    .nice(Math.max(3, Math.floor((f.bottom - f.top) / 40)));
  const yTicks = y
    .ticks(Math.max(2, Math.floor((f.bottom - f.top) / 40)))
    .filter(Number.isInteger)
    .map((t) => ({ y: y(t), label: minus(t) }));
  // Lines with the same amounts (three players still at 40) would hide one another: each is drawn
  // a pixel or two from the next, side by side, never more than 7 px from its place.
  const n = panel.lines.length;
  const step = n > 1 ? Math.min(2, 14 / n) : 0;
  // D3's scales as plain arithmetic for the lines' points (16 lines of 300 turns are ten
  // thousand calls, a slow phone's tens of milliseconds as a story opens): both are linear.
  const yAt = linear(y);
  const ys = panel.lines.map((_, i) => {
    const shift = (i - (n - 1) / 2) * step;
    return (v: number) => yAt(v) + shift;
  });
  const xAt = linear(f.x);
  const paths = panel.lines.map((l, i) => ({
    id: l.id,
    d: linePath(l, xAt, ys[i]!),
    colour: l.colour,
    dash: l.dash,
  }));
  const marks: PanelGeometry['marks'] = [];
  const stops: PanelGeometry['stops'] = [];
  panel.lines.forEach((l, i) => {
    const p = l.exit && lastPoint(l, f.x, ys[i]!);
    if (!p) return;
    if (l.mark) marks.push({ id: l.id, ...p, number: l.mark.number, colour: l.colour });
    else stops.push({ id: l.id, ...p, colour: l.colour });
  });
  apart(marks, f);
  const limit = panel.limit ? { y: y(panel.limit.value), label: panel.limit.label } : null;
  const tags = placeTags(panel, f, ys, marks, limit);
  return {
    id: panel.id,
    title: panel.title,
    titleY: 0,
    top: f.top,
    bottom: f.bottom,
    yTicks,
    limit,
    paths,
    marks,
    stops,
    tags,
    axisY: f.bottom + f.font * 1.35,
  };
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * The lines' names: in the right margin for lines that reach the end (spread apart so none
 * overlap), beside the mark for lines that stop (moved up or down to a free spot, or left out:
 * the mark's number is in the list below the chart).
 */
function placeTags(
  panel: StoryPanel,
  f: PanelFrame,
  yOf: readonly ((n: number) => number)[],
  marks: PanelGeometry['marks'],
  limit: PanelGeometry['limit'],
): Tag[] {
  const h = f.font * 1.3;
  const ends = panel.lines
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => endsAt(l, f.T))
    .map(({ l, i }) => ({ l, want: yOf[i]!(l.values[f.T]!) }))
    .sort((a, b) => a.want - b.want);
  const ys = spread(
    ends.map((e) => e.want),
    h,
    f.top + h / 2,
    f.bottom + h / 2,
  );
  const tags: Tag[] = [];
  const boxes: Box[] = marks.map((m) => ({
    x0: m.x - f.markRadius,
    x1: m.x + f.markRadius,
    y0: m.y - f.markRadius,
    y1: m.y + f.markRadius,
  }));
  // The losing amount's words sit just above its rule, at the left (StoryChart).
  if (limit)
    boxes.push({
      x0: f.left,
      x1: f.left + 8 + textWidth(limit.label, f.font),
      y0: limit.y - 4 - f.font,
      y1: limit.y,
    });
  ends.forEach((e, i) => {
    const full = endText(e.l, panel.id, f.words);
    const text = abbreviate(full, f.maxChars);
    const w = textWidth(text, f.font);
    tags.push({
      x: f.right + 6,
      y: ys[i]!,
      text,
      full,
      anchor: 'start',
      colour: e.l.colour,
      w,
      h,
      leader: null,
    });
    boxes.push({ x0: f.right, x1: f.width, y0: ys[i]! - h / 2, y1: ys[i]! + h / 2 });
  });
  for (const [i, l] of panel.lines.entries()) {
    if (!l.exit) continue;
    const m = marks.find((k) => k.id === l.id);
    const p = m ?? lastPoint(l, f.x, yOf[i]!);
    if (!p) continue;
    const full = l.mark ? `${l.short} · ${l.mark.word}` : l.short;
    const gap = (l.mark ? f.markRadius : 3) + 3;
    // The whole tag where it fits; else the name alone (the list below says why); else nothing.
    const texts = [...new Set([abbreviate(full, 24), abbreviate(l.short, 12)])];
    const spot = texts
      .flatMap((text) => {
        const w = textWidth(text, f.font);
        return [0, -h, h, -2 * h, 2 * h].flatMap((dy) => [
          {
            text,
            w,
            x: p.x + gap,
            y: p.y + dy,
            anchor: 'start' as const,
            x0: p.x + gap,
            x1: p.x + gap + w,
          },
          {
            text,
            w,
            x: p.x - gap,
            y: p.y + dy,
            anchor: 'end' as const,
            x0: p.x - gap - w,
            x1: p.x - gap,
          },
        ]);
      })
      .find((s) => {
        const box = { x0: s.x0, x1: s.x1, y0: s.y - h / 2, y1: s.y + h / 2 };
        // Into the names' margin too, where no name is in the way.
        if (box.x0 < f.left || box.x1 > f.width) return false;
        if (box.y0 < f.top - h / 2 || box.y1 > f.bottom + h / 2) return false;
        if (boxes.some((b) => overlaps(b, box))) return false;
        boxes.push(box);
        return true;
      });
    if (spot)
      tags.push({
        x: spot.x,
        y: spot.y,
        text: spot.text,
        full,
        anchor: spot.anchor,
        colour: l.colour,
        leader:
          spot.y === p.y
            ? null
            : {
                x1: p.x,
                y1: p.y,
                x2: spot.anchor === 'start' ? spot.x0 - 1 : spot.x1 + 1,
                y2: spot.y,
              },
        w: spot.w,
        h,
      });
  }
  return tags;
}

/**
 * Marks that would cover each other (two players who left in the same turn with the same life)
 * are set side by side, the later one to the right (or, at the right edge, to the left).
 */
function apart(marks: PanelGeometry['marks'], f: PanelFrame) {
  const r = f.markRadius;
  const d = 2 * r + 2;
  const placed: { x: number; y: number }[] = [];
  // Never far from its place: a mark a step or two away still sits on its turn; where all are
  // taken (a crowded phone), it stays put, over the others, and the list below tells them apart.
  const steps: [number, number][] = [
    [0, 0],
    [d, 0],
    [-d, 0],
    [0, d],
    [0, -d],
    [2 * d, 0],
    [-2 * d, 0],
  ];
  for (const m of marks.sort((a, b) => a.number - b.number)) {
    const { x, y } = m;
    const free = steps.find(
      ([dx, dy]) =>
        x + dx <= f.right &&
        x + dx >= f.left &&
        !placed.some((p) => Math.hypot(p.x - x - dx, p.y - y - dy) < 2 * r + 1),
    );
    if (free) {
      m.x = x + free[0];
      m.y = y + free[1];
    }
    placed.push(m);
  }
}

/**
 * Moves sorted positions apart so neighbours are at least `gap` apart, staying within [lo, hi]
 * where they fit, each as near its wish as that allows.
 */
export function spread(wants: readonly number[], gap: number, lo: number, hi: number): number[] {
  const out = wants.slice();
  for (let i = 0; i < out.length; i++) out[i] = Math.max(out[i]!, i ? out[i - 1]! + gap : lo);
  // Pushed past the bottom: back up from the end.
  for (let i = out.length - 1; i >= 0; i--) {
    const cap = i === out.length - 1 ? hi : out[i + 1]! - gap;
    if (out[i]! > cap) out[i] = cap;
  }
  return out;
}
