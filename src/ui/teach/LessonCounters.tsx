// Life, poison and commander damage beside a lesson's chart: read-only, so a lesson about life
// (810.9, 903.10a) shows the numbers its narration talks about, commander damage included (the
// chart draws life on the seats, but not who dealt how much to whom).
import { useLingui } from '@lingui/react/macro';
import { selectDerived, useGame } from '../../store/gameStore';
import { RuleRef } from '../Why';
import { panel } from '../styles';

export function LessonCounters() {
  const { t } = useLingui();
  const derived = useGame(selectDerived)!;
  const { table } = derived;
  const shared = table.sharedLife;
  const name = (seat: number) => derived.players[seat]!.name;
  return (
    <section className={`${panel} text-sm`} aria-labelledby="lesson-counters-title">
      <h3 id="lesson-counters-title" className="mb-1 font-semibold">
        {t`Life and counters`}{' '}
        <RuleRef rule={shared ? '810.9' : table.format ? '903.10a' : '119.3'} />
      </h3>
      <table className="w-full" data-testid="lesson-counters">
        <thead>
          <tr className="text-left text-slate-600 dark:text-slate-300">
            <th scope="col" className="py-1 pr-2 font-medium">
              {t`Player`}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {shared ? t`Team life` : t`Life`}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t`Poison`}
            </th>
            {table.format && (
              <th scope="col" className="py-1 font-medium">
                {t`Commander damage taken`}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {derived.players.map((p) => (
            <tr
              key={p.seat}
              data-player={p.name}
              data-life={p.life}
              data-poison={p.poison}
              className="border-t border-slate-200 dark:border-slate-700"
            >
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {p.name}
                {shared && p.team ? ` (${p.team})` : ''}
              </th>
              <td className="py-1 pr-2 tabular-nums">
                {p.inGame ? (
                  p.life
                ) : (
                  <span className="text-slate-600 dark:text-slate-300">
                    {t({ message: 'left', context: 'a player who left the game' })}
                  </span>
                )}
              </td>
              <td className="py-1 pr-2 tabular-nums">{p.poison}</td>
              {table.format && (
                <td className="py-1 tabular-nums">
                  {p.commanderDamage.length === 0
                    ? '—'
                    : p.commanderDamage.map((c, i) => {
                        const amount = c.amount;
                        const from = name(c.from);
                        return (
                          <span
                            key={`${c.from}.${c.commander}`}
                            data-testid="lesson-cmd"
                            data-from={name(c.from)}
                            data-commander={c.commander}
                            data-amount={c.amount}
                            className={
                              c.amount >= 21 ? 'font-semibold text-rose-600 dark:text-rose-400' : ''
                            }
                          >
                            {i > 0 ? ' · ' : ''}
                            {c.commander === 2
                              ? t({
                                  message: `${amount} from ${from} (2nd)`,
                                  comment:
                                    'Commander damage from the second of two partner commanders',
                                })
                              : t`${amount} from ${from}`}
                          </span>
                        );
                      })}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
