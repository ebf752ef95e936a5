// Table mode: a phone (or tablet) lying in the middle of the table as the game's life counter.
// The chart fills the screen, the header and panels step aside; every seat faces its player,
// and the turn and its End turn face the player taking it. A chunk of its own: the normal table
// screen never loads it.
import { withCatalog } from '../../i18n/i18n';
import { withEngineWords } from '../../i18n/say';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_NAME } from '../../i18n/locales';
import { turnEnders, type Game } from '../../rules';
import {
  selectDerived,
  selectGame,
  selectTappedPlayer,
  useGame,
  useGameStore,
} from '../../store/gameStore';
import { ModeChart, type ModeEnder } from '../../chart/ModeChart';
import { ModeMiddleTools, ModeRollRoom } from '../../chart/ModeMiddle';
import { facingDegrees } from '../../chart/modeGeometry';
import { layoutMode, turnedTo } from '../../chart/tileGeometry';
import { seatOfMe, useMe } from '../../live/me';
import { centreText } from '../../chart/palette';
import { btnSecondary } from '../styles';
import { useChartMarks } from './useChartMarks';
import { enderLabel } from './Controls';
import { useFreshRoll } from './useFreshRoll';
import type { LocalResult } from './ModeDice';
import { CornerDie } from './CornerDie';
import { rollBox, type RollRoom } from '../../chart/modeDie';

const SeatAmounts = lazy(withCatalog('table', () => import('./SeatAmounts')));
const Refusal = lazy(withCatalog('table', () => import('./Refusal')));
const Announcer = lazy(withEngineWords(withCatalog('table', () => import('./Announcer'))));
const ModeGameOver = lazy(withCatalog('table', () => import('./ModeGameOver')));
// The dice and the table's counters, opened from the middle's die; a roll's result, large.
const ModeDice = lazy(withCatalog('table', () => import('./ModeDice')));
const ModeRoll = lazy(withCatalog('table', () => import('./ModeRoll')));
// The sentences of a why, with the engine's explain module: fetched when one is first opened.
const WhyBody = lazy(() => import('../WhyBody'));

/** Why a seat's range and attacks are what they are (801.2, 801.3), turned to face its player. */
function ModeWhy({
  game,
  seat,
  name,
  turn,
  onClose,
}: {
  game: Game;
  seat: number;
  name: string;
  /** Degrees it is turned to face the player whose seat it explains, as their sheet is. */
  turn: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const title = t`Why: ${name}’s range and attacks`;
  return (
    <div
      className="fixed inset-0 z-40 bg-slate-950/50"
      onClick={onClose}
      data-testid="mode-why-backdrop"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        className="fixed top-1/2 left-1/2 max-h-[80vh] w-[min(22rem,90vw)] overflow-auto rounded-xl border border-slate-300 bg-white p-3 text-slate-900 shadow-xl dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        style={{ transform: `translate(-50%, -50%) rotate(${turn}deg)` }}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
        data-testid="mode-why"
      >
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{title}</h2>
          <button type="button" className={`${btnSecondary} px-3`} onClick={onClose} autoFocus>
            <Trans>Close</Trans>
          </button>
        </div>
        <Suspense fallback="…">
          <WhyBody explain={(x) => x.playerReasons(game, seat)} />
        </Suspense>
      </div>
    </div>
  );
}

/** The screen's size in CSS px, followed as it turns or its bars come and go. */
function useScreen() {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const on = () => setSize(read());
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return size;
}

/**
 * The room the chart last told a roll's result may take (ModeCircles), and how it tells it. It
 * changes at every turn (the middle faces the next player), so it is state only while a result
 * shows: kept as state always, End turn's frame had a second commit of this screen. A result
 * takes the room told last.
 */
function useRollRoom(showing: boolean) {
  const last = useRef<RollRoom | null>(null);
  const [room, setRoom] = useState<RollRoom | null>(null);
  const report = useCallback(
    (r: RollRoom | null) => {
      last.current = r;
      setRoom(showing ? r : null);
    },
    [showing],
  );
  return [showing ? (last.current ?? room) : null, report] as const;
}

export default function TableMode() {
  const { t, i18n } = useLingui();
  const store = useGameStore();
  const game = useGame(selectGame);
  const derived = useGame(selectDerived);
  const pendingLife = useGame((s) => (s.pending?.type === 'life' ? s.pending : null));
  const tapped = useGame(selectTappedPlayer);
  const canUndo = useGame((s) => s.cursor > 0 || s.rematchOf !== null);
  const canRedo = useGame((s) => s.cursor < s.log.length);
  // A watcher's seats are pictures with their words, not buttons that do nothing.
  const watching = useGame((s) => !!s.transport?.watching);
  const { width, height } = useScreen();
  const count = derived?.players.length ?? 0;
  // Two-Headed Giant's two teams (of two heads, or three, 810.10), seated together, share an end
  // of the screen each, with their one total (810.9).
  const teamSize = derived?.table.sides[0]?.seats.length ?? 0;
  const heads =
    !!derived?.table.sharedLife &&
    derived.table.sides.length === 2 &&
    derived.table.sides.every(
      (s, i) =>
        s.seats.join() === Array.from({ length: teamSize }, (_, k) => i * teamSize + k).join(),
    )
      ? teamSize
      : 0;
  const markers = derived?.turnMarkers.length ?? 0;
  // On a player's own phone in a live room, their seat is marked and sits at the bottom.
  const me = useMe();
  const live = useGame((s) => !!s.transport);
  const mine = useMemo(
    () => (live && derived ? seatOfMe(me, derived.players) : null),
    [live, me, derived],
  );
  const layout = useMemo(
    () => turnedTo(layoutMode(count, width, height, { heads, markers }), mine),
    [count, width, height, heads, markers, mine],
  );
  const [open, setOpen] = useState<{ seat: number; from: number | null } | null>(null);
  // The seats' designations (the monarch's crown and the rest), as the chart has them.
  const marks = useChartMarks(game);
  const seatMarks = useMemo(() => marks?.seats ?? [], [marks]);
  // The seat last opened stays selected: its range and attacks show on the others, its why a tap
  // away (801.2, 801.3).
  const [selected, setSelected] = useState<number | null>(null);
  const [why, setWhy] = useState<number | null>(null);
  // A new game (a rematch here or on another phone, or Undo back to the game it replaced) starts
  // with no seat selected and nothing open: the last game's selection is not this one's. Its
  // start stamp and seed tell it apart; a live room's merges keep them.
  const gameKey = useGame((s) => `${s.setup.startedAt ?? ''} ${s.setup.seed ?? ''}`);
  const [shownGame, setShownGame] = useState(gameKey);
  if (shownGame !== gameKey) {
    setShownGame(gameKey);
    setSelected(null);
    setWhy(null);
    setOpen(null);
  }
  const onLife = useCallback(
    (seat: number, delta: number) => {
      const player = selectDerived(store.getState())?.players[seat]?.name;
      if (player) store.getState().tap({ type: 'life', player, amount: delta });
    },
    [store],
  );
  const onOpen = useCallback((seat: number, from: number | null) => {
    setOpen({ seat, from });
    setSelected(seat);
  }, []);
  const close = useCallback(() => setOpen(null), []);
  // The dice sheet, and a random player picked on this phone (no event: ModeDice.pickPlayer).
  const [dice, setDice] = useState(false);
  const [picked, setPicked] = useState<LocalResult | null>(null);
  const closeDice = useCallback(() => setDice(false), []);
  // The die is drawn in the middle beside End turn; where the middle is too narrow, beside ⤡.
  const [dieInMiddle, setDieInMiddle] = useState(true);
  const tools = useMemo(
    () => (watching ? null : { onDice: () => setDice(true), placed: setDieInMiddle }),
    [watching],
  );
  // A roll that came while table mode is open, here or on another phone (706, 705).
  const fresh = useFreshRoll();
  const freshAt = fresh?.at;
  useEffect(() => setPicked(null), [freshAt]);
  const enders: ModeEnder[] = useMemo(() => {
    if (!game || !derived) return [];
    return turnEnders(game).map((ender) => {
      const marker = ender.marker;
      return {
        seat: ender.seat,
        label: marker !== null ? t`End turn ${marker}` : t`End turn`,
        ariaLabel: enderLabel(derived, ender),
        onEnd: () => store.getState().dispatch(ender.event),
      };
    });
  }, [game, derived, store, t]);
  // The middle's words, with the table's day or night (726) and storm count (702.40a) if any.
  const note = marks?.note || undefined;
  // Worded in the language shown (centreText reads it), so again when it changes.
  const locale = i18n.locale;
  const centre = useMemo(
    () => derived && { ...centreText(derived), table: note, locale },
    [derived, note, locale],
  );
  // With tiles, the tools sit at the ends of the middle strip the tiles leave free.
  const corners = layout.tiles?.tools;
  // The result faces, and shows on the side of, whoever rolled or picked.
  const rollSeat =
    picked?.seat ?? derived?.players.find((p) => p.name === fresh?.roll.player)?.seat;
  // On a table of circles, clear of what the chart drew there (End turns, the die, names, badges).
  const [roomNow, report] = useRollRoom(rollSeat !== undefined);
  const rollAt = useMemo(
    () =>
      rollSeat === undefined ? null : rollBox(layout, rollSeat, layout.tiles ? null : roomNow),
    [layout, rollSeat, roomNow],
  );
  const covers = !!rollAt?.covers;
  const rollRoom = useMemo(() => ({ covers, report }), [covers, report]);
  if (!derived || !centre) return null;
  const turnOf = (seat: number) =>
    (Math.round(facingDegrees(layout.seats[seat]?.angle ?? 0) / 90) * 90) % 360;
  const turn = open ? turnOf(open.seat) : 0;
  const whyTurn = why !== null ? turnOf(why) : 0;
  const whyName = why !== null ? (derived.players[why]?.name ?? null) : null;
  // A random player picked on this phone, worded as it is drawn (it follows a change of language).
  const pickedWords = ({ big, by }: LocalResult) => ({
    big,
    caption:
      by === null
        ? t`Someone picked a player at random (this phone only)`
        : t`${by} picked a player at random (this phone only)`,
    short: by === null ? t`At random` : t`${by} · at random`,
  });
  // Who rolls unless another is chosen: the player the middle faces, whose turn it is.
  const roller =
    enders[0]?.seat ?? derived.activePlayers[0] ?? derived.players.find((p) => p.inGame)?.seat ?? 0;
  return (
    <div
      className="tc-chart fixed inset-0 z-30 overflow-hidden bg-slate-100 dark:bg-slate-950"
      data-testid="table-mode"
    >
      <h1 className="sr-only">{t`${APP_NAME}: table mode`}</h1>
      <ModeMiddleTools.Provider value={derived.gameOver ? null : tools}>
        <ModeRollRoom.Provider value={rollRoom}>
          <ModeChart
            derived={derived}
            layout={layout}
            pendingLife={pendingLife}
            tapped={tapped}
            marks={seatMarks}
            focus={selected}
            mine={mine}
            onWhy={setWhy}
            centre={centre}
            enders={enders}
            onLife={onLife}
            onOpen={onOpen}
            watching={watching}
          />
        </ModeRollRoom.Provider>
      </ModeMiddleTools.Provider>
      <button
        type="button"
        className={`${btnSecondary} absolute px-3 ${corners ? 'w-11' : 'top-2 left-2'}`}
        style={corners ? { left: corners.leave.x, top: corners.leave.y } : undefined}
        onClick={() => store.getState().setUi({ tableMode: false, tableModeChosen: true })}
        aria-label={t`Leave table mode`}
        title={t`Leave table mode`}
        data-testid="leave-table-mode"
      >
        <span aria-hidden="true">⤡</span>
      </button>
      {tools && !dieInMiddle && !derived.gameOver && (
        <CornerDie corners={corners} tall={height > width} onDice={tools.onDice} />
      )}
      {/* Icons only, in the corner the seats leave free: side by side on a tall screen (the seats
          come close below the corner), one above the other on a wide one (close beside it). */}
      <div
        className={`absolute flex gap-2 ${
          corners
            ? corners.redo.y > corners.undo.y
              ? 'flex-col'
              : 'flex-row'
            : `top-2 right-2 ${height > width ? 'flex-row' : 'flex-col'}`
        }`}
        style={corners ? { left: corners.undo.x, top: corners.undo.y } : undefined}
        data-live-control=""
      >
        <button
          type="button"
          className={`${btnSecondary} px-3 ${corners ? 'w-11' : ''}`}
          disabled={!canUndo}
          onClick={() => store.getState().undo()}
          aria-label={t`Undo`}
          aria-keyshortcuts="Control+Z"
        >
          <span aria-hidden="true">↶</span>
        </button>
        <button
          type="button"
          className={`${btnSecondary} px-3 ${corners ? 'w-11' : ''}`}
          disabled={!canRedo}
          onClick={() => store.getState().redo()}
          aria-label={t`Redo`}
          aria-keyshortcuts="Control+Shift+Z"
        >
          <span aria-hidden="true">↷</span>
        </button>
      </div>
      {derived.gameOver && (
        <Suspense fallback={null}>
          <ModeGameOver derived={derived} layout={layout} />
        </Suspense>
      )}
      <div className="absolute inset-x-2 bottom-2 z-10">
        <Suspense fallback={null}>
          <Refusal />
          <Announcer />
        </Suspense>
      </div>
      {why !== null && game && whyName !== null && (
        <ModeWhy
          game={game}
          seat={why}
          name={whyName}
          turn={whyTurn}
          onClose={() => setWhy(null)}
        />
      )}
      {(picked || fresh) && (
        <Suspense fallback={null}>
          <ModeRoll
            key={picked ? 'picked' : fresh!.at}
            {...(picked ? { local: pickedWords(picked) } : { roll: fresh!.roll, watching })}
            turn={rollAt?.turn ?? 0}
            box={rollAt}
            onDismiss={picked ? () => setPicked(null) : fresh!.dismiss}
          />
        </Suspense>
      )}
      {dice && game && !watching && (
        <Suspense fallback={null}>
          <ModeDice
            derived={derived}
            game={game}
            roller={roller}
            turn={turnOf(roller)}
            onClose={closeDice}
            onPicked={setPicked}
          />
        </Suspense>
      )}
      {open && game && !watching && derived.players[open.seat] && (
        <Suspense fallback={null}>
          <SeatAmounts
            derived={derived}
            game={game}
            seat={open.seat}
            from={open.from}
            turn={turn}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
