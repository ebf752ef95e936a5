// The life part of the setup form (format, starting life, vanguard modifiers) to and from the
// scenario. As in form.ts, nothing is decided here: a value the engine refuses is sent as typed
// (a number, possibly NaN) so the engine's message appears beside the field.
import type { Options, Vanguard } from '../../rules';
import type { SetupForm, VanguardField } from './formTypes';

/** A typed number: empty is "not given", anything else goes to the engine to judge. */
function typed(text: string | undefined): number | undefined {
  const t = (text ?? '').trim();
  return t === '' ? undefined : Number(t);
}

/** `options.format` and `options.startingLife` as the form sets them. */
export function lifeOptions(form: SetupForm): Partial<Options> {
  const out: Partial<Options> = {};
  if (form.format) out.format = form.format;
  const life = typed(form.startingLife);
  if (life !== undefined) out.startingLife = life;
  return out;
}

/** A player's `vanguard` field: left out when both modifiers are empty; an empty one is 0. */
export function vanguardInput(v: VanguardField | undefined): { vanguard?: Vanguard } {
  const life = typed(v?.life);
  const hand = typed(v?.hand);
  const name = v?.name?.trim();
  if (life === undefined && hand === undefined && !name) return {};
  return { vanguard: { life: life ?? 0, hand: hand ?? 0, ...(name ? { name } : {}) } };
}

export function vanguardToForm(v: Partial<Vanguard>): VanguardField {
  return {
    life: v.life === undefined ? '' : String(v.life),
    hand: v.hand === undefined ? '' : String(v.hand),
    ...(v.name ? { name: v.name } : {}),
  };
}
