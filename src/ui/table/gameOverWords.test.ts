// The game-over card's sentence and a seat's facts, in a language other than English: each said
// as the language says it, not glued together with English word order or punctuation.
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { derive, type Game } from '../../rules';
import { loadScenario } from '../../rules/scenario';
import { PRESETS } from '../../rules/presets';
import type { GameEvent } from '../../rules/types';
import { seatLabel } from '../../chart/modeSeats';
import { resultLine } from './ModeGameOver';

function load(scenario: unknown): Game {
  const loaded = loadScenario(scenario);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.game;
}

/** Shows `locale` with its `shell` and `table` catalogs, as table mode does. */
async function speak(locale: 'ja' | 'es' | 'zh-Hans') {
  const shell = await import(`../../i18n/locales/${locale}/shell.po`);
  const table = await import(`../../i18n/locales/${locale}/table.po`);
  i18n.loadAndActivate({ locale, messages: { ...shell.messages, ...table.messages } });
}

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const commander = PRESETS.find((p) => p.id === 'commander')!.scenario;
const won = derive(
  load({
    ...commander,
    events: [
      {
        type: 'leave',
        players: commander.players.slice(1).map((p) => p.name),
        reason: 'concede',
      } as GameEvent,
    ],
  }),
);
const winner = commander.players[0]!.name;

describe("the game-over card's sentence", () => {
  it('is one message with the winner as a value', async () => {
    expect(resultLine(won)).toBe(`${winner} wins`);
    // Spanish puts the verb first; Japanese needs no space.
    await speak('es');
    expect(resultLine(won)).toBe(`Gana ${winner}`);
    await speak('ja');
    expect(resultLine(won)).toBe(`${winner}の勝利`);
  });
});

describe("a seat's facts", () => {
  const facts = {
    name: 'Alex',
    team: null,
    role: null,
    inGame: true,
    life: 40,
    outcome: null,
    poison: 0,
    worst: null,
    markWords: '',
    takingTurn: true,
    markers: '',
    isFocus: false,
    inRange: false,
    mayAttack: false,
    watching: true,
  } as const;

  it('are listed as the language lists them', async () => {
    expect(seatLabel(facts)).toBe('Alex, 40 life, taking a turn');
    await speak('ja');
    const ja = seatLabel(facts);
    expect(ja.split('、')).toHaveLength(3);
    expect(ja).not.toContain(', ');
    await speak('zh-Hans');
    expect(seatLabel(facts).split('，')).toHaveLength(3);
  });
});
