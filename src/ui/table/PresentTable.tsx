// Presentation mode for any table, as lessons have it: for a teacher's big screen, the chart as
// large as the screen is high, and beside it, sized to be read from the back of a room, the turn
// with End turn, why the chart shows what it shows (with its rule numbers) and the legend.
// Esc or the button leaves; full screen where the browser allows it.
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pendingRange, type DerivedTable, type Game } from '../../rules';
import { gameMessages, turnsMessage } from '../../rules/labels';
import { say, withEngineWords } from '../../i18n/say';
import { legendProps } from '../../chart/legendProps';
import { centreText, listNames, teamKeys } from '../../chart/palette';
import { selectDerived, selectFocus, selectGame, useGame } from '../../store/gameStore';
import { RuleRef } from '../RuleRef';
import { btn } from '../styles';
import { TurnButtons, UndoRedo } from './Controls';
import { GameChart } from './GameChart';
import { turnWhyLabel } from './turnWhy';

// The why's sentences come with the engine's explain module: a chunk of their own, as on the
// table screen (Why.tsx).
const WhyBody = lazy(() =>
  import('../WhyBody').catch(() => ({
    default: () => (
      <p>
        <Trans>The explanation could not be loaded; reload the page to try again.</Trans>
      </p>
    ),
  })),
);

// The chart's legend, beside the chart here: the chunk the chart's own legend comes in.
const ChartLegend = lazy(() =>
  import('../../chart/ChartLegend').then((m) => ({ default: m.ChartLegend })),
);
// A screen reader hears the game move on while presenting too (Announcer.tsx).
const Announcer = lazy(withEngineWords(() => import('./Announcer')));

/** The table being presented, read here: the table screen (start-up code) only picks the screen. */
export default function PresentTable() {
  const game = useGame(selectGame);
  const derived = useGame(selectDerived);
  return game && derived ? <Presenting game={game} derived={derived} /> : null;
}

/** Why the chart shows this turn (or the result), and the range it draws (801.2). */
function PresentWhy({ game, derived }: { game: Game; derived: DerivedTable }) {
  const focus = useGame(selectFocus);
  const p = focus === null ? null : derived.players[focus];
  const reached = p?.inGame
    ? p.inRange.filter((s) => s !== p.seat).map((s) => derived.players[s]!.name)
    : [];
  return (
    <section className="present-why" aria-labelledby="present-why-title" data-testid="present-why">
      <h3 id="present-why-title" className="font-semibold">
        {turnWhyLabel(derived)}
      </h3>
      <Suspense fallback="…">
        <WhyBody explain={(x) => x.turnReason(game)} />
      </Suspense>
      {p?.inGame && !derived.gameOver && (
        <p className="mt-[0.6em]" data-testid="present-range">
          <PresentRange name={p.name} range={p.range} reached={reached} />{' '}
          <RuleRef rule={p.range === null ? '801' : '801.2'} />
        </p>
      )}
    </section>
  );
}

/** The focused player's range and whom it reaches, as a whole sentence for each case. */
function PresentRange({
  name,
  range,
  reached,
}: {
  name: string;
  range: number | null;
  reached: string[];
}) {
  const { t } = useLingui();
  if (range === null)
    return t`${name}’s unlimited range: reaches every player still in the game, counted as this turn began.`;
  if (reached.length === 0)
    return t`${name}’s range ${range}: reaches no one else, counted as this turn began.`;
  const names = listNames(reached, 8);
  return t`${name}’s range ${range}: reaches ${names}, counted as this turn began.`;
}

/** The chart's legend, worked out as the chart works out its own (legendProps.ts). */
function PresentLegend({ game, derived }: { game: Game; derived: DerivedTable }) {
  const focus = useGame(selectFocus);
  const showAllRanges = useGame((s) => s.ui.showAllRanges);
  const showDeploy = useGame((s) => s.ui.showDeploy);
  const pending = useMemo(() => (focus !== null ? pendingRange(game, focus) : []), [game, focus]);
  const teams = useMemo(() => teamKeys(derived.table.sides), [derived.table.sides]);
  const player = focus === null ? null : (derived.players[focus] ?? null);
  return (
    // The legend's colours and swatches are set on .tc-chart: it needs them here too.
    <div className="tc-chart" data-testid="present-legend">
      <Suspense fallback={null}>
        <ChartLegend
          {...legendProps(derived, player, pending, showAllRanges, showDeploy, teams)}
          apart
        />
      </Suspense>
    </div>
  );
}

function Presenting({ game, derived }: { game: Game; derived: DerivedTable }) {
  const { t } = useLingui();
  const set = useGame((s) => s.setUi);
  const leaveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    document.documentElement.requestFullscreen?.().catch(() => undefined);
    leaveButton.current?.focus();
    const leave = () => set({ presenting: false });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') leave();
    };
    const onFull = () => {
      if (!document.fullscreenElement) leave();
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFull);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFull);
      if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
    };
  }, [set]);
  const { edition } = derived.table;
  const label = gameMessages(derived.table).map(say).join(' · ');
  const title = edition === 'current' ? label : t`${label} · ${edition} rules`;
  const turns = say(turnsMessage(derived));
  // After the last turn the line says how the game ended, not the turn it ended on.
  const state = derived.gameOver
    ? centreText(derived).summary
    : turns[0]!.toUpperCase() + turns.slice(1);
  return (
    <div
      className="tc-present fixed inset-0 [container-type:size] z-50 grid content-start gap-4 overflow-auto bg-slate-50 p-4 text-slate-900 landscape:grid-cols-[auto_minmax(0,1fr)] landscape:content-stretch landscape:gap-x-[2vw] landscape:overflow-hidden dark:bg-slate-950 dark:text-slate-100"
      data-testid="presentation"
      role="region"
      aria-label={t`Presenting: ${title}`}
    >
      {/* As large as the screen is high, in landscape; as wide as it is, in portrait. Sizes are
          the container's (cq units), not the viewport's: a page zoomed with CSS zoom has a
          viewport unit that ignores the zoom, and the chart was cropped. */}
      <div
        className="mx-auto portrait:w-[min(calc(100cqw-2rem),60cqh)] landscape:w-[min(calc(100cqh-2rem),60cqw)] landscape:self-center"
        data-testid="present-chart"
      >
        {/* Its legend beside it, not under it: the chart has the screen's full height. */}
        <GameChart counters legend={false} />
      </div>
      <div
        className="present-side flex min-h-0 min-w-0 flex-col gap-[0.9em] landscape:overflow-y-auto landscape:[justify-content:safe_center]"
        data-testid="present-side"
      >
        <h2 className="present-title font-semibold">
          {title}
          <span className="block font-normal text-slate-600 dark:text-slate-300">{state}</span>
        </h2>
        <div className="present-end flex flex-wrap items-center gap-[0.5em]">
          <TurnButtons game={game} derived={derived} />
        </div>
        <UndoRedo />
        <PresentWhy game={game} derived={derived} />
        <PresentLegend game={game} derived={derived} />
        <button
          ref={leaveButton}
          type="button"
          className={`${btn} self-start text-slate-600 underline dark:text-slate-300`}
          onClick={() => set({ presenting: false })}
          aria-keyshortcuts="Escape"
        >
          <Trans>Leave presentation (Esc)</Trans>
        </button>
      </div>
      <Suspense fallback={null}>
        <Announcer />
      </Suspense>
    </div>
  );
}
