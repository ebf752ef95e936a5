// Which player a panel acts for (the actions, the markers and counters, the dice): the one picked
// in its list, else the seat selected on the chart, else in a live room this phone's own player
// (live/me.ts), else the seat in focus (the turn's), else the first player still in the game.
import { memo, useState } from 'react';
import type { DerivedPlayer, DerivedTable } from '../../rules';
import { seatOfMe, useMe } from '../../live/me';
import { useGame } from '../../store/gameStore';
import { select } from '../styles';

export interface PlayerPick {
  player: string;
  present: DerivedPlayer[];
  choose: (name: string) => void;
}

export function usePlayerPick(derived: DerivedTable, focus: number | null): PlayerPick {
  const [chosen, choose] = useState('');
  // On a player's own phone in a live room, their seat comes before the turn's player; a seat
  // selected on the chart still comes first.
  const live = useGame((s) => !!s.transport);
  const selected = useGame((s) => s.ui.selected);
  const me = useMe();
  const mine = live ? seatOfMe(me, derived.players) : null;
  const present = derived.players.filter((p) => p.inGame);
  const first = selected ?? mine ?? focus;
  const fallback =
    first !== null && derived.players[first]?.inGame
      ? derived.players[first]!.name
      : (present[0]?.name ?? '');
  const player = present.some((p) => p.name === chosen) ? chosen : fallback;
  return { player, present, choose };
}

/** The labelled list of the players still in the game. */
export function PlayerSelect({ id, label, pick }: { id: string; label: string; pick: PlayerPick }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="text-slate-600 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        className={select}
        value={pick.player}
        onChange={(e) => pick.choose(e.target.value)}
      >
        <Options names={pick.present.map((p) => p.name).join('\u0001')} />
      </select>
    </div>
  );
}

/**
 * The options, drawn again only when who is in the game changes, not when the turn passes: at
 * 100 seats the dice, markers and counters panels each compared and wrote 100 options per move.
 */
const Options = memo(function Options({ names }: { names: string }) {
  return names.split('\u0001').map((name) =>
    name ? (
      <option key={name} value={name}>
        {name}
      </option>
    ) : null,
  );
});
