// The setup screen: pick a preset, adjust the variant, options and players, and start the game.
// Every check, default and seating comes from the engine: the form is rebuilt with buildTable on
// each change and its messages are shown beside the fields their paths name.
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCatalog } from '../../i18n/i18n';
// Names typed in the form are compared with Unicode's look-alike table.
import '../../rules/confusables';
// A Grand Melee can be set up and started here.
import '../../rules/turns/load';
import {
  sameVariantIn,
  type Edition,
  type Preset,
  type RuleError,
  type Variant,
} from '../../rules';
import { buildTable } from '../../rules/setup';
import { leaveSetup } from '../../router/leaving';
import { navigate } from '../../router/router';
import { selectTable, useGame, useGameStore } from '../../store/gameStore';
import { randomSeed } from '../../store/newGame';
import { forNextGame, withRandomFirst } from './firstPlayer';
import { btnPrimary, btnSecondary } from '../styles';
import { useUndoKeys } from '../useUndoKeys';
import {
  fromScenario,
  withPreset,
  withoutPlaceholders,
  ownRanges,
  toScenario,
  withVariant,
  type SetupForm,
  type Fields,
} from './form';
import { citeIn } from './cite';
import { record, redo, startHistory, undo, type EditHistory } from './history';
import { issueSummary, mapIssues } from './issues';
import { LifeOptions } from './LifeOptions';
import { OptionsPanel } from './OptionsPanel';
import { PlayerList } from './PlayerList';
import { PresetPicker } from './PresetPicker';
import { SetupChart } from './SetupChart';
import { variantTraits } from './probe';
import { clearForbidden, type Cleared } from './switching';
import { issueText } from './ui';

// The live room and its code load only when the host gathers the table.
const GatherHost = lazy(() => import('../live/GatherHost'));

interface Snapshot {
  form: SetupForm;
  /** The preset the form was loaded from, while it is unchanged in kind. */
  loaded: string | null;
}

export function SetupScreen() {
  // The screen's words (its catalog loads with its chunk; this waits if it has not yet).
  useCatalog('setup');
  const { t } = useLingui();
  const id = useId();
  const store = useGameStore();
  // The form and the preset it came from, with undo and redo (history.ts).
  const [history, setHistory] = useState<EditHistory<Snapshot>>(() =>
    startHistory({ form: forNextGame(fromScenario(store.getState().setup)), loaded: null }),
  );
  const { form, loaded } = history.present;
  const [startError, setStartError] = useState<RuleError | null>(null);
  // What the last change of variant or edition cleared, shown under them until the next one.
  const [cleared, setCleared] = useState<Cleared[]>([]);
  const hasGame = useGame((s) => selectTable(s) !== null);
  // A reload of the host's page picks its gathering up again (GatherHost, RESUME).
  const [gathering, setGathering] = useState(
    () => !!sessionStorage.getItem('table-sense:gathering'),
  );
  const [gatherFailed, setGatherFailed] = useState(false);
  // The room's edit key while phones can join: the game starts in that room.
  const [gatherKey, setGatherKey] = useState<string | null>(null);

  const edition = form.options.edition ?? 'current';
  const traits = variantTraits(form.variant, edition);
  // What the form shows is what is sent: hidden fields never block the game.
  const rangeOn = ownRanges(form.variant) || form.perPlayerRanges;
  const fields: Fields = useMemo(
    () => ({
      team: traits.teams,
      teamsNeeded: traits.teamsNeeded,
      role: traits.roles,
      range: rangeOn,
    }),
    [traits.teams, traits.teamsNeeded, traits.roles, rangeOn],
  );
  const scenario = useMemo(() => toScenario(form, fields), [form, fields]);
  const built = useMemo(() => buildTable(scenario), [scenario]);
  const issues = useMemo(() => mapIssues(built.errors, built.warnings, edition), [built, edition]);
  const summary = issueSummary(issues.errorCount, issues.warningCount);

  const update = useCallback((fn: (d: SetupForm) => SetupForm, keepPreset = true) => {
    const now = performance.now();
    setHistory((h) =>
      record(h, { form: fn(h.present.form), loaded: keepPreset ? h.present.loaded : null }, now),
    );
    setStartError(null);
  }, []);
  const pickPreset = (p: Preset) => {
    // A step of its own: undo brings back the form as it was; the names typed stay in the seats.
    const now = performance.now();
    setHistory((h) =>
      record(h, { form: withPreset(h.present.form, p.scenario), loaded: p.id }, now, true),
    );
    setStartError(null);
    setCleared([]);
  };
  const step = (fn: typeof undo) => {
    setHistory((h) => fn(h));
    setStartError(null);
    setCleared([]);
  };
  // A new variant or edition: what its rules forbid goes, and the panel says what and why.
  const switchTo = (next: SetupForm, keepPreset: boolean, renamedFrom: Variant | null = null) => {
    const r = clearForbidden(next);
    const cleared: Cleared[] = renamedFrom
      ? [{ what: 'variant', from: renamedFrom, why: { message: '', rule: '' } }, ...r.cleared]
      : r.cleared;
    const now = performance.now();
    // A switch that cleared something is a step of its own, so one undo brings it all back.
    setHistory((h) =>
      record(
        h,
        { form: r.form, loaded: keepPreset ? h.present.loaded : null },
        now,
        cleared.length > 0,
      ),
    );
    setStartError(null);
    setCleared(cleared);
  };
  const pickVariant = (v: Variant) => switchTo(withVariant(form, v), false);
  const pickEdition = (e: Edition) => {
    const { edition: _old, ...options } = form.options;
    // Teams (2005, 609) and Alternating Teams (811) are one variant: keep it, under its new name.
    const variant = sameVariantIn(form.variant, e);
    switchTo(
      { ...form, variant, options: e === 'current' ? options : { ...options, edition: e } },
      true,
      variant === form.variant ? null : form.variant,
    );
  };
  useUndoKeys(
    () => step(undo),
    () => step(redo),
  );
  const start = () => {
    // Nobody named to go first: a fresh seed makes the rules' pick random and repeatable (103.2).
    const error = store.getState().start(withRandomFirst(scenario, randomSeed()));
    setStartError(error);
    // A gathered table plays on in its room: every phone that took a seat follows the game.
    if (!error && gatherKey) navigate({ kind: 'live', key: gatherKey, viewOnly: false }, 'replace');
    else if (!error) leaveSetup();
  };

  const blocked = built.table === null;
  const firstError = built.errors[0] && citeIn(edition, built.errors[0]);
  const startReason = startError ? issueText(citeIn(edition, startError)) : '';

  return (
    <div className="mx-auto max-w-7xl px-3 pb-44 sm:px-6 sm:pb-36" data-testid="setup-screen">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl font-semibold">{t`Set up the table`}</h2>
        {/* The two buttons wrap together under the title on a phone. */}
        <div className="flex flex-wrap gap-2">
          {gathering ? null : (
            <button
              type="button"
              className={btnSecondary}
              // Loaded before it shows, so a device offline without it is told and keeps its form.
              onClick={() =>
                void import('../live/GatherHost').then(
                  () => {
                    // Phones bring the players: no seat is kept for a name nobody has (undoable).
                    update(withoutPlaceholders);
                    setGathering(true);
                  },
                  () => setGatherFailed(true),
                )
              }
              data-testid="gather-start"
            >
              {t`Gather the table`}
            </button>
          )}
          {hasGame ? (
            <button type="button" className={btnSecondary} onClick={leaveSetup}>
              <span aria-hidden="true">←</span> {t`Back to the table`}
            </button>
          ) : null}
        </div>
      </div>

      {gatherFailed && !gathering && (
        <p role="alert" className="mb-4 text-sm font-medium text-rose-700 dark:text-rose-300">
          {t`Gathering could not be loaded (offline?). Reload once connected; the form is unchanged.`}
        </p>
      )}
      {gathering && (
        <div className="mb-4">
          <Suspense fallback={null}>
            <GatherHost
              scenario={scenario}
              players={form.players}
              update={update}
              onKey={setGatherKey}
              onStop={() => setGathering(false)}
              onResume={(setup, sits) =>
                setHistory(() => {
                  const resumed = fromScenario(setup);
                  resumed.players = resumed.players.map((p, i) => {
                    const sit = sits[i];
                    return sit ? { ...p, sit } : p;
                  });
                  return startHistory({ form: resumed, loaded: null });
                })
              }
            />
          </Suspense>
        </div>
      )}

      {/* Phones: the chart, then presets, players, life, options (the order a group works in).
          Wide screens: the chart, presets, life and options on the left, players beside them. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_auto_auto_1fr] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <SetupChart table={built.table} scenario={scenario} />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <PresetPicker loaded={loaded} onPick={pickPreset} />
        </div>
        <div className="lg:col-start-2 lg:row-span-4 lg:row-start-1">
          <PlayerList
            form={form}
            fields={fields}
            issues={issues}
            table={built.table}
            scenario={scenario}
            update={update}
          />
        </div>
        <div className="lg:col-start-1 lg:row-start-3">
          <LifeOptions form={form} table={built.table} issues={issues} update={update} />
        </div>
        <div className="lg:col-start-1 lg:row-start-4">
          <OptionsPanel
            form={form}
            traits={traits}
            issues={issues}
            cleared={cleared}
            table={built.table}
            scenario={scenario}
            onVariant={pickVariant}
            onEdition={pickEdition}
            onOptions={(patch) => update((d) => ({ ...d, options: { ...d.options, ...patch } }))}
          />
        </div>
      </div>

      <div
        className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
        data-testid="start-bar"
      >
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-2 sm:px-6 sm:py-3">
          <div className="min-w-0 flex-1 text-sm">
            <p aria-live="polite" data-testid="issue-summary" className="font-medium">
              {summary ? (
                <span
                  className={
                    issues.errorCount
                      ? 'text-rose-700 dark:text-rose-300'
                      : 'text-amber-800 dark:text-amber-200'
                  }
                >
                  {summary}
                </span>
              ) : (
                <span className="text-emerald-800 dark:text-emerald-300">{t`Ready to play`}</span>
              )}
            </p>
            {blocked && firstError ? (
              <p
                id={`${id}-reason`}
                className="truncate text-slate-700 dark:text-slate-300"
                title={issueText(firstError)}
              >
                {issueText(firstError)}
              </p>
            ) : null}
            {startError ? (
              <p role="alert" className="font-medium text-rose-700 dark:text-rose-300">
                {t`Could not start: ${startReason}`}
              </p>
            ) : null}
          </div>
          <HistoryButtons
            canUndo={history.past.length > 0}
            canRedo={history.future.length > 0}
            onUndo={() => step(undo)}
            onRedo={() => step(redo)}
          />
          <button
            type="button"
            className={`${btnPrimary} min-h-12 shrink-0 px-6 text-base font-semibold sm:px-8`}
            disabled={blocked}
            aria-describedby={blocked && firstError ? `${id}-reason` : undefined}
            onClick={start}
            data-testid="start-game"
          >
            {t`Start game`}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Undo and redo of the form's edits (history.ts). */
function HistoryButtons({
  canUndo,
  canRedo,
  onUndo,
  onRedo,
}: {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex shrink-0 gap-1" role="group" aria-label={t`Setup history`}>
      <button
        type="button"
        className={btnSecondary}
        disabled={!canUndo}
        onClick={onUndo}
        aria-keyshortcuts="Control+Z"
        data-testid="setup-undo"
      >
        <span aria-hidden="true">↶</span>
        <span className="sr-only sm:not-sr-only sm:ml-1">{t`Undo`}</span>
      </button>
      <button
        type="button"
        className={btnSecondary}
        disabled={!canRedo}
        onClick={onRedo}
        aria-keyshortcuts="Control+Shift+Z"
        data-testid="setup-redo"
      >
        <span aria-hidden="true">↷</span>
        <span className="sr-only sm:not-sr-only sm:ml-1">{t`Redo`}</span>
      </button>
    </div>
  );
}
