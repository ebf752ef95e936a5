import type { DerivedTable } from '../rules';
import { nameList, rangeLabel, roleLabel } from './labels';

export interface SelectionPanelProps {
  table: DerivedTable;
  selectedSeat: number | null;
  onClear: () => void;
}

/** What the selected player's range of influence covers and whom they may attack. */
export function SelectionPanel({ table, selectedSeat, onClear }: SelectionPanelProps) {
  const player = selectedSeat === null ? null : table.players[selectedSeat];
  if (!player) {
    return (
      <section
        aria-live="polite"
        className="rounded-lg border border-slate-700 bg-slate-800/60 p-4"
      >
        <p className="text-slate-300">Select a seat to see its range of influence.</p>
      </section>
    );
  }
  const role = roleLabel(player.role);
  const others = player.inRange.filter((seat) => seat !== player.seat);
  return (
    <section
      aria-live="polite"
      aria-labelledby="selection-title"
      className="rounded-lg border border-sky-700/70 bg-slate-800/60 p-4"
      data-testid="selection-panel"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="selection-title" className="text-lg font-semibold text-sky-300">
          {player.name}
          {role && <span className="ml-2 text-sm font-normal text-slate-300">{role}</span>}
        </h2>
        <button
          type="button"
          onClick={onClear}
          className="rounded border border-slate-600 px-2 py-0.5 text-sm text-slate-300 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-400"
        >
          Clear
        </button>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-400">Range of influence</dt>
        <dd>{rangeLabel(player.range)}</dd>
        <dt className="text-slate-400">In range</dt>
        <dd>{nameList(table, others, 'no one else')}</dd>
      </dl>
      <p className="mt-2 text-sm">
        <span className="text-rose-300">may attack:</span>{' '}
        {nameList(table, player.canAttack, 'no one')}
      </p>
    </section>
  );
}
