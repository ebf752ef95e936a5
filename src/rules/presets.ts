// Tables a group can pick in seconds. Each is an ordinary scenario; names are placeholders the
// setup screen lets people overwrite.
import type { Scenario } from './types';

export interface Preset {
  id: string;
  label: string;
  blurb: string;
  scenario: Scenario;
}

const NAMES = [
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
const named = (n: number) => NAMES.slice(0, n).map((name) => ({ name }));
const teamed = (teams: string[], size: number) =>
  teams.flatMap((team, t) =>
    NAMES.slice(t * size, t * size + size).map((name) => ({ name, team })),
  );

export const PRESETS: readonly Preset[] = [
  {
    id: 'commander',
    label: 'Commander pod',
    blurb: 'Four players, everyone for themselves, attack anyone.',
    scenario: {
      version: 1,
      variant: 'free-for-all',
      options: { attack: 'multiple' },
      players: named(4),
    },
  },
  {
    id: 'emperor',
    label: 'Emperor',
    blurb: 'Two teams of three; each emperor sits between two generals.',
    scenario: {
      version: 1,
      variant: 'emperor',
      players: [
        { name: 'Alex', team: 'North', role: 'general' },
        { name: 'Bianca', team: 'North', role: 'emperor' },
        { name: 'Carissa', team: 'North', role: 'general' },
        { name: 'Dmitri', team: 'South', role: 'general' },
        { name: 'Esme', team: 'South', role: 'emperor' },
        { name: 'Femi', team: 'South', role: 'general' },
      ],
    },
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
