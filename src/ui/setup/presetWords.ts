// Each preset's name and line as the picker shows them, by the preset's id. The presets themselves
// (rules/presets.ts) are the engine's data and keep their English; these are the same words as
// messages, so they can be translated (src/i18n/setup.test.tsx holds the English equal).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Preset } from '../../rules/presets';

export const PRESET_WORDS: Readonly<
  Record<string, { label: MessageDescriptor; blurb: MessageDescriptor }>
> = {
  commander: {
    label: msg`Commander pod`,
    blurb: msg`Four players at 40 life, attack anyone; 21 from one commander is a loss.`,
  },
  brawl: {
    label: msg`Brawl`,
    blurb: msg`Four players at 30 life; commander damage is counted but never a loss.`,
  },
  vanguard: {
    label: msg`Vanguard`,
    blurb: msg`Four players, each with a vanguard card changing starting life and hand size.`,
  },
  emperor: {
    label: msg`Emperor`,
    blurb: msg`Two teams of three; each emperor sits between two generals.`,
  },
  'two-headed-giant': {
    label: msg`Two-Headed Giant`,
    blurb: msg`Two teams of two sharing turns and a life total of 30.`,
  },
  'team-vs-team': {
    label: msg`Team vs. Team`,
    blurb: msg`Three against three, attack any opponent.`,
  },
  'alternating-teams': {
    label: msg`Alternating Teams`,
    blurb: msg`Three teams of two, seated so no one sits beside a teammate.`,
  },
  'grand-melee': {
    label: msg`Grand Melee`,
    blurb: msg`Twelve players, range 1, attack left, three turns at once.`,
  },
  'commander-draft': {
    label: msg`Commander Draft pod`,
    blurb: msg`Six drafters, then a Commander game; packs pass left, right, left (903.13c).`,
  },
  planechase: {
    label: msg`Planechase`,
    blurb: msg`Four players with planar decks and the planar die; the plane follows the turn (901).`,
  },
  custom: {
    label: msg`Custom`,
    blurb: msg`Any options and any range for each player — for lessons and house rules.`,
  },
};

/** A preset's name and line in the language shown (the engine's English for one not listed). */
export function presetWords(preset: Preset, i18n: I18n): { label: string; blurb: string } {
  const words = Object.hasOwn(PRESET_WORDS, preset.id) ? PRESET_WORDS[preset.id] : undefined;
  return words
    ? { label: i18n._(words.label), blurb: i18n._(words.blurb) }
    : { label: preset.label, blurb: preset.blurb };
}
