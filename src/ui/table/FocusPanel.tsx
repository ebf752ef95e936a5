import { memo, useState, type ReactNode } from 'react';
// The focused player's facts, each with its reason and rule: range, who joins it next turn,
// whom they may attack and why not the others, who answers "an opponent chooses", deploy.
import { type DerivedTable, type Game } from '../../rules';
import { explainAttacks, opponentChoiceReason, pendingRangeReason } from '../../rules/reasons';
import { useGame } from '../../store/gameStore';
import { teamTitle } from '../../rules/labels';
import { LIST_SHOWN, nameList, rangeLabel, roleLabel, statusLabel } from '../playerWords';
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
  verdicts: readonly { seat: number; reason: { text: string; rule: string } }[];
  derived: DerivedTable;
  testId: string;
}) {
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid={testId}>
      {verdicts.map((v) => (
        <Verdict
          key={v.seat}
          name={derived.players[v.seat]!.name}
          text={v.reason.text}
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
  const setUi = useGame((s) => s.setUi);
  if (focus === null) {
    return (
      <section className={panel} aria-label="Player details">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Select a seat to see its range of influence and whom that player may attack.
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
                (whose turn it is)
              </span>
            )}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {[
              p.team && teamTitle(p.team),
              role,
              p.primary && 'primary player',
              statusLabel(p),
              `life ${p.life}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {p.takingTurn && (
            <WhyMore label="Why it is their turn" explain={(x) => x.turnReason(game)} />
          )}
        </div>
        {isSelection && (
          <button type="button" className={btnSecondary} onClick={() => setUi({ selected: null })}>
            Show the active player
          </button>
        )}
      </header>
      {!p.inGame ? (
        <div className="text-sm">
          {p.name}{' '}
          {p.departure?.how === 'conceded'
            ? 'conceded'
            : p.departure?.how === 'drew'
              ? 'drew'
              : p.status === 'won'
                ? 'won'
                : 'lost'}
          {p.departure?.cause ? ` — ${p.departure.cause}` : ''} and has left the game.{' '}
          {p.departure?.rule && <RuleRef rule={p.departure.rule} />}
          <WhyMore label={`Why ${p.name} left`} explain={(x) => x.departureReasons(game, focus)} />
        </div>
      ) : (
        <>
          <div>
            <h3 className="text-sm font-semibold">Range of influence: {rangeLabel(p.range)}</h3>
            <p className="text-sm">
              {p.range === null
                ? 'Reaches every player still in the game'
                : `Reaches ${nameList(derived, others, 'no one else')}`}
              , counted as this turn began. <RuleRef rule={p.range === null ? '801' : '801.2'} />
            </p>
            <WhyMore
              label={`Why these players are in ${p.name}’s range`}
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
              {p.takingTurn ? 'May attack' : 'Could attack on their turn'}
            </h3>
            {may.length === 0 ? (
              <p className="text-sm">{p.takingTurn ? 'No one right now.' : 'No one.'}</p>
            ) : may.length <= LIST_SHOWN ? (
              <VerdictList verdicts={may} derived={derived} testId="may-attack" />
            ) : (
              <Disclosure summary={`All ${may.length}, each with its rule`}>
                <VerdictList verdicts={may} derived={derived} testId="may-attack" />
              </Disclosure>
            )}
          </div>
          {mayNot.length > 0 && (
            <Disclosure
              summary={`${p.takingTurn ? 'May not attack' : 'Could not attack'} (${mayNot.length})`}
              open={mayNot.length <= 6}
              bold
            >
              <VerdictList verdicts={mayNot} derived={derived} testId="may-not-attack" />
            </Disclosure>
          )}
          <div>
            <h3 className="text-sm font-semibold">“An opponent chooses”</h3>
            <p className="text-sm">
              <Why reason={opponentChoiceReason(game, focus)} />
            </p>
          </div>
          {derived.table.options.deployCreatures && (
            <div>
              <h3 className="text-sm font-semibold">Deploy creatures to</h3>
              <p className="text-sm">
                {nameList(derived, p.deployTo, 'no teammate in range')} <RuleRef rule="804.2" />
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
});
