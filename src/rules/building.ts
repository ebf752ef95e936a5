// Which table a setup makes, without the code that makes it. Building a table (setup.ts: every
// check of a setup, seating by the rules, ranges, who goes first) is not in the start-up code:
// the table the app opens with is written out already built (defaults.ts), and whatever opens any
// other table (a saved table, a link, a file, the setup screen, a lesson, the live room, a
// rematch) imports setup.ts, which registers its builder here as it loads.
import type { Table } from './table';
import type { RuleError } from './terms';
import type { Scenario } from './types';

export interface BuildResult {
  table: Table | null;
  errors: RuleError[];
  warnings: RuleError[];
}

let builder: ((scenario: Scenario) => BuildResult) | null = null;

/** setup.ts, as it loads. */
export function registerBuilder(build: (scenario: Scenario) => BuildResult): void {
  builder = build;
}

/** Whether a setup can be built now, without loading more. */
export const builderLoaded = (): boolean => builder !== null;

/** The table a setup makes, by setup.ts's buildTable. */
export function tableOf(scenario: Scenario): BuildResult {
  // What opens a table imports setup.ts first; reaching here without it is a missing import.
  if (!builder) throw new Error('The table builder (rules/setup.ts) is not loaded.');
  return builder(scenario);
}
