// Showing a saved table: its facts, and the device's preferences, put into the game store.
import type { GameStore } from '../store/gameStore';
import type { LibraryIndex, TableFacts } from './read';

/** Puts a table's facts (and the device's preferences) into the game store. */
export function showFacts(game: GameStore, facts: TableFacts, prefs?: LibraryIndex['prefs']): void {
  game.setState((s) => ({
    setup: facts.setup,
    log: facts.log,
    cursor: facts.cursor,
    refusal: null,
    rematchOf: null,
    ui: { ...s.ui, ...prefs, selected: null, hovered: null },
  }));
}
