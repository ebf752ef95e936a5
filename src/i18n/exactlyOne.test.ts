// A whole sentence chosen for exactly one player (the only player left, one player coming into
// range) says so with `=1`, not the plural category `one`: in Russian `one` is also 21, 31, …, and
// in French and Portuguese 0, so 21 winners would read as "the only player left".
import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { afterAll, describe, expect, it } from 'vitest';
import { words } from '../rules/words';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { i18n, needCatalog, showLanguage } from './i18n';
import { LOCALES } from './locales';
import { say } from './say';

const ENGLISH = PO.parse(readFileSync('src/i18n/locales/en/engine.po', 'utf8'));
const englishOf = (id: string) => ENGLISH.items.find((i) => i.msgid === id)!.msgstr[0]!;

const ONE_OR_MANY = ['why.over.won', 'why.pending'];

/**
 * More sentences chosen for one player (or move) on their own, each with the plural argument that
 * chooses: a verb's singular ("Ana leaves the game") is for exactly one, never for 21.
 */
const ONE_OF_MANY: readonly [id: string, arg: string][] = [
  ['life.left.rangeJoins', 'n'],
  ['play.left', 'count'],
  ['event.leave.concede', 'count'],
  ['event.leave.lose', 'count'],
  ['whatif.plane.other', 'n'],
  ['live.dropped.title', 'n'],
  ['why.late.ranges', 'by'],
  ['why.late.ranges.unlimited', 'by'],
];
/** The game-over screen's sentences for one winner, one player going first (the table catalog). */
const GAME_OVER: readonly [message: string, arg: string][] = [
  ['{winners, plural, =1 {Game over — {names} wins} other {Game over — {names} win}}', 'winners'],
  [
    '{firsts, plural, =1 {{names} goes first, picked at random by the rules (103.2).} other {{names} go first, picked at random by the rules (103.2).}}',
    'firsts',
  ],
];
const NAMES = { names: 'Bo', players: 'Bo', who: 'Bo', byNames: 'Bo', toNames: 'Cy' };

describe.each(LOCALES)('a sentence for exactly one, in %s', (language) => {
  afterAll(async () => {
    await showLanguage('en');
  });

  it.each(ONE_OR_MANY)('%s reads for 21 as for 2, and for 1 on its own', async (id) => {
    await showLanguage(language);
    await needCatalog('engine');
    expect(englishOf(id)).toMatch(/^\{n, plural, =1 \{/);
    const said = (n: number) =>
      say(words({ id, message: englishOf(id) }, { n, w: 'Ana', names: 'Bo', P: 'Cy' }));
    expect(said(21)).toBe(said(2));
    expect(said(0)).toBe(said(2));
    // One on its own reads apart where the language has a singular (not Japanese, Korean, Chinese).
    const singular = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    if (singular.includes('one')) expect(said(1)).not.toBe(said(2));
  });

  it.each(ONE_OF_MANY)('%s: its singular is for exactly one (=1)', async (id, arg) => {
    await showLanguage(language);
    await needCatalog('engine');
    expect(englishOf(id)).toContain(`{${arg}, plural, `);
    expect(englishOf(id)).not.toContain(' one {');
    const said = (n: number) =>
      say(
        words(
          { id, message: englishOf(id) },
          { ...NAMES, a: 'Ana', P: 'Ana', player: 'Ana', own: '2', to: 1, [arg]: n },
        ),
      );
    expect(said(21)).toBe(said(2));
    const singular = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    if (singular.includes('one')) expect(said(1)).not.toBe(said(2));
  });

  it.each(GAME_OVER)('the game-over screen’s %s', async (message, arg) => {
    await showLanguage(language);
    await needCatalog('table');
    const id = generateMessageId(message);
    expect(i18n.messages[id], 'translated').toBeDefined();
    const said = (n: number) => i18n._(id, { [arg]: n, names: 'Bo' });
    expect(said(21)).toBe(said(2));
    const singular = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    if (singular.includes('one')) expect(said(1)).not.toBe(said(2));
  });
});
