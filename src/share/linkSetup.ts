// A table's setup in a link: its options, players (teams, roles, ranges, vanguards) and who starts,
// then its events (linkEvents.ts), as each version writes them (codec.ts describes the format).
import { VARIANT_SPECS, VARIANTS } from '../rules';
import type { AttackOption, GameEvent, PlayerInput, Scenario } from '../rules';
import { ByteReader, ByteWriter, ReadError } from './bytes';
import { words } from '../rules/words';
import { EDITION_VERSION, F, readHead, VANGUARD_NAME_VERSION, writeHead } from './linkHead';
import { isString, readEvent, readRef, writeEvent, writeRef } from './linkEvents';

const ATTACKS: readonly AttackOption[] = ['multiple', 'left', 'right', 'single'];
const FORMATS_CODED = ['commander', 'brawl'] as const;
/** Version 4: the Planechase option. */
const PLANECHASE_CODED = ['decks', 'single-deck'] as const;
const EDITIONS_CODED = ['current', '2011', '2005'] as const;

/** The version 1 body with the additions of `version` (3: life, 4: Planechase; see codec.ts). */
export function writeV1(s: Scenario, version: number): Uint8Array {
  const v3 = version >= 3;
  const v4 = version >= 4;
  const w = new ByteWriter();
  const variant = VARIANTS.indexOf(s.variant);
  if (variant < 0) throw new RangeError(`Cannot encode unknown variant ${String(s.variant)}.`);
  const players: PlayerInput[] = Array.isArray(s.players) ? s.players : [];
  const names = players.map((p) => (isString(p.name) ? p.name : ''));
  const teams: string[] = [];
  for (const p of players) if (isString(p.team) && !teams.includes(p.team)) teams.push(p.team);
  const hasVanguard = (p: PlayerInput) =>
    v3 && typeof p.vanguard === 'object' && p.vanguard !== null;
  const attrs = players.some(
    (p) =>
      isString(p.team) ||
      p.role === 'emperor' ||
      p.role === 'general' ||
      p.range !== undefined ||
      hasVanguard(p),
  );

  let flags = 0;
  if (s.version !== undefined) flags |= F.version;
  if (isString(s.title)) flags |= F.title;
  if (s.options !== undefined && s.options !== null) flags |= F.options;
  if (s.seating !== undefined) flags |= F.seating | (s.seating === 'by-rules' ? F.byRules : 0);
  if (typeof s.seed === 'number') flags |= F.seed;
  if (isString(s.startingPlayer)) flags |= F.startingPlayer;
  if (isString(s.startingTeam)) flags |= F.startingTeam;
  if (Array.isArray(s.events)) flags |= F.events;
  if (attrs) flags |= F.attrs;
  writeHead(w, variant, flags, version);

  if (flags & F.title) w.string(s.title!);
  if (flags & F.options) {
    const o = s.options!;
    const range = o.rangeOfInfluence === undefined ? 0 : o.rangeOfInfluence === null ? 1 : 2;
    let attack = 0;
    if (o.attack !== undefined) {
      attack = ATTACKS.indexOf(o.attack) + 1;
      if (attack === 0) throw new RangeError(`Cannot encode attack option ${String(o.attack)}.`);
    }
    const bool = (b: boolean | undefined) => (b === undefined ? 0 : b ? 2 : 1);
    w.varint(range + attack * 4 + bool(o.deployCreatures) * 32 + bool(o.sharedTeamTurns) * 128);
    if (range === 2) w.number(o.rangeOfInfluence!);
    if (v3) {
      const format = FORMATS_CODED.indexOf(o.format as (typeof FORMATS_CODED)[number]) + 1;
      const life = typeof o.startingLife === 'number';
      w.varint(format + (life ? 4 : 0));
      if (life) w.number(o.startingLife!);
    }
    if (v4) {
      const planechase =
        o.planechase === undefined ? 0 : PLANECHASE_CODED.indexOf(o.planechase) + 1;
      if (planechase === 0 && o.planechase !== undefined)
        throw new RangeError(`Cannot encode Planechase option ${String(o.planechase)}.`);
      w.varint(planechase);
    }
    if (version >= EDITION_VERSION) {
      const edition = o.edition === undefined ? 0 : EDITIONS_CODED.indexOf(o.edition) + 1;
      if (edition === 0 && o.edition !== undefined)
        throw new RangeError(`Cannot encode rules edition ${String(o.edition)}.`);
      w.varint(edition);
    }
  }
  if (flags & F.seed) w.number(s.seed!);
  if (attrs) {
    w.varint(teams.length);
    for (const t of teams) w.string(t);
  }
  w.varint(players.length);
  players.forEach((p, i) => {
    w.string(names[i]!);
    if (!attrs) return;
    const role = p.role === 'emperor' ? 1 : p.role === 'general' ? 2 : 0;
    const range = p.range === undefined ? 0 : p.range === null ? 1 : 2;
    const team = isString(p.team) ? teams.indexOf(p.team) + 1 : 0;
    const vanguard = hasVanguard(p);
    if (v3) w.varint(role + range * 4 + (vanguard ? 16 : 0) + team * 32);
    else w.varint(role + range * 4 + team * 16);
    if (range === 2) w.number(p.range!);
    if (vanguard) {
      w.number(p.vanguard!.life);
      w.number(p.vanguard!.hand);
      if (version >= VANGUARD_NAME_VERSION)
        w.string(isString(p.vanguard!.name) ? p.vanguard!.name : '');
    }
  });
  if (flags & F.startingPlayer) writeRef(w, s.startingPlayer!, names);
  if (flags & F.startingTeam) writeRef(w, s.startingTeam!, teams);
  if (flags & F.events) {
    w.varint(s.events!.length);
    for (const e of s.events!) writeEvent(w, e, names, version);
  }
  return w.finish();
}

export function readV1(r: ByteReader, version: number): Scenario {
  const v3 = version >= 3;
  const { variant: index, flags } = readHead(r, version);
  const variant = VARIANTS[index];
  // A variant is read only from the version that brought it (`teams`: 6).
  if (!variant || version < (VARIANT_SPECS[variant]?.linkSince ?? 0))
    throw new ReadError(
      words(
        /*i18n*/ { id: 'link.data.variant', message: 'The table data names an unknown variant.' },
      ),
    );
  if (flags >= 1024)
    throw new ReadError(
      words(/*i18n*/ { id: 'link.data.fields', message: 'The table data has unknown fields.' }),
    );
  if (!(flags & F.seating) && flags & F.byRules)
    throw new ReadError(
      words(
        /*i18n*/ { id: 'link.data.seating', message: 'The table data has an unknown seating.' },
      ),
    );

  const s: Scenario = { variant, players: [] };
  if (flags & F.version) s.version = 1;
  if (flags & F.title) s.title = r.string();
  if (flags & F.options) {
    const o = r.varint();
    const range = o % 4;
    const attack = Math.floor(o / 4) % 8;
    const deploy = Math.floor(o / 32) % 4;
    const shared = Math.floor(o / 128);
    if (range === 3 || attack > 4 || deploy === 3 || shared > 2)
      throw new ReadError(
        words(/*i18n*/ { id: 'link.data.options', message: 'The table data has unknown options.' }),
      );
    const options: Scenario['options'] = {};
    if (range) options.rangeOfInfluence = range === 1 ? null : r.number();
    if (attack) options.attack = ATTACKS[attack - 1]!;
    if (deploy) options.deployCreatures = deploy === 2;
    if (shared) options.sharedTeamTurns = shared === 2;
    if (v3) {
      const l = r.varint();
      const format = l % 4;
      if (format === 3 || l >= 8)
        throw new ReadError(
          words(
            /*i18n*/ { id: 'link.data.options', message: 'The table data has unknown options.' },
          ),
        );
      if (format) options.format = FORMATS_CODED[format - 1]!;
      if (l >= 4) options.startingLife = r.number();
    }
    if (version >= 4) {
      const planechase = r.varint();
      if (planechase > 2)
        throw new ReadError(
          words(
            /*i18n*/ { id: 'link.data.options', message: 'The table data has unknown options.' },
          ),
        );
      if (planechase) options.planechase = PLANECHASE_CODED[planechase - 1]!;
    }
    if (version >= EDITION_VERSION) {
      const edition = r.varint();
      if (edition > 3)
        throw new ReadError(
          words(
            /*i18n*/ { id: 'link.data.options', message: 'The table data has unknown options.' },
          ),
        );
      if (edition) options.edition = EDITIONS_CODED[edition - 1]!;
    }
    s.options = options;
  }
  if (flags & F.seating) s.seating = flags & F.byRules ? 'by-rules' : 'as-listed';
  if (flags & F.seed) s.seed = r.number();
  const teams: string[] = [];
  if (flags & F.attrs) {
    const n = r.count();
    for (let i = 0; i < n; i++) teams.push(r.string());
  }
  const count = r.count();
  const players: PlayerInput[] = [];
  for (let i = 0; i < count; i++) {
    const p: PlayerInput = { name: r.string() };
    if (flags & F.attrs) {
      const a = r.varint();
      const role = a % 4;
      const range = Math.floor(a / 4) % 4;
      const vanguard = v3 && Math.floor(a / 16) % 2 === 1;
      const team = Math.floor(a / (v3 ? 32 : 16));
      if (role === 3 || range === 3 || team > teams.length)
        throw new ReadError(
          words(
            /*i18n*/ {
              id: 'link.data.playerField',
              message: 'The table data has an unknown player field.',
            },
          ),
        );
      if (team) p.team = teams[team - 1]!;
      if (role) p.role = role === 1 ? 'emperor' : 'general';
      if (range) p.range = range === 1 ? null : r.number();
      if (vanguard) {
        p.vanguard = { life: r.number(), hand: r.number() };
        const name = version >= VANGUARD_NAME_VERSION ? r.string() : '';
        if (name) p.vanguard.name = name;
      }
    }
    players.push(p);
  }
  s.players = players;
  const names = players.map((p) => p.name);
  if (flags & F.startingPlayer) s.startingPlayer = readRef(r, names);
  if (flags & F.startingTeam) s.startingTeam = readRef(r, teams);
  if (flags & F.events) {
    const n = r.count();
    const events: GameEvent[] = [];
    for (let i = 0; i < n; i++) events.push(readEvent(r, names, version));
    s.events = events;
  }
  return s;
}
