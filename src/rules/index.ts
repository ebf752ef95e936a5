// Public face of the rules engine. Everything outside src/rules imports from here only, except
// the presets (./presets), the reasons (./reasons), a seat's marks (./marks) and building a table
// from a setup (./setup: its checks and seating by the rules), which only lazy screens and chunks
// need, and the command line's report (./report): the start-up bundle leaves them out.
export * from './types';
export type { Preset } from './presets';
export * from './derivedTypes';
export { tableOf, builderLoaded, type BuildResult } from './building';
export { newGame, type Game, type Marker } from './game';
export { seatOf } from './seats';
export { applyEvent, leftBetween, leftWords, replay, takenBetween, takenWords } from './play';
export {
  hasVariant,
  playOf,
  sameVariantIn,
  specOf,
  VARIANT_SPECS,
  type PlayPolicy,
} from './variants';
export {
  eventSpecs,
  eventsLoaded,
  EVENT_TYPES,
  eventSpec,
  describeEvent,
  eventWords,
  offersFor,
  type EventSpec,
  type Offer,
  type Shown,
  type EventType,
  type GatheredEvent,
} from './events';
export { derive, sharedRange, inRange, pendingRange, turnEnders } from './queries';
export { faceOfRoll, PLANAR_FACES, planarDeckLimits, type PlanarDeckLimits } from './planar';
export { DEFAULT_SCENARIO, defaultTable } from './defaults';
export { turnsLoaded } from './turns';
export { localTime } from './clock';
export type { SeatMarks } from './marks';
export { DICE, COIN_FACES, sidesOf } from './events/diceFaces';
export { english, words, isWords, type Words, type WordValue } from './words';
