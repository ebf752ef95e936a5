// A first visit opens on the example table (an Emperor game for six): say so, and offer the one
// thing a newcomer wants next. Shown only while the open table is the untouched example.
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { DEFAULT_SCENARIO } from '../../rules';
import { navigate } from '../../router/router';
import { useGame, type GameStoreState } from '../../store/gameStore';
import { btnPrimary } from '../styles';

// The store keeps the setup without its events (the log holds those).
const { events: _events, ...example } = DEFAULT_SCENARIO;
const EXAMPLE = JSON.stringify(example);
let seen: { setup: GameStoreState['setup']; example: boolean } | null = null;
/** Whether the setup is the example's (compared once per setup object). */
function isExample(s: GameStoreState): boolean {
  if (seen?.setup !== s.setup)
    seen = { setup: s.setup, example: JSON.stringify(s.setup) === EXAMPLE };
  return seen.example && s.log.length === 0;
}

export const ExampleBanner = memo(function ExampleBanner() {
  const { t } = useLingui();
  const show = useGame(isExample);
  if (!show) return null;
  // Its one bold part drawn here, as <Trans> would draw it (<0>…</0>), so <Trans> and its tag
  // parser stay out of the start-up code (src/i18n/Trans.tsx); a translation without the tag
  // shows whole, unbolded.
  const [before, bold, after] =
    t`<0>This is an example table</0>: six players in an Emperor game. Tap a seat to see whom they reach and may attack, or End turn to play it.`.split(
      /<\/?0>/,
    );
  return (
    <section
      aria-label={t`Example table`}
      data-testid="example-banner"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-sky-300 bg-sky-50 p-3 text-sky-950 dark:border-sky-700 dark:bg-sky-950/40 dark:text-sky-100"
    >
      <p className="min-w-0 flex-1 basis-64 text-sm">
        {before}
        <strong>{bold}</strong>
        {after}
      </p>
      <button type="button" className={btnPrimary} onClick={() => navigate({ kind: 'setup' })}>
        {t`Set up your own table`}
      </button>
    </section>
  );
});
