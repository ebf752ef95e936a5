// "Who goes first" on the setup screen: roll for it, name a player or team, or leave it to the
// rules (103.2), with an optional seed that makes the rules' random choices repeatable.
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Scenario, Table } from '../../rules';
import type { SetupForm, Fields } from './form';
import { ruleText, type IssueMap } from './issues';
import { citeRule } from './cite';
import { randomSeed } from './probe';
import { iconBtn } from './PlayerRow';
import { RollFirst } from './RollFirst';
import { IssueList, fieldLabel, hint, input, teamSubject } from './ui';
import { teamTitleWords } from '../playerWords';

/**
 * "Alex takes the first turn; everyone starts at 40 life." With shared team turns (805, as in
 * Two-Headed Giant) the team takes it: "The Suns take the first turn; each team starts at 30 life."
 */
function FirstTurn({
  table,
  first,
  vanguard,
}: {
  table: Table;
  first: Table['players'][number];
  vanguard: boolean;
}) {
  const { t } = useLingui();
  const life = table.startingLife;
  let who;
  if (table.options.sharedTeamTurns) {
    const { phrase: team, plural } = teamSubject(table.sides[first.side]!.name);
    who = plural ? (
      <Trans>
        <span className="font-semibold">{team}</span> take the first turn
      </Trans>
    ) : (
      <Trans>
        <span className="font-semibold">{team}</span> takes the first turn
      </Trans>
    );
  } else {
    const player = first.name;
    who = (
      <Trans>
        <span className="font-semibold">{player}</span> takes the first turn
      </Trans>
    );
  }
  // The rest of the sentence, after the turn's part.
  const rest = table.sharedLife
    ? vanguard
      ? t`; each team starts at ${life} life, with their vanguard’s modifier.`
      : t`; each team starts at ${life} life.`
    : vanguard
      ? t`; everyone starts at ${life} life, with their vanguard’s modifier.`
      : t`; everyone starts at ${life} life.`;
  return (
    <>
      {who}
      {rest}
    </>
  );
}

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
  const { t } = useLingui();
  const id = useId();
  const players = form.players;
  // Today's number under 2005: the 2005 texts we have don't number the general rules.
  const firstRule = ruleText(citeRule(form.options.edition, '103.2'));
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
      <h3 className="font-semibold">{t`Who goes first`}</h3>
      <RollFirst scenario={scenario} onPick={(starting) => update((d) => ({ ...d, starting }))} />
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div>
          <label htmlFor={`${id}-start`} className={fieldLabel}>
            {fields.team ? t`Starting player or team` : t`Starting player`}
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
            <option value="rules">{t`Decide by the rules`}</option>
            {startChoices.teams.length ? (
              <optgroup label={t`Teams`}>
                {startChoices.teams.map((team) => (
                  <option key={team} value={`team:${team}`}>
                    {teamTitleWords(team)}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={t`Players`}>
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
            {t`Seed (optional)`}
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
              aria-label={t`Roll a random seed`}
              title={t`Roll a random seed`}
              onClick={() => update((d) => ({ ...d, seed: String(randomSeed()) }))}
            >
              {t`Roll`}
            </button>
          </div>
        </div>
      </div>
      <p id={`${id}-seed-hint`} className={hint}>
        {t`The seed makes the rules’ random choices repeatable.`}
      </p>
      <IssueList id={`${id}-start-issues`} issues={issues.starting} />
      <p className="text-sm" aria-live="polite" data-testid="who-goes-first">
        {first && table ? (
          <FirstTurn table={table} first={first} vanguard={!!form.vanguard} />
        ) : table ? (
          <Trans>
            Picked at random by the rules when the game starts{' '}
            <span className="font-mono">{firstRule}</span> — or roll now.
          </Trans>
        ) : (
          t`Fix the problems above to see who goes first.`
        )}
      </p>
    </div>
  );
}
