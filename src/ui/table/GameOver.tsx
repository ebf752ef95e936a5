// The result when the game ends, with Rematch (a new game at the same table, 103.2) and the game's
// story. Its own chunk: it shows only once a game is over, so the start bundle does without it.
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { type DerivedTable, type Game } from '../../rules';
import { selectDerived, useGameStore, type GameStore } from '../../store/gameStore';
import { rematch } from '../../store/newGame';
import { pushNotice } from '../../store/notices';
import { nameList } from '../playerWords';
import { btnPrimary, btnSecondary } from '../styles';
import { Why } from '../Why';
import { chunkErrorText } from '../chunkError';

// The story (a chart and its words, with D3's scales): its own chunk, loaded when asked for.
export const StoryDialog = lazy(() =>
  import('../records/story/StoryDialog').catch(() => ({
    default: function StoryFailed({ onClose }: { onClose: () => void }) {
      const { t } = useLingui();
      const why = chunkErrorText();
      return (
        <p role="alert">
          {t`The game’s story could not be opened: ${why}`}{' '}
          <button type="button" className="underline" onClick={onClose}>
            <Trans>Dismiss</Trans>
          </button>
        </p>
      );
    },
  })),
);

export default function GameOver({ derived, game }: { derived: DerivedTable; game: Game }) {
  const { t } = useLingui();
  const store = useGameStore();
  const [story, setStory] = useState(false);
  if (!derived.gameOver) return null;
  const names = nameList(derived, derived.winners);
  const winners = derived.winners.length;
  return (
    <>
      <div
        role="status"
        className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <p className="text-lg font-semibold">
          {derived.winners.length
            ? plural(winners, {
                1: `Game over — ${names} wins`,
                other: `Game over — ${names} win`,
              })
            : t`Game over — a draw`}
        </p>
        <p className="text-sm">
          <Trans>Undo to step back, or play again with the same players and options.</Trans>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={`${btnPrimary} my-2`}
            onClick={() => playAgain(store)}
            data-testid="rematch"
          >
            <Trans>Rematch</Trans>
          </button>
          <button
            type="button"
            className={`${btnSecondary} my-2`}
            onClick={() => setStory(true)}
            aria-haspopup="dialog"
            data-testid="open-story"
          >
            <Trans>The game’s story</Trans>
          </button>
          <Why label={t`Why the game is over`} explain={(x) => x.gameOverReason(game)} />
        </div>
      </div>
      {/* Outside the status region: the story is read when opened, not announced. */}
      {story && (
        <Suspense fallback={null}>
          <StoryDialog store={store} onClose={() => setStory(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A new game at the same table; the rules pick who goes first afresh (103.2). The page goes back
 * to its top, where the new game and its notice are (worded in the language shown as it is pushed).
 */
export function playAgain(store: GameStore) {
  if (rematch(store)) return;
  window.scrollTo({ top: 0 });
  const d = selectDerived(store.getState());
  const active = d?.activePlayers ?? [];
  const names = d && active.length ? nameList(d, active) : '';
  const firsts = active.length;
  const kept = t`The last game is kept in Tables; Undo brings it back.`;
  const who = names
    ? plural(firsts, {
        1: `${names} goes first, picked at random by the rules (103.2).`,
        other: `${names} go first, picked at random by the rules (103.2).`,
      })
    : '';
  pushNotice({
    tone: 'info',
    title: t`Rematch`,
    body: who ? `${who} ${kept}` : kept,
  });
}
