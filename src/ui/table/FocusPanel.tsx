import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState, type ReactNode } from 'react';
// The focused player's facts, each with its reason and rule: range, who joins it next turn,
// whom they may attack and why not the others, who answers "an opponent chooses", deploy.
import { type DerivedTable, type Game, type Reason } from '../../rules';
import { say } from '../../i18n/say';
import { explainAttacks, opponentChoiceReason, pendingRangeReason } from '../../rules/reasons';
import { useGame } from '../../store/gameStore';
import {
  LIST_SHOWN,
  nameList,
  rangeLabel,
  roleLabel,
  statusLabel,
  teamTitleWords,
} from '../playerWords';
import { btnSecondary, panel } from '../styles';
import { ReasonText as Why, RuleRef, Why as WhyMore } from '../Why';

/**
 * One player in the lists of whom the focused player may or may not attack. The focus follows
 * the turn, and the next player's list is mostly the same names for the same reasons: memoised
 * on its words, at a big table the catch-up after End turn redraws the entries that changed.
 */
const Verdict = memo(function Verdict({
  name,
  text,
  rule,
}: {
  name: string;
  text: string;
  rule: string;
}) {
  return (
    <li>
      <strong>{name}</strong>: {text} <RuleRef rule={rule} />
    </li>
  );
});

function VerdictList({
  verdicts,
  derived,
  testId,
}: {
  verdicts: readonly { seat: number; reason: Reason }[];
  derived: DerivedTable;
  testId: string;
}) {
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid={testId}>
      {verdicts.map((v) => (
        <Verdict
          key={v.seat}
          name={derived.players[v.seat]!.name}
          text={say(v.reason.words ?? v.reason.text)}
          rule={v.reason.rule}
        />
      ))}
    </ul>
  );
}

/**
 * A list behind a summary, drawn only while open: at a 100-seat table the list of whom the
 * player may attack is 99 lines, every one of which changes with the turn, for a phone to lay
 * out again after each End turn whether anyone reads it or not.
 */
function Disclosure({
  summary,
  open: initially = false,
  bold = false,
  children,
}: {
  summary: string;
  open?: boolean;
  bold?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initially);
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={`min-h-11 cursor-pointer py-2 text-sm ${bold ? 'font-semibold' : ''}`}>
        {summary}
      </summary>
      {open && children}
    </details>
  );
}

export const FocusPanel = memo(function FocusPanel({
  game,
  derived,
  focus,
  isSelection,
}: {
  game: Game;
  derived: DerivedTable;
  focus: number | null;
  isSelection: boolean;
}) {
  const { t } = useLingui();
  const setUi = useGame((s) => s.setUi);
  if (focus === null) {
    return (
      <section className={panel} aria-label={t`Player details`}>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            Select a seat to see its range of influence and whom that player may attack.
          </Trans>
        </p>
      </section>
    );
  }
  const p = derived.players[focus]!;
  const pending = pendingRangeReason(game, focus);
  const verdicts = explainAttacks(game, focus).filter((v) => derived.players[v.seat]!.inGame);
  const may = verdicts.filter((v) => v.reason.ok);
  const mayNot = verdicts.filter((v) => !v.reason.ok);
  const others = p.inRange.filter((s) => s !== focus);
  const role = roleLabel(p.role);
  const name = p.name;
  const life = p.life;
  const mayCount = may.length;
  const mayNotCount = mayNot.length;
  // How they left, with the engine's cause when it gives one (its words, src/rules).
  const how =
    p.departure?.how === 'conceded'
      ? 'conceded'
      : p.departure?.how === 'drew'
        ? 'drew'
        : p.status === 'won'
          ? 'won'
          : 'lost';
  const cause = p.departure?.cause && say(p.departure.cause);
  const left = cause
    ? {
        conceded: t`${name} conceded — ${cause} and has left the game.`,
        drew: t`${name} drew — ${cause} and has left the game.`,
        won: t`${name} won — ${cause} and has left the game.`,
        lost: t`${name} lost — ${cause} and has left the game.`,
      }[how]
    : {
        conceded: t`${name} conceded and has left the game.`,
        drew: t`${name} drew and has left the game.`,
        won: t`${name} won and has left the game.`,
        lost: t`${name} lost and has left the game.`,
      }[how];
  const range = rangeLabel(p.range);
  const reaches = (names: string) => t`Reaches ${names}, counted as this turn began.`;
  return (
    <section
      className={`${panel} flex flex-col gap-3`}
      aria-labelledby="focus-title"
      data-testid="focus-panel"
    >
      <header className="flex items-start justify-between gap-2">
        <div>
          <h2 id="focus-title" className="text-lg font-semibold">
            {p.name}
            {!isSelection && p.takingTurn && (
              <span className="ml-2 text-sm font-normal text-amber-800 dark:text-amber-300">
                <Trans>(whose turn it is)</Trans>
              </span>
            )}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {[
              p.team && teamTitleWords(p.team),
              role,
              p.primary && t`primary player`,
              statusLabel(p),
              t`life ${life}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {p.takingTurn && (
            <WhyMore label={t`Why it is their turn`} explain={(x) => x.turnReason(game)} />
          )}
        </div>
        {isSelection && (
          <button type="button" className={btnSecondary} onClick={() => setUi({ selected: null })}>
            <Trans>Show the active player</Trans>
          </button>
        )}
      </header>
      {!p.inGame ? (
        <div className="text-sm">
          {left} {p.departure?.rule && <RuleRef rule={p.departure.rule} />}
          <WhyMore label={t`Why ${name} left`} explain={(x) => x.departureReasons(game, focus)} />
        </div>
      ) : (
        <>
          <div>
            <h3 className="text-sm font-semibold">{t`Range of influence: ${range}`}</h3>
            <p className="text-sm">
              {p.range === null
                ? t`Reaches every player still in the game, counted as this turn began.`
                : others.length === 0
                  ? t`Reaches no one else, counted as this turn began.`
                  : reaches(nameList(derived, others))}{' '}
              <RuleRef rule={p.range === null ? '801' : '801.2'} />
            </p>
            <WhyMore
              label={t`Why these players are in ${name}’s range`}
              explain={(x) => x.rangeReasons(game, focus)}
            />
            {pending && (
              <p className="mt-1 text-sm text-sky-700 dark:text-sky-300" data-testid="pending-note">
                <Why reason={pending} />
              </p>
            )}
          </div>
          <div>
            {/* Only the player taking a turn attacks now; anyone else is shown for their turn. */}
            <h3 className="text-sm font-semibold">
              {p.takingTurn ? t`May attack` : t`Could attack on their turn`}
            </h3>
            {may.length === 0 ? (
              <p className="text-sm">{p.takingTurn ? t`No one right now.` : t`No one.`}</p>
            ) : may.length <= LIST_SHOWN ? (
              <VerdictList verdicts={may} derived={derived} testId="may-attack" />
            ) : (
              <Disclosure
                summary={plural(mayCount, {
                  one: 'All #, each with its rule',
                  other: 'All #, each with its rule',
                })}
              >
                <VerdictList verdicts={may} derived={derived} testId="may-attack" />
              </Disclosure>
            )}
          </div>
          {mayNot.length > 0 && (
            <Disclosure
              summary={
                p.takingTurn
                  ? t`May not attack (${mayNotCount})`
                  : t`Could not attack (${mayNotCount})`
              }
              open={mayNot.length <= 6}
              bold
            >
              <VerdictList verdicts={mayNot} derived={derived} testId="may-not-attack" />
            </Disclosure>
          )}
          <div>
            <h3 className="text-sm font-semibold">
              <Trans>“An opponent chooses”</Trans>
            </h3>
            <p className="text-sm">
              <Why reason={opponentChoiceReason(game, focus)} />
            </p>
          </div>
          {derived.table.options.deployCreatures && (
            <div>
              <h3 className="text-sm font-semibold">
                <Trans>Deploy creatures to</Trans>
              </h3>
              <p className="text-sm">
                {nameList(derived, p.deployTo, t`no teammate in range`)} <RuleRef rule="804.2" />
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
});
