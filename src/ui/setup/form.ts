// The setup screen's working copy of a table, and the conversions to and from the engine's
// Scenario. No rule is decided here: what is valid, the defaults and the seating all come from
// the engine (buildTable, VARIANT_DEFAULTS); this file only moves values between form and file.
import {
  VARIANT_SPECS,
  type AttackOption,
  type Options,
  type Scenario,
  type Variant,
} from '../../rules';
import { VARIANT_DEFAULTS, buildTable } from '../../rules/setup';
import { PLACEHOLDER_NAMES } from '../../rules/presets';
import type { SetupForm, FormPlayer, OptionOverrides, RangeField } from './formTypes';
import { lifeOptions, vanguardInput, vanguardToForm } from './lifeForm';

/** Whether a variant's players each set their own range of influence (custom tables). */
export const ownRanges = (variant: Variant) => VARIANT_SPECS[variant]?.ownRanges === true;

export type {
  SetupForm,
  FormPlayer,
  OptionOverrides,
  RangeField,
  Starting,
  VanguardField,
} from './formTypes';

/** What the form shows and sends: which player fields the variant accepts. */
export interface Fields {
  team: boolean;
  /** Every player needs a team (false on a custom table, where teams are optional). */
  teamsNeeded?: boolean;
  role: boolean;
  range: boolean;
}

let nextId = 0;
export function newId(): string {
  nextId += 1;
  return `p${nextId}`;
}

export function rangeToForm(r: number | null | undefined): RangeField {
  if (r === null) return { unlimited: true, text: '' };
  return { unlimited: false, text: r === undefined ? '' : String(r) };
}

/**
 * The value sent to the engine: null for unlimited, a number (possibly not a valid range, so the
 * engine can say why) or undefined when the field is empty.
 */
export function rangeFromForm(r: RangeField): number | null | undefined {
  if (r.unlimited) return null;
  const t = r.text.trim();
  if (t === '') return undefined;
  return Number(t);
}

/** The option's effective value in the form: the user's choice, else the variant default. */
export function effectiveOptions(form: SetupForm): {
  rangeOfInfluence: RangeField;
  attack: AttackOption;
  deployCreatures: boolean;
  sharedTeamTurns: boolean;
} {
  const d = VARIANT_DEFAULTS[form.variant];
  return {
    rangeOfInfluence: form.options.rangeOfInfluence ?? rangeToForm(d.rangeOfInfluence),
    attack: form.options.attack ?? d.attack,
    deployCreatures: form.options.deployCreatures ?? d.deployCreatures,
    sharedTeamTurns: form.options.sharedTeamTurns ?? d.sharedTeamTurns,
  };
}

/** Only the options that differ from the variant's default go into the scenario. */
function changedOptions(form: SetupForm): Partial<Options> {
  const d = VARIANT_DEFAULTS[form.variant];
  const o = form.options;
  const out: Partial<Options> = {};
  if (o.rangeOfInfluence) {
    const r = o.rangeOfInfluence.unlimited
      ? null
      : o.rangeOfInfluence.text.trim() === ''
        ? Number.NaN // an empty limited range is not a range: let the engine say so
        : Number(o.rangeOfInfluence.text);
    // With roles (Emperor) the default is by role (809.3a: emperors 2, generals 1), so a range the
    // user set is sent even when it equals the generals' default: "1" then means everyone 1.
    if (r !== d.rangeOfInfluence || (VARIANT_SPECS[form.variant]?.roles && r !== null))
      out.rangeOfInfluence = r;
  }
  if (o.attack !== undefined && o.attack !== d.attack) out.attack = o.attack;
  if (o.deployCreatures !== undefined && o.deployCreatures !== d.deployCreatures)
    out.deployCreatures = o.deployCreatures;
  if (o.sharedTeamTurns !== undefined && o.sharedTeamTurns !== d.sharedTeamTurns)
    out.sharedTeamTurns = o.sharedTeamTurns;
  if (o.planechase) out.planechase = o.planechase;
  if (o.edition) out.edition = o.edition;
  return out;
}

/** The seed field's value, or undefined when empty or not a number. */
export function seedValue(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? Math.floor(n) : undefined;
}

/**
 * The scenario the form describes, always seated as listed. Fields the variant does not show
 * (a team in free-for-all, a role outside Emperor, per-player ranges while they are off) are left
 * out, so what is hidden never blocks the game; switching back to the variant restores them.
 */
export function toScenario(form: SetupForm, fields: Fields): Scenario {
  const options = { ...changedOptions(form), ...lifeOptions(form) };
  const scenario: Scenario = {
    version: 1,
    ...(form.title ? { title: form.title } : {}),
    variant: form.variant,
    ...(Object.keys(options).length ? { options } : {}),
    seating: 'as-listed',
    players: form.players.map((p) => {
      const range = fields.range ? rangeFromForm(p.range) : undefined;
      return {
        name: p.name,
        ...(fields.team && p.team.trim() ? { team: p.team.trim() } : {}),
        ...(fields.role && p.role ? { role: p.role } : {}),
        ...(range !== undefined ? { range } : {}),
        ...(form.vanguard ? vanguardInput(p.vanguard) : {}),
      };
    }),
  };
  if (form.starting.kind === 'player') scenario.startingPlayer = form.starting.name;
  if (form.starting.kind === 'team') scenario.startingTeam = form.starting.name;
  const seed = seedValue(form.seed);
  if (seed !== undefined) scenario.seed = seed;
  return scenario;
}

/**
 * A form from a scenario (a preset, or the table being played). A scenario seated "by the rules"
 * is seated once by the engine and listed in that order, so the form always shows real seats.
 */
export function fromScenario(scenario: Scenario): SetupForm {
  let inputs = scenario.players ?? [];
  if (scenario.seating === 'by-rules') {
    const built = buildTable(scenario);
    if (built.table) {
      const byName = new Map(inputs.map((p) => [p.name.trim(), p]));
      const seated = built.table.players.map((s) => byName.get(s.name));
      if (seated.every((p) => p !== undefined)) inputs = seated as typeof inputs;
    }
  }
  const d = VARIANT_DEFAULTS[scenario.variant] ?? VARIANT_DEFAULTS.custom;
  const o = scenario.options ?? {};
  const options: OptionOverrides = {};
  if (o.rangeOfInfluence !== undefined) options.rangeOfInfluence = rangeToForm(o.rangeOfInfluence);
  if (o.attack !== undefined && o.attack !== d.attack) options.attack = o.attack;
  if (o.deployCreatures !== undefined) options.deployCreatures = o.deployCreatures;
  if (o.sharedTeamTurns !== undefined) options.sharedTeamTurns = o.sharedTeamTurns;
  if (o.planechase !== undefined) options.planechase = o.planechase;
  if (o.edition !== undefined) options.edition = o.edition;
  const players: FormPlayer[] = inputs.map((p) => ({
    id: newId(),
    name: p.name ?? '',
    team: p.team ?? '',
    role: p.role ?? '',
    range: rangeToForm(p.range),
    ...(p.vanguard ? { vanguard: vanguardToForm(p.vanguard) } : {}),
  }));
  return {
    variant: scenario.variant,
    options,
    players,
    starting:
      scenario.startingPlayer !== undefined
        ? { kind: 'player', name: scenario.startingPlayer }
        : scenario.startingTeam !== undefined
          ? { kind: 'team', name: scenario.startingTeam }
          : { kind: 'rules' },
    seed: scenario.seed !== undefined ? String(scenario.seed) : '',
    perPlayerRanges: ownRanges(scenario.variant) || inputs.some((p) => p.range !== undefined),
    ...(scenario.title ? { title: scenario.title } : {}),
    ...(o.format !== undefined ? { format: o.format } : {}),
    ...(o.startingLife !== undefined ? { startingLife: String(o.startingLife) } : {}),
    ...(inputs.some((p) => p.vanguard !== undefined) ? { vanguard: true } : {}),
  };
}

/**
 * A preset picked with names already typed: the preset's table (variant, options, seats, teams)
 * with the typed names in its seats, in order. Names the presets seat themselves are not kept;
 * names beyond the preset's seats stay as players of their own (a team variant asks for a team).
 */
export function withPreset(form: SetupForm, preset: Scenario): SetupForm {
  const next = fromScenario(preset);
  const placeholder = new Set(PLACEHOLDER_NAMES);
  const typed = form.players.map((p) => p.name.trim()).filter((n) => n && !placeholder.has(n));
  if (typed.length === 0) return next;
  const taken = new Set(typed.map((n) => n.toLowerCase()));
  // The preset's own names that a typed one does not displace, for its seats left over.
  const spare = next.players
    .map((p) => p.name)
    .filter((n) => !taken.has(n.toLowerCase()))
    .slice(0, Math.max(0, next.players.length - typed.length));
  const players = next.players.map((p, i) => ({ ...p, name: typed[i] ?? spare.shift() ?? p.name }));
  for (const name of typed.slice(next.players.length))
    players.push({ id: newId(), name, team: '', role: '', range: rangeToForm(undefined) });
  return { ...next, players };
}

/**
 * The form as gathering starts: phones bring the players, so the names the presets seat
 * themselves go (names typed stay, the host's own among them).
 */
export function withoutPlaceholders(form: SetupForm): SetupForm {
  const placeholder = new Set(PLACEHOLDER_NAMES);
  const players = form.players.filter((p) => !placeholder.has(p.name.trim()));
  return players.length === form.players.length ? form : { ...form, players };
}

/** Switching variant: the new variant's defaults apply again; players, teams and roles stay. */
export function withVariant(form: SetupForm, variant: Variant): SetupForm {
  return {
    ...form,
    variant,
    // Planechase goes with any variant (901.2, 901.12, 901.14), so it stays.
    options: {
      ...(form.options.planechase ? { planechase: form.options.planechase } : {}),
      ...(form.options.edition ? { edition: form.options.edition } : {}),
    },
    // A variant whose players set their own ranges (custom) always shows them; leaving it turns
    // them off (other variants mostly want one range for all), elsewhere the user's choice stays.
    perPlayerRanges: ownRanges(variant) || (!ownRanges(form.variant) && form.perPlayerRanges),
  };
}

/** Moves the player at `from` to index `to` (both in range), keeping everyone else in order. */
export function movePlayer<T>(list: readonly T[], from: number, to: number): T[] {
  const out = list.slice();
  if (from === to || from < 0 || to < 0 || from >= out.length || to >= out.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}

/** Reorders the form's players into the engine's seat order (matched by trimmed name). */
export function reorderByNames(
  players: readonly FormPlayer[],
  names: readonly string[],
): FormPlayer[] | null {
  const byName = new Map(players.map((p) => [p.name.trim(), p]));
  const out = names.map((n) => byName.get(n));
  if (out.length !== players.length || out.some((p) => p === undefined)) return null;
  return out as FormPlayer[];
}

/** A name like "Player 5" that no one at the table has yet. */
export function freshName(players: readonly { name: string }[]): string {
  const taken = new Set(players.map((p) => p.name.trim().toLowerCase()));
  for (let n = players.length + 1; ; n++) if (!taken.has(`player ${n}`)) return `Player ${n}`;
}

/** Distinct team names in seat order, for the team field's suggestions and the starting choice. */
export function teamNames(players: readonly { team: string }[]): string[] {
  const out: string[] = [];
  for (const p of players) {
    const t = p.team.trim();
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}
