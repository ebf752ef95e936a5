import { SeatingChart } from '../chart/SeatingChart';
import { useDerivedTable, useTableStore, type TableState } from '../store/tableStore';
import { Legend } from '../ui/Legend';
import { LoadError } from '../ui/LoadError';
import { PlayersTable } from '../ui/PlayersTable';
import { SelectionPanel } from '../ui/SelectionPanel';
import { variantLabel } from '../ui/labels';

const selectSelectedSeat = (s: TableState) => s.selectedSeat;
const selectToggleSeat = (s: TableState) => s.toggleSeat;
const selectSelectSeat = (s: TableState) => s.selectSeat;

export function App() {
  const derived = useDerivedTable();
  const selectedSeat = useTableStore(selectSelectedSeat);
  const toggleSeat = useTableStore(selectToggleSeat);
  const selectSeat = useTableStore(selectSelectSeat);

  if (!derived.ok) {
    return (
      <main className="mx-auto max-w-3xl p-4 sm:p-8">
        <h1 className="mb-4 text-2xl font-semibold">Table Sense</h1>
        <LoadError error={derived.error} />
      </main>
    );
  }

  const table = derived.value;
  return (
    <main className="mx-auto max-w-6xl p-4 sm:p-8">
      <header className="mb-4">
        <h1 className="text-xl font-semibold sm:text-2xl">
          Table Sense — {variantLabel(table.table.variant)}, turn {table.turn}
        </h1>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,38rem)_1fr] lg:items-start">
        <div className="mx-auto w-full max-w-[38rem]">
          <SeatingChart table={table} selectedSeat={selectedSeat} onToggleSeat={toggleSeat} />
        </div>
        <aside className="flex flex-col gap-4">
          <Legend />
          <SelectionPanel
            table={table}
            selectedSeat={selectedSeat}
            onClear={() => selectSeat(null)}
          />
        </aside>
      </div>
      <section className="mt-8" aria-labelledby="players-title">
        <h2 id="players-title" className="mb-2 text-lg font-semibold">
          Players
        </h2>
        <PlayersTable table={table} />
      </section>
    </main>
  );
}
