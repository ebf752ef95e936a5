// The turn timer people can switch on (View → Turn timer): a clock on each running turn, one
// Pause for all of them, and an optional limit that turns the clock amber and says so once.
// On this device only (not part of the game or the live room); a lazy chunk, loaded when on.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { listWords } from '../playerWords';
import type { DerivedTable, Game } from '../../rules';
import { btnSecondary } from '../styles';

export interface RunningTurn {
  /** One running turn: the turn count outside Grand Melee, the marker and its turn's number in it. */
  key: string;
  /** Whose turn: a player's (or a team's) name; the marker's holder in Grand Melee. */
  name: string;
  /** Grand Melee: the turn marker's number (807.4); null outside it. */
  marker: number | null;
}

const starts = new Map<string, number>();
let paused: number | null = null;
let pausedTotal = 0;

const fmt = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The turns running now, each named once for its clock (Grand Melee: one per marker, 807.4). */
function runningTurns(game: Game, derived: DerivedTable): RunningTurn[] {
  if (game.markers.length === 0)
    return [
      {
        key: `t${game.turn}`,
        name: derived.activeTeam ?? derived.players[game.current]!.name,
        marker: null,
      },
    ];
  return game.markers
    .filter((m) => m.takingTurn)
    .map((m) => ({
      key: `m${m.number}@${m.began}`,
      name: derived.players[m.holder]!.name,
      marker: m.number,
    }));
}

export default function TurnTimer({
  game,
  derived,
  limit,
}: {
  game: Game;
  derived: DerivedTable;
  limit: number;
}) {
  const { t } = useLingui();
  const turns = runningTurns(game, derived);
  const [now, setNow] = useState(() => Date.now());
  const [isPaused, setPaused] = useState(paused !== null);
  const told = useRef(new Set<string>());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const at = paused ?? now;
  // A turn first seen now starts now (its clock counts from when it began on this device).
  for (const turn of turns) if (!starts.has(turn.key)) starts.set(turn.key, at - pausedTotal);
  const over = turns.filter(
    (turn) => limit > 0 && at - pausedTotal - starts.get(turn.key)! >= limit * 60_000,
  );
  const fresh = over.filter((turn) => !told.current.has(turn.key));
  useEffect(() => {
    if (fresh.length === 0) return;
    for (const turn of fresh) told.current.add(turn.key);
    navigator.vibrate?.(200); // a gentle nudge where the phone can
  });
  /** Whose turn a clock counts, as its words name it: "Bianca", or "marker 2 (Esme)". */
  const whose = ({ name, marker }: RunningTurn) =>
    marker === null ? name : t`marker ${marker} (${name})`;
  /** A clock's accessible name: whose turn, its time, and whether it is over the limit. */
  const clockName = (turn: RunningTurn, time: string, late: boolean) => {
    const { name, marker } = turn;
    if (marker === null)
      return late ? t`${name}'s turn: ${time}, over the limit` : t`${name}'s turn: ${time}`;
    return late
      ? t`${name}'s turn (marker ${marker}): ${time}, over the limit`
      : t`${name}'s turn (marker ${marker}): ${time}`;
  };
  const names = listWords(over.map(whose));
  const toggle = () => {
    if (paused === null) paused = Date.now();
    else {
      pausedTotal += Date.now() - paused;
      paused = null;
    }
    setPaused(paused !== null);
    setNow(Date.now());
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="turn-timer">
      {turns.map((turn) => {
        const late = over.includes(turn);
        const time = fmt(at - pausedTotal - starts.get(turn.key)!);
        return (
          <span
            key={turn.key}
            className={`rounded-lg px-2 py-1 font-mono tabular-nums ${late ? 'bg-amber-200 text-amber-950 dark:bg-amber-500/30 dark:text-amber-100' : 'bg-slate-100 dark:bg-slate-800'}`}
            aria-label={clockName(turn, time, late)}
            data-testid="turn-clock"
          >
            {turns.length > 1 ? `${whose(turn)} ` : ''}
            {time}
          </span>
        );
      })}
      <button type="button" className={`${btnSecondary} min-h-9 px-2`} onClick={toggle}>
        {isPaused ? t`Resume timer` : t`Pause timer`}
      </button>
      <p className="sr-only" role="status">
        {over.length ? t`Time is up for ${names} (${limit} min).` : ''}
      </p>
    </div>
  );
}
