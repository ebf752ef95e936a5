// The story in words, below its chart: who left, when and why, each with the rule that made them
// leave (a link into the rules panel, as every rule number in the app is), and each player's time
// taking turns.
import { Trans, useLingui } from '@lingui/react/macro';
import { inkOn, type StoryModel } from '../../../chart/storyGeometry';
import type { GameRecord } from '../../../rules/record';
import { teamTitleWords as teamTitle } from '../../playerWords';
import { RuleRef } from '../../RuleRef';
import { formats } from '../formats';
import type { StoryFacts } from '../../../persist/storyFacts';
import { turnTimeRows, whyLeft } from './storyWords';

const heading = 'mb-2 text-base font-semibold';

const listed = (names: readonly string[]) => formats().and.format(names);

/** "Carissa", or a team that won together: "Team Suns (Alex and Bianca)". */
function winnersWords(r: GameRecord): string {
  const teams = new Set(r.players.filter((p) => r.winners.includes(p.name)).map((p) => p.team));
  const team = teams.size === 1 ? [...teams][0] : null;
  return team && r.winners.length > 1
    ? `${teamTitle(team)} (${listed(r.winners)})`
    : listed(r.winners);
}

export function Departures({
  record,
  facts,
  shares,
  model,
}: {
  record: GameRecord;
  facts: StoryFacts | null;
  shares: { life: boolean; poison: boolean };
  model: StoryModel;
}) {
  const { t } = useLingui();
  const colours = new Map(
    (model.panels[0]?.lines ?? []).flatMap((l) => (l.mark ? [[l.mark.number, l.colour]] : [])),
  );
  const winners = record.winners.length > 0 ? winnersWords(record) : '';
  return (
    <section aria-labelledby="story-departures">
      <h3 id="story-departures" className={heading}>
        {t`Who left, and why`}
      </h3>
      {record.departures.length === 0 ? (
        <p>{t`No one left before the end.`}</p>
      ) : (
        <ol className="flex flex-col gap-1.5" data-testid="story-departures">
          {record.departures.map((d, i) => {
            const n = model.markOf[i];
            const who = d.player;
            const turn = d.turn;
            const at = d.at?.slice(11, 16);
            const why = whyLeft(d, record, facts?.left[d.player], shares);
            return (
              <li key={d.player} className="flex items-start gap-2" data-testid="story-departure">
                {/* The mark's number on the chart, in its line's colour. */}
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold"
                  style={
                    n && colours.get(n)
                      ? { background: colours.get(n), color: inkOn(colours.get(n)!) }
                      : undefined
                  }
                >
                  {n || ''}
                </span>
                <span>
                  {at ? (
                    <Trans>
                      <strong>{who}</strong> left on turn {turn} ({at}): {why}
                    </Trans>
                  ) : (
                    <Trans>
                      <strong>{who}</strong> left on turn {turn}: {why}
                    </Trans>
                  )}
                  {d.rule && (
                    <>
                      {' '}
                      <RuleRef rule={d.rule} />
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {winners && (
        <p className="mt-2">
          <Trans>
            {winners} won: every opponent had left the game <RuleRef rule="104.2a" />.
          </Trans>
        </p>
      )}
    </section>
  );
}

export function TurnTimes({ record, facts }: { record: GameRecord; facts: StoryFacts | null }) {
  const { t } = useLingui();
  const rows = turnTimeRows(record, facts);
  const team = record.sharedTurns;
  return (
    <section aria-labelledby="story-times">
      <h3 id="story-times" className={heading}>
        {t`Time taking turns`}
      </h3>
      {!rows ? (
        <p>{t`The turns of this game could not be replayed, so their times are not known.`}</p>
      ) : !facts?.timed ? (
        <p data-testid="story-not-timed">
          {t`Not timed: this game’s moves were kept without their times.`}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm tabular-nums" data-testid="story-times">
            <caption className="sr-only">
              {t`From the start of each turn to the start of the next`}
            </caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 pr-3">
                  {team ? t`Team` : t`Player`}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t`Turns`}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t`In all`}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t`Per turn`}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <tr key={t.who} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-1 pr-3 text-left font-medium">
                    {t.who}
                  </th>
                  <td className="py-1 pr-3 text-right">{t.turns}</td>
                  <td className="py-1 pr-3 text-right whitespace-nowrap">
                    {t.total}
                    {t.note && <span className="block text-xs">{t.note}</span>}
                  </td>
                  <td className="py-1 text-right whitespace-nowrap">{t.average}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {record.variant === 'grand-melee'
              ? t`A turn runs from its start to the start of the next (in Grand Melee, to its own end: several run at once, 807.4).`
              : t`A turn runs from its start to the start of the next.`}
          </p>
        </div>
      )}
    </section>
  );
}
