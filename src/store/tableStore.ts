// App state: the loaded game (the engine's single source of truth) apart from UI state
// (which seat is selected). Everything shown on the table is derived from the game.
import { useMemo } from 'react';
import { create } from 'zustand';
import {
  DEFAULT_SCENARIO,
  derive,
  loadScenario,
  type DerivedTable,
  type Game,
  type RuleError,
} from '../rules';

export interface TableState {
  game: Game | null;
  loadError: RuleError | null;
  selectedSeat: number | null;
  selectSeat: (seat: number | null) => void;
  toggleSeat: (seat: number) => void;
}

function describeThrown(thrown: unknown): RuleError {
  return { message: thrown instanceof Error ? thrown.message : String(thrown) };
}

/** Loads the engine's default table; a failure becomes an error to show, never a blank page. */
export function loadDefault(): Pick<TableState, 'game' | 'loadError'> {
  try {
    const loaded = loadScenario(DEFAULT_SCENARIO);
    return loaded.ok
      ? { game: loaded.value.game, loadError: null }
      : { game: null, loadError: loaded.error };
  } catch (thrown) {
    return { game: null, loadError: describeThrown(thrown) };
  }
}

export const useTableStore = create<TableState>()((set) => ({
  ...loadDefault(),
  selectedSeat: null,
  selectSeat: (seat) => set({ selectedSeat: seat }),
  toggleSeat: (seat) =>
    set((state) => ({ selectedSeat: state.selectedSeat === seat ? null : seat })),
}));

const selectGame = (state: TableState) => state.game;
const selectLoadError = (state: TableState) => state.loadError;

export type DerivedResult = { ok: true; value: DerivedTable } | { ok: false; error: RuleError };

/** The derived table, recomputed only when the game changes. */
export function useDerivedTable(): DerivedResult {
  const game = useTableStore(selectGame);
  const loadError = useTableStore(selectLoadError);
  return useMemo<DerivedResult>(() => {
    if (!game) return { ok: false, error: loadError ?? { message: 'No game loaded.' } };
    try {
      return { ok: true, value: derive(game) };
    } catch (thrown) {
      return { ok: false, error: describeThrown(thrown) };
    }
  }, [game, loadError]);
}
