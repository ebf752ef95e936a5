// The turn timer people can switch on (View → Turn timer): a clock on each running turn, one
// Pause for all of them, and an optional limit that turns the clock amber and says so once.
// On this device only (not part of the game or the live room); a lazy chunk, loaded when on.
import { useEffect, useRef, useState } from 'react';
import type { DerivedTable, Game } from '../../rules';
import { btnSecondary } from '../styles';

export interface RunningTurn {
  /** One running turn: the turn count outside Grand Melee, the marker and its turn's number in it. */
  key: string;
  /** Whose turn: "Bianca", or "marker 2 (Esme)". */
  label: string;
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
      { key: `t${game.turn}`, label: derived.activeTeam ?? derived.players[game.current]!.name },
    ];
  return game.markers
    .filter((m) => m.takingTurn)
    .map((m) => ({
      key: `m${m.number}@${m.began}`,
      label: `marker ${m.number} (${derived.players[m.holder]!.name})`,
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
  const turns = runningTurns(game, derived);
  const [now, setNow] = useState(() => Date.now());
  const [isPaused, setPaused] = useState(paused !== null);
  const told = useRef(new Set<string>());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const at = paused ?? now;
  // A turn first seen now starts now (its clock counts from when it began on this device).
  for (const t of turns) if (!starts.has(t.key)) starts.set(t.key, at - pausedTotal);
  const over = turns.filter(
    (t) => limit > 0 && at - pausedTotal - starts.get(t.key)! >= limit * 60_000,
  );
  const fresh = over.filter((t) => !told.current.has(t.key));
  useEffect(() => {
    if (fresh.length === 0) return;
    for (const t of fresh) told.current.add(t.key);
    navigator.vibrate?.(200); // a gentle nudge where the phone can
  });
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
      {turns.map((t) => {
        const late = over.includes(t);
        return (
          <span
            key={t.key}
            className={`rounded-lg px-2 py-1 font-mono tabular-nums ${late ? 'bg-amber-200 text-amber-950 dark:bg-amber-500/30 dark:text-amber-100' : 'bg-slate-100 dark:bg-slate-800'}`}
            aria-label={`${t.label}'s turn: ${fmt(at - pausedTotal - starts.get(t.key)!)}${late ? ', over the limit' : ''}`}
            data-testid="turn-clock"
          >
            {turns.length > 1 ? `${t.label} ` : ''}
            {fmt(at - pausedTotal - starts.get(t.key)!)}
          </span>
        );
      })}
      <button type="button" className={`${btnSecondary} min-h-9 px-2`} onClick={toggle}>
        {isPaused ? 'Resume timer' : 'Pause timer'}
      </button>
      <p className="sr-only" role="status">
        {over.length ? `Time is up for ${over.map((t) => t.label).join(', ')} (${limit} min).` : ''}
      </p>
    </div>
  );
}
