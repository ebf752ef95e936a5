// Table mode's game over: who won (a side, or a draw) in large words, once facing each side of
// the table where players sit (and the winner's), with Rematch and the game's story one tap away.
// It fills the middle the seats leave free, so every seat, the winner's above all, stays in
// sight. Its own chunk, loaded only once a game has ended.
import { t as tCore } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DerivedTable } from '../../rules';
import { teamIsPlural } from '../../rules/labels';
import { useGameStore } from '../../store/gameStore';
import { centreText } from '../../chart/palette';
import { gameOverPlan, type GameOverPlan } from '../../chart/modeGameOver';
import type { TableModeLayout } from '../../chart/tileGeometry';

export { gameOverPlan } from '../../chart/modeGameOver';
import { btnPrimary, btnSecondary } from '../styles';
import { playAgain, StoryDialog } from './GameOver';

/**
 * "Jo wins", "The Suns win", "A draw": the result as one line, one message a case (a language
 * may put the verb first, or need no space), the winners' names a value in it.
 */
export function resultLine(derived: DerivedTable): string {
  if (!derived.winners.length) return tCore`A draw: no one wins`;
  // The names as the middle's headline words them ("Team Red", "the Suns", "Jo and Kim").
  const who = centreText(derived).headline;
  const teams = new Set(derived.winners.map((s) => derived.players[s]?.team ?? null));
  const team = teams.size === 1 ? [...teams][0] : null;
  // A team named in the plural ("the Suns") wins as they do; Team Red as one.
  const one =
    team && !derived.table.individual ? !teamIsPlural(team) : derived.winners.length === 1;
  return one
    ? tCore({ message: `${who} wins`, comment: 'The game-over card: who won the game.' })
    : tCore({ message: `${who} win`, comment: 'The game-over card: who won the game (several).' });
}

type Face = GameOverPlan['faces'][number];

/** Rematch and the story one above the other (else side by side), and their room along the card. */
function buttonsFit(wide: boolean, length: number, depth: number) {
  const stacked = wide ? depth >= 100 : depth < 250;
  const room = wide
    ? stacked
      ? Math.min(170, Math.max(96, length * 0.28))
      : Math.min(260, Math.max(180, length * 0.36))
    : stacked
      ? 100
      : 48;
  return { stacked, room };
}

/** The line under the result, "Game over after turn N", is never smaller (px): read from across
 * the table. */
const TURN_MIN = 16;

/** A line's width (px) at `font`, estimated: a CJK character is a whole em, others about half. */
const widthOf = (text: string, font: number) =>
  [...text].reduce((w, c) => w + (c.codePointAt(0)! >= 0x2e80 ? 1 : 0.55), 0) * font;

/** How many lines `text` takes at `font` in `along` px, broken at spaces (or anywhere in CJK). */
function linesOf(text: string, font: number, along: number) {
  const units = /\s/.test(text) ? text.split(/\s+/) : [...text];
  const gap = /\s/.test(text) ? ' ' : '';
  let lines = 1;
  let line = '';
  for (const u of units) {
    const next = line ? `${line}${gap}${u}` : u;
    if (line && widthOf(next, font) > along) {
      lines++;
      line = u;
    } else line = next;
  }
  // A word longer than the slot does not fit on any number of lines.
  return units.some((u) => widthOf(u, font) > along) ? Infinity : lines;
}

/** The least width (px) `text` takes at `font` on two lines, broken at a space. */
function twoLines(text: string, font: number) {
  const words = text.split(' ');
  let least = widthOf(text, font);
  for (let i = 1; i < words.length; i++) {
    const halves = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    least = Math.min(least, Math.max(...halves.map((h) => widthOf(h, font))));
  }
  return least;
}

/**
 * A copy's words' size (px) in a slot `along` px long for its lines and `across` deep: the
 * headline on one line, or two where that makes it larger; and the turn's line under it, in full
 * where it fits at TURN_MIN on two lines at most, else shorter (`turns`: the full, the short).
 */
function copyFont(line: string, turns: readonly [string, string], along: number, across: number) {
  const small = (s: number) => Math.min(20, Math.max(TURN_MIN, s * 0.4));
  const words = line.split(' ');
  // The headline split where its halves are most even.
  let split: [string, string] | null = null;
  for (let i = 1; i < words.length; i++) {
    const pair: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (!split || Math.max(...pair.map((p) => p.length)) < Math.max(...split.map((p) => p.length)))
      split = pair;
  }
  const sized = (turn: string) => {
    // The turn's line wraps where the slot is short (two lines, never more).
    const turnLines = (s: number) => Math.min(2, linesOf(turn, small(s), along));
    let best = { size: 0, lines: [line] };
    for (const lines of split ? [[line], split] : [[line]]) {
      const longest = Math.max(...lines.map((l) => l.length));
      let s = Math.min(64, along / (longest * 0.62));
      // Deep enough for the lines and the turn's line(s) under them.
      s = Math.min(s, (across - small(s) * 1.3 * turnLines(s)) / (lines.length * 1.15));
      if (s > best.size) best = { size: s, lines };
    }
    return { ...best, small: small(best.size), along, turn };
  };
  // In full where it fits on two lines and leaves the result large (24 px, or as large as the
  // short form would); else the short form.
  const short = sized(turns[1]);
  const full = linesOf(turns[0], TURN_MIN, along) > 2 ? short : sized(turns[0]);
  return full.size >= Math.min(24, short.size) ? full : short;
}

/**
 * A copy's sizes (px) as drawn, its words shrunk by `k` where they overflowed once measured: the
 * turn's line at TURN_MIN or more, but never larger than the result above it (who won is what
 * the table reads first).
 */
export function copyDrawn(font: { size: number; small: number }, k: number) {
  const head = font.size * k;
  return { head, turn: Math.min(Math.max(TURN_MIN, font.small * k), head) };
}

export default function ModeGameOver({
  derived,
  layout,
}: {
  derived: DerivedTable;
  layout: TableModeLayout;
}) {
  const { t } = useLingui();
  const store = useGameStore();
  const [story, setStory] = useState(false);
  const line = resultLine(derived);
  const turnNumber = derived.turn;
  const turn = t`Game over after turn ${turnNumber}`;
  // Where a copy's slot is too short for that at 16 px on two lines (a phone on its side).
  const turns = [
    turn,
    t({
      message: `After turn ${turnNumber}`,
      comment: 'Under who won, where "Game over after turn N" has too little room: its short form.',
    }),
  ] as const;
  // Said once for a screen reader: the two lines as two sentences, with the language's own stops.
  const spoken = t({
    message: `${line}. ${turn}.`,
    comment:
      'The game-over card for a screen reader: who won ("Jo wins"), then "Game over after turn N", as two sentences.',
  });
  const plan = useMemo(() => gameOverPlan(layout, derived.winners), [layout, derived.winners]);
  const { box, faces } = plan;
  const wide = box.width >= box.height;
  const gap = 8;
  const pad = 8;
  const length = (wide ? box.width : box.height) - 2 * pad;
  const depth = (wide ? box.height : box.width) - 2 * pad;
  const { stacked, room: buttons } = buttonsFit(wide, length, depth);
  // The buttons' width: "The game's story" on two lines at most, smaller in a narrow card.
  const across_ = (wide ? buttons : depth) / (stacked ? 1 : 2) - (stacked ? 0 : 4);
  const storyWords =
    across_ < 110 ? 'px-0.5! text-[13px]!' : across_ < 150 ? 'px-1! text-sm!' : 'px-2! text-base!';
  // A copy's lines run along the card's length when they face the long sides' readers, else
  // across it; one across needs little of the length (its lines' depth), the rest share it.
  const lengthwise = (f: Face) => wide === (f === 0 || f === 180);
  const free = length - buttons - gap * faces.length;
  const across = faces.filter((f) => !lengthwise(f)).length;
  const along = faces.length - across;
  // The length shared so the smallest copy is as large as it can be where one would be small: a
  // copy read across a narrow card (the top player's on a phone) needs more than an even share.
  const share = (acrossSlot: number) => {
    const alongSlot = along ? (free - acrossSlot * across) / along : 0;
    const slots = faces.map((f) => (lengthwise(f) ? alongSlot : acrossSlot));
    const fonts = faces.map((f, i) =>
      lengthwise(f)
        ? copyFont(line, turns, slots[i]!, depth)
        : copyFont(line, turns, depth, slots[i]!),
    );
    return { slots, fonts, least: Math.min(...fonts.map((f) => f.size)) };
  };
  const even = along ? Math.min(free / faces.length, depth * 0.9) : free / faces.length;
  let best = share(even);
  // Only in a narrow card where an even share leaves a copy small (the estimate runs large: bold words are wider
  // than it allows, and the copy shrinks once measured): the least change that brings every copy
  // to 22 px, else the share whose smallest copy is largest.
  if (along && across && depth < 110 && best.least < 22) {
    let enough: { a: number; tried: ReturnType<typeof share> } | null = null;
    let largest = best;
    for (let a = 40; a * across <= free - 40 * along; a += 4) {
      const tried = share(a);
      if (tried.least > largest.least + 0.5) largest = tried;
      if (tried.least >= 22 && (!enough || Math.abs(a - even) < Math.abs(enough.a - even)))
        enough = { a, tried };
    }
    best = enough?.tried ?? largest;
  }
  // Each copy read along the card has room for the turn's line in full at 16 px on two lines,
  // where the copies read across it can spare that much of the length without their result
  // growing smaller (twelve on a phone: the top player's copy shrank to 12 px for it).
  const need = Math.ceil(twoLines(turn, TURN_MIN)) + 4;
  if (along && across && best.slots.some((s, i) => lengthwise(faces[i]!) && s < need)) {
    const a = Math.floor((free - need * along) / across);
    const acrossNow = best.slots[faces.findIndex((f) => !lengthwise(f))]!;
    const tried = a >= 48 && a < acrossNow ? share(a) : null;
    if (tried && tried.least >= best.least - 0.5) best = tried;
  }
  // A wide card with copies read both ways (three players on a phone: the top player's copy and
  // the two sides'): each copy read along it sits above or below the buttons, in their column,
  // where it has the column's width for its line, and the copies read across it share the rest.
  const buttonsDeep = stacked ? 96 : 44;
  const columnDeep = along ? (depth - buttonsDeep - gap * along) / along : 0;
  let column = 0;
  if (wide && along && across && columnDeep >= 44) {
    const beside = (a: number) => {
      const width = length - across * (a + gap);
      const fonts = faces.map((f) =>
        lengthwise(f) ? copyFont(line, turns, width, columnDeep) : copyFont(line, turns, depth, a),
      );
      const slots = faces.map((f) => (lengthwise(f) ? width : a));
      return { slots, fonts, least: Math.min(...fonts.map((f) => f.size)), width };
    };
    let top: ReturnType<typeof beside> | null = null;
    for (let a = 40; length - across * (a + gap) >= buttons; a += 2) {
      const tried = beside(a);
      if (!top || tried.least > top.least) top = tried;
    }
    if (top && top.least > best.least + 1) {
      best = top;
      column = top.width;
    }
  }
  const { slots, fonts } = best;
  // Measured once drawn: a font wider than the estimate shrinks its copy until it fits whole.
  const [shrink, setShrink] = useState<Record<number, number>>({});
  // A copy whose words overflow says the turn's short form before it shrinks.
  const [brief, setBrief] = useState<Record<number, boolean>>({});
  const card = useRef<HTMLDivElement>(null);
  const key = `${line}|${turn}|${box.width}|${box.height}|${faces.join()}`;
  const [measured, setMeasured] = useState(key);
  if (measured !== key) {
    setMeasured(key);
    setShrink({});
    setBrief({});
  }
  useLayoutEffect(() => {
    const copies = card.current?.querySelectorAll<HTMLElement>('[data-copy]') ?? [];
    const overflowing = [...copies].filter(
      (c) => c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1,
    );
    const over = overflowing.map((c) => Number(c.dataset.face));
    // The turn's line in full first gives way to its short form ("After turn N").
    const shorter = overflowing.filter((c) => c.dataset.full).map((c) => Number(c.dataset.face));
    if (shorter.length) {
      setBrief({ ...brief, ...Object.fromEntries(shorter.map((f) => [f, true])) });
      return;
    }
    const next = { ...shrink };
    for (const f of over) if ((next[f] ?? 1) > 0.4) next[f] = (next[f] ?? 1) * 0.9;
    if (over.some((f) => next[f] !== shrink[f])) setShrink(next);
  }, [shrink, brief, key]);
  const copy = (f: Face, i: number) => {
    const font = fonts[i]!;
    const drawn = copyDrawn(font, shrink[f] ?? 1);
    const side = f === 90 || f === 270;
    const size = wide
      ? { width: slots[i], height: column && lengthwise(f) ? columnDeep : depth }
      : { width: depth, height: slots[i] };
    return (
      <div
        key={f}
        data-copy=""
        data-face={f}
        data-full={!brief[f] && font.turn === turns[0] ? '' : undefined}
        aria-hidden="true"
        className="flex shrink-0 items-center justify-center overflow-hidden"
        style={size}
      >
        <div
          className="flex flex-col items-center justify-center text-center whitespace-nowrap"
          style={{
            writingMode: side ? 'vertical-rl' : undefined,
            // vertical-rl turns the words a quarter clockwise (read from the left); half a
            // turn more reads them from the right, or, unturned, from the top.
            transform: f === 180 || f === 270 ? 'rotate(180deg)' : undefined,
          }}
        >
          {font.lines.map((l) => (
            <p
              key={l}
              className="leading-[1.1] font-bold"
              style={{ fontSize: drawn.head }}
              data-testid="mode-game-over-line"
            >
              {l}
            </p>
          ))}
          <p
            // Balanced where it wraps: "Game over / after turn 4", never a number alone.
            className="leading-tight whitespace-normal text-balance text-slate-600 dark:text-slate-300"
            style={{
              fontSize: drawn.turn,
              maxInlineSize: font.along,
            }}
            data-testid="mode-game-over-turn"
          >
            {brief[f] ? turns[1] : font.turn}
          </p>
        </div>
      </div>
    );
  };
  // In the row (or column) beside the buttons: every copy, or only those read across the card
  // where the others sit in the buttons' column (the top player's above, the bottom's below).
  const row = column ? faces.filter((f) => !lengthwise(f)) : faces;
  const split = row.length === 1 ? 0 : Math.ceil(row.length / 2);
  const first = row.slice(0, split);
  const rest = row.slice(split);
  const inColumn = (f: Face) => (column && faces.includes(f) && lengthwise(f) ? [f] : []);
  return (
    <>
      <div
        role="status"
        data-testid="mode-game-over"
        data-faces={faces.join(' ')}
        ref={card}
        // Opaque: the seats' own large words behind would read through a tint.
        className={`pointer-events-auto absolute z-20 flex items-center justify-center overflow-hidden rounded-3xl border-2 border-amber-400 bg-amber-50 text-amber-950 shadow-xl dark:bg-slate-900 dark:text-amber-100 ${wide ? 'flex-row' : 'flex-col'}`}
        style={{ ...box, padding: pad - 2, gap }}
      >
        <p className="sr-only">{spoken}</p>
        {first.map((f) => copy(f, faces.indexOf(f)))}
        <div
          className={`flex shrink-0 items-center justify-center gap-2 ${stacked ? 'flex-col' : 'flex-row'}`}
          style={wide ? { width: column || buttons } : { height: buttons }}
        >
          {inColumn(180).map((f) => copy(f, faces.indexOf(f)))}
          <button
            type="button"
            className={`${btnPrimary} min-h-11 w-full max-w-40 px-3 text-base`}
            onClick={() => playAgain(store)}
            data-testid="mode-rematch"
          >
            <Trans>Rematch</Trans>
          </button>
          <button
            type="button"
            // A narrow card (a phone's strip between two rows of tiles): smaller words, on two
            // lines at most.
            className={`${btnSecondary} min-h-11 w-full max-w-40 leading-tight ${storyWords}`}
            onClick={() => setStory(true)}
            aria-haspopup="dialog"
          >
            <Trans>The game’s story</Trans>
          </button>
          {inColumn(0).map((f) => copy(f, faces.indexOf(f)))}
        </div>
        {rest.map((f) => copy(f, faces.indexOf(f)))}
      </div>
      {story && (
        <Suspense fallback={null}>
          <StoryDialog store={store} onClose={() => setStory(false)} />
        </Suspense>
      )}
    </>
  );
}
