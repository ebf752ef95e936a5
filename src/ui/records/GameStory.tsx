// The game's story (issue 38): life over the turns, a line per player (a Two-Headed Giant team's
// shared life, one line), where each left and why, poison and commander damage where the game had
// them; below, the departures with their rules, the game's length and each player's time taking
// turns. Its own chunk: the Records screen and the game-over panel load it when asked.
import { useMemo, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCatalog } from '../../i18n/i18n';
import type { KeptGame } from '../../persist/records';
import { storyModel } from '../../chart/storyGeometry';
import { btnSecondary } from '../styles';
import { useAfterPaint } from '../useAfterPaint';
import { storyFacts, STORY_FACTS_VERSION } from '../../persist/storyFacts';
import { chartWords, lengthWords, resultWords, sentence } from './story/storyWords';
import { StoryFigure } from './story/StoryFigure';
import { Departures, TurnTimes } from './story/StoryText';

/**
 * The replay's facts: kept with the game as it was kept (recorder.ts), or, for a game kept
 * without them or by a version that replays differently, worked out now.
 */
export const factsOf = (game: KeptGame) =>
  game.story?.version === STORY_FACTS_VERSION ? game.story : storyFacts(game.scenario);

/** Everything the story shows that is worked out, once per game (and language: its chart's words). */
export function makeStory(game: KeptGame) {
  const facts = factsOf(game);
  const shares = {
    life: facts?.sharedLife ?? game.record.variant === 'two-headed-giant',
    poison: !!facts?.sharedPoison,
  };
  const model = storyModel(
    game.record,
    facts
      ? {
          sharedLife: shares.life,
          left: facts.left,
          poison: facts.poison,
          commander: facts.commander,
          poisonLimit: shares.poison ? 15 : 10,
          words: chartWords(),
        }
      : { sharedLife: shares.life, words: chartWords() },
  );
  return { facts, model, shares };
}

const never = () => () => {};
const no = () => false;
const yes = () => true;

export default function GameStory({ game, onClose }: { game: KeptGame; onClose?: () => void }) {
  // Its words are in the records catalog, wherever the story opens (the game-over panel too).
  useCatalog('records');
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn anew in another language
  const story = useMemo(() => makeStory(game), [game, locale]);
  // What is below the chart, and the chart's lines in words, once the chart has been painted and
  // the frame after it too: the dialog's first frame is the picture alone (about half its
  // elements to style and lay out), and the next is not held back by the rest. A render on a
  // server (the tests' static markup) has no frame to wait for: all of it at once.
  const server = useSyncExternalStore(never, no, yes);
  const below = useAfterPaint(useAfterPaint(true, server), server);
  const r = game.record;
  return (
    <article className="flex flex-col gap-4" data-testid="story">
      <p className="text-base">
        <strong>{sentence(resultWords(r))}</strong>{' '}
        <span data-testid="story-length">{lengthWords(r)}</span>
      </p>
      <StoryFigure
        model={story.model}
        record={r}
        fileName={`game-story-${game.night}`}
        below={below}
      />
      {below && (
        <>
          <Departures record={r} facts={story.facts} shares={story.shares} model={story.model} />
          <TurnTimes record={r} facts={story.facts} />
        </>
      )}
      {onClose && (
        <div>
          <button type="button" className={btnSecondary} onClick={onClose}>
            {t`Close the story`}
          </button>
        </div>
      )}
    </article>
  );
}
