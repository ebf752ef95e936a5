// One player's vanguard card: its life and hand modifiers (902.4, 902.5b), with the starting life
// and maximum hand size they give, as the engine computes them (probe.ts startFacts).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Edition, Table } from '../../rules';
import { citeRule } from './cite';
import type { FormPlayer, VanguardField } from './form';
import { ruleText, type Issue } from './issues';
import { startFacts } from './probe';
import { IssueList, fieldLabel, inputBase } from './ui';

const EMPTY: VanguardField = { life: '', hand: '' };

/** "Starts at 21 life · hand size 8 (902.5)", the numbers in bold. */
function StartFacts({
  life,
  hand,
  team,
  rule,
}: {
  life: number;
  hand: number;
  team: boolean;
  /** 902.5 in the edition's numbers (cite.ts). */
  rule: string;
}) {
  return team ? (
    <Trans>
      Team starts at <span className="font-semibold tabular-nums">{life}</span> life · hand size{' '}
      <span className="font-semibold tabular-nums">{hand}</span> ({rule})
    </Trans>
  ) : (
    <Trans>
      Starts at <span className="font-semibold tabular-nums">{life}</span> life · hand size{' '}
      <span className="font-semibold tabular-nums">{hand}</span> ({rule})
    </Trans>
  );
}

export function VanguardFields({
  player,
  seat,
  nameFor,
  fid,
  table,
  edition,
  issues,
  onChange,
}: {
  /** The table's edition, for its rule numbers (cite.ts). */
  edition: Edition | undefined;
  player: FormPlayer;
  /** The row's index, which is its seat (the form lists players as seated). */
  seat: number;
  /** How the player is named in labels ("Alex", or "player 3" while unnamed). */
  nameFor: string;
  /** The id prefix of the row's fields. */
  fid: string;
  table: Table | null;
  issues: readonly Issue[] | undefined;
  onChange: (v: VanguardField) => void;
}) {
  const { t } = useLingui();
  const v = player.vanguard ?? EMPTY;
  const facts = table ? startFacts(table)[seat] : undefined;
  const bad = issues?.some((x) => x.severity === 'error') || undefined;
  const described = [`${fid}-result`, issues?.length ? `${fid}-issues` : '']
    .filter(Boolean)
    .join(' ');
  const field = (key: 'life' | 'hand', label: string, rule: string) => (
    <div className="w-28">
      <label htmlFor={`${fid}-${key}`} className={fieldLabel}>
        {label}{' '}
        <span className="font-mono text-xs font-normal">{ruleText(citeRule(edition, rule))}</span>
        <span className="sr-only"> {t`for ${nameFor}’s vanguard`}</span>
      </label>
      <input
        id={`${fid}-${key}`}
        type="number"
        inputMode="numeric"
        step={1}
        placeholder="0"
        className={`${inputBase} h-11 w-full`}
        value={v[key]}
        aria-invalid={bad}
        aria-describedby={described}
        onChange={(e) => onChange({ ...v, [key]: e.target.value })}
        data-testid={`vanguard-${key}`}
      />
    </div>
  );

  return (
    <div className="min-w-60 flex-1" data-testid="vanguard-fields">
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-44">
          <label htmlFor={`${fid}-vname`} className={fieldLabel}>
            <Trans>
              Vanguard card<span className="sr-only"> for {nameFor}</span>
            </Trans>
          </label>
          <input
            id={`${fid}-vname`}
            type="text"
            maxLength={40}
            placeholder={t`Name (optional)`}
            className={`${inputBase} h-11 w-full`}
            value={v.name ?? ''}
            onChange={(e) => onChange({ ...v, name: e.target.value })}
            data-testid="vanguard-name"
          />
        </div>
        {field('life', t`Life ±`, '902.4')}
        {field('hand', t`Hand ±`, '902.5b')}
      </div>
      <p
        id={`${fid}-result`}
        className="mt-1 text-sm text-slate-700 dark:text-slate-300"
        data-testid="vanguard-result"
      >
        {facts ? (
          <StartFacts
            life={facts.life}
            hand={facts.hand}
            team={!!table?.sharedLife}
            rule={ruleText(citeRule(edition, '902.5'))}
          />
        ) : (
          t`Starting life and hand size show once the table has no problems.`
        )}
      </p>
      <IssueList id={`${fid}-issues`} issues={issues} />
    </div>
  );
}
