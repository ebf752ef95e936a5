// Changing the variant or the edition: what the new rules forbid is cleared, and the screen says
// what went and which rule forbids it. The engine decides (variantTraits, buildTable): a role the
// new variant refuses (only Emperor has roles, 809.2 / 607.2), a team where everyone plays alone
// (806.1), an option, a format or Planechase the edition lacks (606.2, 901.1, 903.1).
import { type Edition, type Options, type PlayerInput, type RuleError } from '../../rules';
import { buildTable } from '../../rules/setup';
import type { Variant } from '../../rules/variants';
import { citeIn } from './cite';
import { ownRanges, toScenario } from './form';
import type { OptionOverrides, SetupForm } from './formTypes';
import { variantTraits, type Refusal } from './probe';

export type ClearedWhat =
  | 'variant'
  | 'roles'
  | 'teams'
  | 'rangeOfInfluence'
  | 'attack'
  | 'deployCreatures'
  | 'sharedTeamTurns'
  | 'planechase'
  | 'format';

export interface Cleared {
  what: ClearedWhat;
  /** The engine's refusal, its rule in the new edition's numbers. */
  why: Refusal;
  /** For 'variant': the variant's name before (the form now holds the same game's new name). */
  from?: Variant;
}

const FOUR: PlayerInput[] = ['P1', 'P2', 'P3', 'P4'].map((name) => ({ name }));
type OptionKey = Exclude<keyof OptionOverrides, 'edition'>;
const OPTION_KEYS: readonly OptionKey[] = [
  'rangeOfInfluence',
  'attack',
  'deployCreatures',
  'sharedTeamTurns',
  'planechase',
];

/** The value the form's override sends, when it is a valid one. */
function sent(key: OptionKey, o: OptionOverrides): Options[OptionKey] | undefined {
  if (key !== 'rangeOfInfluence') return o[key];
  const r = o.rangeOfInfluence;
  if (!r) return undefined;
  if (r.unlimited) return null;
  const n = Number(r.text.trim());
  return r.text.trim() === '' || !Number.isInteger(n) || n < 1 ? undefined : n;
}

/** What the engine says against `options` on this table (a plain one while it has fewer than
 * three players), beyond what it says without them: a refusal with no path (606.2) counts too. */
function refused(form: SetupForm, edition: Edition, options: Partial<Options>): Refusal | null {
  const base: Partial<Options> = edition === 'current' ? {} : { edition };
  const traits = variantTraits(form.variant, edition);
  const fields = { team: traits.teams, role: traits.roles, range: ownRanges(form.variant) };
  const own = toScenario({ ...form, options: {} }, fields).players;
  const players = own.length >= 3 ? own : FOUR;
  const errors = (o: Partial<Options>) =>
    buildTable({ version: 1, variant: form.variant, options: o, players }).errors;
  // Told apart by their messages and values, not their English (the page may not have it yet).
  const key = (e: RuleError) => JSON.stringify(e.words ?? e.message);
  const before = new Set(errors(base).map(key));
  const e = errors({ ...base, ...options }).find((e) => !before.has(key(e)));
  return e ? citeIn(edition, e) : null;
}

/**
 * `next` (the form after a change of variant or edition) without what its rules forbid, and the
 * list of what was cleared. Undo brings it all back.
 */
export function clearForbidden(next: SetupForm): { form: SetupForm; cleared: Cleared[] } {
  const edition: Edition = next.options.edition ?? 'current';
  const traits = variantTraits(next.variant, edition);
  const cleared: Cleared[] = [];
  let players = next.players;
  if (traits.roleRefusal && players.some((p) => p.role)) {
    players = players.map((p) => (p.role ? { ...p, role: '' } : p));
    cleared.push({ what: 'roles', why: traits.roleRefusal });
  }
  if (traits.teamRefusal && players.some((p) => p.team.trim())) {
    players = players.map((p) => (p.team ? { ...p, team: '' } : p));
    cleared.push({ what: 'teams', why: traits.teamRefusal });
  }
  const options: OptionOverrides = { ...next.options };
  for (const key of OPTION_KEYS) {
    const value = sent(key, options);
    if (value === undefined) continue;
    const why = refused({ ...next, players }, edition, { [key]: value });
    if (why) {
      delete options[key];
      cleared.push({ what: key, why });
    }
  }
  let form: SetupForm = { ...next, players, options };
  if (next.format) {
    const why = refused({ ...next, players }, edition, { format: next.format });
    if (why) {
      const { format: _gone, ...rest } = form;
      form = rest;
      cleared.push({ what: 'format', why });
    }
  }
  // A starting team that no player names any more goes back to the rules' choice (103.2).
  if (form.starting.kind === 'team' && cleared.some((c) => c.what === 'teams'))
    form = { ...form, starting: { kind: 'rules' } };
  return cleared.length ? { form, cleared } : { form: next, cleared };
}
