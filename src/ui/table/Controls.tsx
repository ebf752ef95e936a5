// What people do at the table: end turns, players leaving, win and draw effects, extra turns,
// undo and redo. Every action is an event for the engine; a refused one shows the engine's reason.
import { withCatalog } from '../../i18n/i18n';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense } from 'react';
import { turnEnders, type DerivedTable, type Game, type GameEvent } from '../../rules';
import { useGame } from '../../store/gameStore';
import { btnPrimary, btnSecondary } from '../styles';
import { teamIsPlural } from '../../rules/labels';
import { teamTitleWords } from '../../chart/palette';
import { afterFirstPaint } from '../useAfterPaint';

// The keyboard shortcuts (TableKeys.tsx): fetched once the first screen is painted.
const tableKeys = afterFirstPaint(() => import('./TableKeys')).catch(() => ({
  UndoKeys: (_: { enabled: boolean }) => null,
  EndTurnKey: (_: { event: GameEvent | null }) => null,
}));
export const UndoKeys = lazy(() => tableKeys.then((m) => ({ default: m.UndoKeys })));
const EndTurnKey = lazy(() => tableKeys.then((m) => ({ default: m.EndTurnKey })));

/** More running turns than this (Grand Melee at 20+ seats) get one picker, not a button each. */
const MAX_TURN_BUTTONS = 4;

type Ender = ReturnType<typeof turnEnders>[number];

// Only Grand Melee at 20+ seats needs the picker: it loads then.
const TurnPicker = lazy(withCatalog('table', () => import('./TurnPicker')));

/**
 * An End turn button's name: whose turn it ends (or which marker's), as every screen says it. In
 * the language shown: call it while drawing.
 */
export function enderLabel(derived: DerivedTable, { seat, marker }: Ender): string {
  const who = derived.players[seat]!;
  const name = who.name;
  if (marker !== null)
    return who.inGame
      ? t`End turn — marker ${marker} (${name})`
      : t`End turn — marker ${marker} (${name}, left)`;
  const team = derived.activeTeam;
  if (team) {
    // English's possessive: "the Suns'" for a plural-looking name, else "Team Red's" (805).
    if (teamIsPlural(team)) return t`End the ${team}' turn`;
    const title = teamTitleWords(team);
    return t`End ${title}'s turn`;
  }
  return who.inGame ? t`End ${name}'s turn` : t`End ${name}'s turn (left)`;
}

export function TurnButtons({ game, derived }: { game: Game; derived: DerivedTable }) {
  // Drawn again when the language changes (enderLabel words the buttons).
  const { t } = useLingui();
  const dispatch = useGame((s) => s.dispatch);
  const enders = turnEnders(game);
  const only = !derived.gameOver && enders.length === 1 ? enders[0]!.event : null;
  if (derived.gameOver) return null;
  if (enders.length > MAX_TURN_BUTTONS)
    return (
      <Suspense fallback={null}>
        <TurnPicker derived={derived} enders={enders} />
      </Suspense>
    );
  // Grand Melee's markers (807.4): on a phone their buttons share rows beside a compact undo
  // column, so the fixed bar stays within about a fifth of the screen.
  const grid = enders.length === 3 ? 'grid-cols-3' : 'grid-cols-2';
  return (
    <div
      className={
        enders.length > 1
          ? `grid min-w-0 flex-1 ${grid} gap-2 sm:flex sm:flex-initial sm:flex-wrap [&>button]:leading-tight`
          : 'flex flex-wrap gap-2'
      }
    >
      <Suspense fallback={null}>
        <EndTurnKey event={only} />
      </Suspense>
      {enders.map((ender) => {
        const { event, marker } = ender;
        const label = enderLabel(derived, ender);
        return (
          <button
            key={marker ?? 'turn'}
            type="button"
            className={btnPrimary}
            onClick={() => dispatch(event)}
            aria-keyshortcuts={enders.length === 1 ? 'E' : undefined}
            title={enders.length === 1 ? t`Shortcut: E` : undefined}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

/** `compact`: on a phone, a column of two arrow buttons (their names stay Undo and Redo). */
export const UndoRedo = memo(function UndoRedo({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  // At a rematch's start, undo brings back the game it replaced.
  const canUndo = useGame((s) => s.cursor > 0 || s.rematchOf !== null);
  const canRedo = useGame((s) => s.cursor < s.log.length);
  const undo = useGame((s) => s.undo);
  const redo = useGame((s) => s.redo);
  const word = compact ? 'sr-only sm:not-sr-only' : undefined;
  return (
    <div className={compact ? 'flex flex-col gap-2 sm:flex-row [&>button]:px-3' : 'flex gap-2'}>
      <button
        type="button"
        className={btnSecondary}
        disabled={!canUndo}
        onClick={undo}
        aria-keyshortcuts="Control+Z"
      >
        <span aria-hidden="true">↶</span> <span className={word}>{t`Undo`}</span>
      </button>
      <button
        type="button"
        className={btnSecondary}
        disabled={!canRedo}
        onClick={redo}
        aria-keyshortcuts="Control+Shift+Z"
      >
        <span aria-hidden="true">↷</span> <span className={word}>{t`Redo`}</span>
      </button>
    </div>
  );
});
