// Someone arrives after the game began: the host deals them in (a house rule beside 800.1). They
// pick the seat, the team (where the table has teams) and the starting life, see where the
// newcomer will stand with a reason for each line, and deal them in; Undo takes it back.
// Every event (this panel makes extended events).
import '../../rules/events/all';
// A newcomer's name is input: it is compared with the seated ones by Unicode's look-alike table.
import '../../rules/confusables';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { applyEvent, derive, type GameEvent, type RuleError } from '../../rules';
import { latecomerReasons, type LatecomerLife } from '../../rules/reasons';
import { wordsKey } from '../../rules/words';
import { selectGame, useGame } from '../../store/gameStore';
import { teamTitleWords } from '../playerWords';
import { ReasonText } from '../RuleRef';
import { say } from '../../i18n/say';
import { input } from '../setup/ui';
import { btnPrimary, select } from '../styles';

export default function Latecomer() {
  const { t } = useLingui();
  const id = useId();
  const game = useGame(selectGame);
  const dispatch = useGame((s) => s.dispatch);
  const [name, setName] = useState('');
  const [seat, setSeat] = useState<number | null>(null);
  const [team, setTeam] = useState<string>('');
  const [lowest, setLowest] = useState(false);
  const [error, setError] = useState<RuleError | null>(null);

  const table = game?.table;
  const teams = useMemo(
    () => [...new Set((table?.players ?? []).flatMap((p) => (p.team === null ? [] : [p.team])))],
    [table],
  );
  const players = table?.players ?? [];
  const lives = game
    ? derive(game)
        .players.filter((p) => p.inGame)
        .map((p) => p.life)
    : [];
  const lowestLife = lives.length ? Math.min(...lives) : 0;
  const start = table?.startingLife ?? 20;
  // The default seat: right after the player whose turn it is, so the newcomer plays soonest.
  const at = seat ?? (game && game.current >= 0 ? game.current + 1 : players.length);
  const newcomer = name.trim();
  const chosenTeam = team || (teams.length ? teams[0]! : '');
  const event: GameEvent = {
    type: 'join',
    player: { name: name.trim() || 'Newcomer', ...(chosenTeam ? { team: chosenTeam } : {}) },
    seat: at,
    ...(lowest && lowestLife !== start ? { life: lowestLife } : {}),
  };
  const tried = game ? applyEvent(game, event) : null;
  if (!game || !table) return null;
  const n = players.length;
  const gap = (i: number) => {
    const before = players[(i - 1 + n) % n]!.name;
    const after = players[i % n]!.name;
    return t`between ${before} and ${after}`;
  };
  // Where the latecomer's life comes from, for the engine's sentence (latecomerReasons).
  const lifeWhy: LatecomerLife =
    lowest && lowestLife !== start ? 'lowest' : table.format ? 'format' : 'usual';

  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="latecomer">
      <p className="text-slate-700 dark:text-slate-300">
        <Trans>
          A house rule: the rules have a game begin with its players (800.1). Dealing someone in
          later is up to the table.
        </Trans>
      </p>
      <label htmlFor={`${id}-name`} className="flex flex-col gap-1">
        <span className="text-slate-600 dark:text-slate-300">
          <Trans context="latecomer">Name</Trans>
        </span>
        <input
          id={`${id}-name`}
          className={input}
          value={name}
          autoComplete="off"
          autoCapitalize="words"
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
      </label>
      <label htmlFor={`${id}-seat`} className="flex flex-col gap-1">
        <span className="text-slate-600 dark:text-slate-300">
          <Trans context="latecomer">Seat</Trans>
        </span>
        <select
          id={`${id}-seat`}
          className={select}
          value={at}
          onChange={(e) => setSeat(Number(e.target.value))}
        >
          {players.map((_, i) => (
            <option key={i} value={i === 0 ? n : i}>
              {gap(i === 0 ? n : i)}
            </option>
          ))}
        </select>
      </label>
      {teams.length ? (
        <label htmlFor={`${id}-team`} className="flex flex-col gap-1">
          <span className="text-slate-600 dark:text-slate-300">
            <Trans context="latecomer">Team</Trans>
          </span>
          <select
            id={`${id}-team`}
            className={select}
            value={chosenTeam}
            onChange={(e) => setTeam(e.target.value)}
          >
            {teams.map((team) => (
              <option key={team} value={team}>
                {teamTitleWords(team)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {lowestLife !== start && lowestLife > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-slate-600 dark:text-slate-300">
            <Trans>Starting life</Trans>
          </legend>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-life`}
              checked={!lowest}
              onChange={() => setLowest(false)}
            />
            <Trans>{start}, as everyone started</Trans>
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-life`}
              checked={lowest}
              onChange={() => setLowest(true)}
            />
            <Trans>{lowestLife}, the table’s lowest now</Trans>
          </label>
        </fieldset>
      ) : null}
      {tried && tried.ok && name.trim() ? (
        <ul className="flex list-disc flex-col gap-1 pl-5" data-testid="latecomer-reasons">
          {latecomerReasons(tried.value, at, lifeWhy).map((r) => (
            <li key={wordsKey(r.words ?? r.text)}>
              <ReasonText reason={r} />
            </li>
          ))}
        </ul>
      ) : tried && !tried.ok && name.trim() ? (
        <p role="alert" className="font-medium text-rose-700 dark:text-rose-300">
          {say(tried.error.words ?? tried.error.message)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="font-medium text-rose-700 dark:text-rose-300">
          {say(error.words ?? error.message)}
        </p>
      ) : null}
      <button
        type="button"
        className={btnPrimary}
        disabled={!name.trim() || !tried?.ok}
        onClick={() => {
          const refused = dispatch(event);
          if (refused) setError(refused);
          else {
            setName('');
            setSeat(null);
          }
        }}
      >
        {newcomer ? t`Deal ${newcomer} in` : t`Deal them in`}
      </button>
    </div>
  );
}
