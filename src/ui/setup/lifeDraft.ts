// The life part of the setup form (format, starting life, vanguard modifiers) to and from the
// scenario. As in draft.ts, nothing is decided here: a value the engine refuses is sent as typed
// (a number, possibly NaN) so the engine's message appears beside the field.
import type { Options, Vanguard } from '../../rules';
import type { Draft, VanguardDraft } from './draftTypes';

/** A typed number: empty is "not given", anything else goes to the engine to judge. */
function typed(text: string | undefined): number | undefined {
  const t = (text ?? '').trim();
  return t === '' ? undefined : Number(t);
}

/** `options.format` and `options.startingLife` as the draft sets them. */
export function lifeOptions(draft: Draft): Partial<Options> {
  const out: Partial<Options> = {};
  if (draft.format) out.format = draft.format;
  const life = typed(draft.startingLife);
  if (life !== undefined) out.startingLife = life;
  return out;
}

/** A player's `vanguard` field: left out when both modifiers are empty; an empty one is 0. */
export function vanguardInput(v: VanguardDraft | undefined): { vanguard?: Vanguard } {
  const life = typed(v?.life);
  const hand = typed(v?.hand);
  if (life === undefined && hand === undefined) return {};
  return { vanguard: { life: life ?? 0, hand: hand ?? 0 } };
}

export function vanguardToDraft(v: Partial<Vanguard>): VanguardDraft {
  return {
    life: v.life === undefined ? '' : String(v.life),
    hand: v.hand === undefined ? '' : String(v.hand),
  };
}
