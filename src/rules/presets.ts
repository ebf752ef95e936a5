// Tables a group can pick in seconds. Each is an ordinary scenario; names are placeholders the
// setup screen lets people overwrite.
// Only lazy screens import this file; the table the app opens with lives in defaults.ts so the
// start-up bundle does not carry every preset.
import { EMPEROR_TABLE } from './defaults';
import type { Scenario } from './types';

export interface Preset {
  id: string;
  label: string;
  blurb: string;
  scenario: Scenario;
}

/** The names presets seat, to be replaced: the setup keeps any other name typed when a preset is picked. */
export const PLACEHOLDER_NAMES: readonly string[] = [
  'Alex',
  'Bianca',
  'Carissa',
  'Dmitri',
  'Esme',
  'Femi',
  'Gus',
  'Hana',
  'Ivo',
  'Jun',
  'Kai',
  'Lena',
  'Mo',
  'Nadia',
  'Oskar',
  'Pia',
];
const named = (n: number) => PLACEHOLDER_NAMES.slice(0, n).map((name) => ({ name }));
const teamed = (teams: string[], size: number) =>
  teams.flatMap((team, t) =>
    PLACEHOLDER_NAMES.slice(t * size, t * size + size).map((name) => ({ name, team })),
  );

export const PRESETS: readonly Preset[] = [
  {
    id: 'commander',
    label: 'Commander pod',
    blurb: 'Four players at 40 life, attack anyone; 21 from one commander is a loss.',
    scenario: {
      version: 1,
      variant: 'free-for-all',
      options: { attack: 'multiple', format: 'commander' },
      players: named(4),
    },
  },
  {
    id: 'brawl',
    label: 'Brawl',
    blurb: 'Four players at 30 life; commander damage is counted but never a loss.',
    scenario: {
      version: 1,
      variant: 'free-for-all',
      options: { attack: 'multiple', format: 'brawl' },
      players: named(4),
    },
  },
  {
    id: 'vanguard',
    label: 'Vanguard',
    blurb: 'Four players, each with a vanguard card changing starting life and hand size.',
    scenario: {
      version: 1,
      variant: 'free-for-all',
      options: { attack: 'multiple' },
      players: named(4).map((p, i) => ({
        ...p,
        vanguard: [
          { life: 4, hand: 0 },
          { life: -3, hand: 2 },
          { life: 0, hand: 1 },
          { life: 6, hand: -1 },
        ][i]!,
      })),
    },
  },
  {
    id: 'emperor',
    label: 'Emperor',
    blurb: 'Two teams of three; each emperor sits between two generals.',
    scenario: EMPEROR_TABLE,
  },
  {
    id: 'two-headed-giant',
    label: 'Two-Headed Giant',
    blurb: 'Two teams of two sharing turns and a life total of 30.',
    scenario: { version: 1, variant: 'two-headed-giant', players: teamed(['Suns', 'Moons'], 2) },
  },
  {
    id: 'team-vs-team',
    label: 'Team vs. Team',
    blurb: 'Three against three, attack any opponent.',
    scenario: { version: 1, variant: 'team-vs-team', players: teamed(['Red', 'Blue'], 3) },
  },
  {
    id: 'alternating-teams',
    label: 'Alternating Teams',
    blurb: 'Three teams of two, seated so no one sits beside a teammate.',
    scenario: {
      version: 1,
      variant: 'alternating-teams',
      options: { attack: 'multiple' },
      seating: 'by-rules',
      players: teamed(['Red', 'Blue', 'Green'], 2),
    },
  },
  {
    id: 'grand-melee',
    label: 'Grand Melee',
    blurb: 'Twelve players, range 1, attack left, three turns at once.',
    scenario: { version: 1, variant: 'grand-melee', players: named(12) },
  },
  {
    id: 'commander-draft',
    label: 'Commander Draft pod',
    blurb: 'Six drafters, then a Commander game; packs pass left, right, left (903.13c).',
    scenario: {
      version: 1,
      title: 'Commander Draft pod',
      variant: 'free-for-all',
      options: { attack: 'multiple', format: 'commander' },
      players: named(6),
    },
  },
  {
    id: 'planechase',
    label: 'Planechase',
    blurb: 'Four players with planar decks and the planar die; the plane follows the turn (901).',
    // 901.2: free-for-all, attack multiple players, no limited range.
    scenario: {
      version: 1,
      variant: 'free-for-all',
      options: { attack: 'multiple', planechase: 'decks' },
      players: named(4),
    },
  },
  {
    id: 'custom',
    label: 'Custom',
    blurb: 'Any options and any range for each player — for lessons and house rules.',
    scenario: {
      version: 1,
      variant: 'custom',
      options: { attack: 'multiple' },
      players: [
        { name: 'Alex', range: 1 },
        { name: 'Rob', range: 1 },
        { name: 'Carissa', range: 2 },
        { name: 'Dana', range: 1 },
        { name: 'Eli', range: 1 },
      ],
    },
  },
];
