// Public face of the rules engine. Everything outside src/rules imports from here only.
export * from './types';
export * from './derived';
export { buildTable, teamBlocks, VARIANT_DEFAULTS, MAX_PLAYERS, type BuildResult } from './setup';
export { newGame, applyEvent, replay, seatOf, type Game, type Marker } from './game';
export {
  derive,
  attackVerdict,
  explainAttacks,
  targetVerdict,
  sharedRange,
  inRange,
  opponentChoiceReason,
  pendingRange,
  pendingRangeReason,
  turnEnders,
} from './queries';
export {
  parseScenario,
  loadScenario,
  describeEvent,
  SCENARIO_VERSION,
  type LoadedScenario,
} from './scenario';
export { DEFAULT_SCENARIO } from './defaults';
export { PRESETS, type Preset } from './presets';
export { report, type TableReport, type PlayerReport } from './report';
