// "Who goes first" on the setup screen: roll for it, name a player or team, or leave it to the
// rules (103.2), with an optional seed that makes the rules' random choices repeatable.
import { useId } from 'react';
import { teamIsPlural, teamNamed, teamTitle } from '../../rules/labels';
import type { Scenario, Table } from '../../rules';
import type { SetupForm, Fields } from './form';
import type { IssueMap } from './issues';
import { randomSeed } from './probe';
import { iconBtn } from './PlayerRow';
import { RollFirst } from './RollFirst';
import { IssueList, fieldLabel, hint, input } from './ui';

export function WhoGoesFirst({
  form,
  fields,
  issues,
  table,
  scenario,
  update,
  first,
  teams,
}: {
  form: SetupForm;
  fields: Fields;
  issues: IssueMap;
  table: Table | null;
  scenario: Scenario;
  update: (fn: (d: SetupForm) => SetupForm) => void;
  /** The player the table would start with now; null while it is left to a roll at the start. */
  first: Table['players'][number] | null;
  teams: string[];
}) {
  const id = useId();
  const players = form.players;
  const startValue =
    form.starting.kind === 'rules' ? 'rules' : `${form.starting.kind}:${form.starting.name}`;
  const startChoices = {
    teams: fields.team ? teams : [],
    players: players.map((p) => p.name.trim()).filter(Boolean),
  };
  if (form.starting.kind === 'team' && !startChoices.teams.includes(form.starting.name))
    startChoices.teams = [...startChoices.teams, form.starting.name];
  if (form.starting.kind === 'player' && !startChoices.players.includes(form.starting.name))
    startChoices.players = [...startChoices.players, form.starting.name];
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
      <h3 className="font-semibold">Who goes first</h3>
      <RollFirst scenario={scenario} onPick={(starting) => update((d) => ({ ...d, starting }))} />
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div>
          <label htmlFor={`${id}-start`} className={fieldLabel}>
            {fields.team ? 'Starting player or team' : 'Starting player'}
          </label>
          <select
            id={`${id}-start`}
            className={input}
            value={startValue}
            aria-invalid={issues.starting.some((x) => x.severity === 'error') || undefined}
            aria-describedby={issues.starting.length ? `${id}-start-issues` : undefined}
            data-testid="starting-select"
            onChange={(e) => {
              const v = e.target.value;
              const cut = v.indexOf(':');
              update((d) => ({
                ...d,
                starting:
                  v === 'rules'
                    ? { kind: 'rules' }
                    : { kind: v.slice(0, cut) as 'team' | 'player', name: v.slice(cut + 1) },
              }));
            }}
          >
            <option value="rules">Decide by the rules</option>
            {startChoices.teams.length ? (
              <optgroup label="Teams">
                {startChoices.teams.map((t) => (
                  <option key={t} value={`team:${t}`}>
                    {teamTitle(t)}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label="Players">
              {startChoices.players.map((n) => (
                <option key={n} value={`player:${n}`}>
                  {n}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-seed`} className={fieldLabel}>
            Seed (optional)
          </label>
          <div className="flex gap-1">
            <input
              id={`${id}-seed`}
              type="number"
              inputMode="numeric"
              className={input}
              value={form.seed}
              aria-describedby={`${id}-seed-hint`}
              onChange={(e) => update((d) => ({ ...d, seed: e.target.value }))}
              data-testid="seed"
            />
            <button
              type="button"
              className={iconBtn}
              aria-label="Roll a random seed"
              title="Roll a random seed"
              onClick={() => update((d) => ({ ...d, seed: String(randomSeed()) }))}
            >
              Roll
            </button>
          </div>
        </div>
      </div>
      <p id={`${id}-seed-hint`} className={hint}>
        The seed makes the rules’ random choices repeatable.
      </p>
      <IssueList id={`${id}-start-issues`} issues={issues.starting} />
      <p className="text-sm" aria-live="polite" data-testid="who-goes-first">
        {first ? (
          <>
            {table?.options.sharedTeamTurns ? (
              // Two-Headed Giant: the team takes its turns together (shared team turns, 805).
              <>
                <span className="font-semibold">
                  {teamNamed(table.sides[first.side]!.name).replace(/^t/, 'T')}
                </span>{' '}
                {teamIsPlural(table.sides[first.side]!.name) ? 'take' : 'takes'} the first turn
              </>
            ) : (
              <>
                <span className="font-semibold">{first.name}</span> takes the first turn
              </>
            )}
            {table?.sharedLife
              ? `; each team starts at ${table.startingLife} life`
              : `; everyone starts at ${table?.startingLife} life`}
            {form.vanguard ? ', with their vanguard’s modifier.' : '.'}
          </>
        ) : table ? (
          <>
            Picked at random by the rules when the game starts{' '}
            <span className="font-mono">103.2</span> — or roll now.
          </>
        ) : (
          'Fix the problems above to see who goes first.'
        )}
      </p>
    </div>
  );
}
