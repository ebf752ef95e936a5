// The saved tables' notices, a setup's refusal and a file's field problems in the language shown:
// messages the page words (say), with names and what the user typed left as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, needCatalog, showLanguage } from '../i18n/i18n';
import { say } from '../i18n/say';
import { MAX_LIFE } from '../rules/life';
import { parseScenario } from '../rules/scenario';
import { buildTable } from '../rules/setup';
import { english } from '../rules/words';
import { notSavedLine, openedNotSaved } from './library';
import { nameWords } from './names';
import { describeProblem, loadLibrary, INDEX_KEY, type StorageLike } from './storage';

const memory = (data: Record<string, string>): StorageLike => {
  const m = new Map(Object.entries(data));
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
};

describe('in English, as before', () => {
  it('names the app made read as they are stored', () => {
    for (const name of ['Live table', 'Saved table', 'Emperor · 27 Nov 2026 (shared)', 'A (copy)'])
      expect(english(nameWords(name))).toBe(name);
    expect(english(nameWords('Pod (recovered 2)'))).toBe('Pod (recovered 2)');
  });

  it('the notices say what they said', () => {
    expect(english(notSavedLine([]))).toBe('Not saved yet: the list of your tables');
    expect(english(notSavedLine(['A', 'B']))).toBe('Not saved yet: “A” and “B”');
    expect(openedNotSaved('Opened', 'Friday pod').body).toBe('“Friday pod” is open.');
    const { problems } = loadLibrary(memory({ [INDEX_KEY]: '{' }));
    expect(english(describeProblem(problems[0]!))).toMatch(
      /^The list of your saved tables could not be read \(it is not valid JSON\)\. The data was kept aside in this browser's storage as “.*”\. The app started with the default table; everything else works\.$/,
    );
  });

  it('the starting-life refusal names the bound it checks', () => {
    const r = buildTable({
      variant: 'free-for-all',
      players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      options: { startingLife: 0 },
    });
    expect(r.errors[0]!.message).toContain(MAX_LIFE.toLocaleString('en'));
  });
});

describe('on a Japanese page', () => {
  beforeAll(async () => {
    await showLanguage('ja');
    await needCatalog('engine');
  });
  afterAll(() => void showLanguage('en'));

  it('a generated name: the variant and the day as Japanese writes them', () => {
    expect(say(nameWords('Emperor · 27 Nov 2026'))).toBe('皇帝戦 · 2026年11月27日');
  });
});

describe('on a German page', () => {
  beforeAll(async () => {
    await showLanguage('de');
    await needCatalog('engine');
  });
  afterAll(() => void showLanguage('en'));

  it('a table the app named is named in German; a name a user typed is not translated', () => {
    expect(i18n.locale).toBe('de');
    expect(say(nameWords('Live table'))).toBe('Live-Tisch');
    // A generated name: its variant and its day as German says them; a title as typed.
    expect(say(nameWords('Emperor · 27 Nov 2026 (shared)'))).toBe(
      'Emperor · 27. Nov. 2026 (geteilt)',
    );
    expect(say(nameWords('Free-for-All · 4 Sept 2026'))).toBe('Jeder gegen jeden · 4. Sept. 2026');
    expect(say(nameWords('Friday pod · 4 Sept 2026'))).toBe('Friday pod · 4. Sept. 2026');
    expect(say(nameWords('Friday pod'))).toBe('Friday pod');
    // Not a day the app writes: typed so, shown so (not rolled over to 1 Oct or 31 Dec).
    for (const typed of ['Pod · 31 Sept 2026', 'Pod · 0 Jan 2026', 'Pod · 4 Sep 2026'])
      expect(say(nameWords(typed))).toBe(typed);
  });

  it('every event’s field problems in a file are German', () => {
    const fault = (event: Record<string, unknown>) => {
      const r = parseScenario({
        variant: 'free-for-all',
        players: [{ name: 'A' }, { name: 'B' }],
        events: [{ player: 'A', ...event }],
      });
      return r.ok ? 'read' : say(r.error.words ?? r.error.message);
    };
    expect(fault({ type: 'counter', counter: 5, amount: 1 })).toBe(
      'Ereignis 1: "counter" muss einen Zähler nennen.',
    );
    expect(fault({ type: 'roll', die: 'd7', result: 1 })).toMatch(
      /^Ereignis 1: "die" muss eines von d4, .* sein\.$/,
    );
    expect(fault({ type: 'roll', die: 'd6', result: 'x' })).toMatch(/^Ereignis 1: "result" muss/);
    expect(fault({ type: 'join', player: 'C', seat: 1 })).toBe(
      'Ereignis 1: "player" muss der Neuankömmling sein: ein Objekt mit einem Namen.',
    );
    expect(fault({ type: 'join', player: { name: 'C', team: 3 }, seat: 1 })).toBe(
      'Ereignis 1: "team" muss der Name eines Teams sein.',
    );
    expect(fault({ type: 'planarRoll', face: 'x' })).toMatch(/^Ereignis 1: "face" muss/);
    expect(fault({ type: 'designate', designation: 1 })).toBe(
      'Ereignis 1: "designation" muss einen Status nennen.',
    );
    expect(fault({ type: 'dayNight', to: 'dusk' })).toBe(
      'Ereignis 1: "to" muss "day" oder "night" sein (726).',
    );
  });

  it('a table opened but not saved: a long generated name is worded first, then cut', () => {
    // 26 characters in English: cut before it was worded, it stayed "Free-for-All…".
    const name = 'Free-for-All · 27 Nov 2026';
    const { words } = openedNotSaved('Opened', name);
    expect(say(words!.body!)).toBe('„Jeder gegen jeden…“ ist offen.');
    // A short one is worded whole; in English the long one is cut the same way as before.
    expect(say(openedNotSaved('Opened', 'Emperor · 4 Sept 2026').words!.body!)).toBe(
      '„Emperor · 4. Sept. 2026“ ist offen.',
    );
    expect(english(words!.body!)).toBe('“Free-for-All…” is open.');
  });

  it('storage full: which tables are not saved yet', () => {
    expect(say(notSavedLine(['Live table', 'Pod']))).toBe(
      'Noch nicht gespeichert: „Live-Tisch“ und „Pod“',
    );
    expect(say(notSavedLine(['Pod', 'Cube', 'A long name for a table']))).toBe(
      'Noch nicht gespeichert: „Pod“, „Cube“ und 1 weitere',
    );
    // One name too long for the line: worded, then cut.
    expect(say(notSavedLine(['Free-for-All · 27 Nov 2026 (shared)']))).toBe(
      'Noch nicht gespeichert: „Jeder gegen jeden…“',
    );
  });

  it('saved tables found again: one sentence with its plural and the list of names', () => {
    const p = {
      what: loadLibrary(memory({ [INDEX_KEY]: '{' })).problems[0]!.what,
      why: loadLibrary(memory({ [INDEX_KEY]: '{' })).problems[0]!.why,
      keptAs: null,
      recovered: ['Friday pod', 'Saved table'],
      unlisted: true as const,
    };
    expect(say(describeProblem(p))).toBe(
      '2 gespeicherte Tische fehlten in der Liste deiner Tische; sie wurden aus ihren eigenen Einträgen wiedergefunden und stehen wieder unter Tische: Friday pod und Gespeicherter Tisch.',
    );
  });

  it('unreadable saved data: what, why, and what still works', () => {
    const { problems } = loadLibrary(memory({ [INDEX_KEY]: '{' }));
    expect(say(describeProblem(problems[0]!))).toMatch(
      /^Die Liste deiner gespeicherten Tische konnte nicht gelesen werden \(es ist kein gültiges JSON\)\. .*Die App hat mit dem Standardtisch begonnen/,
    );
  });

  it('a setup’s starting life and a file’s field are refused in German', () => {
    const r = buildTable({
      variant: 'free-for-all',
      players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      options: { startingLife: 0 },
    });
    expect(say(r.errors[0]!.words!)).toBe(
      'Die Start-Lebenspunkte müssen eine ganze Zahl von 1 bis 1.000.000 sein; "0" ist keine.',
    );
    const file = parseScenario({ variant: 'free-for-all', players: [{ name: 'A' }], title: 5 });
    expect(!file.ok && say(file.error.words ?? file.error.message)).toBe('"title" muss Text sein.');
    const event = parseScenario({
      variant: 'free-for-all',
      players: [{ name: 'A' }],
      events: [{ type: 'life', player: 'A', amount: 'x' }],
    });
    expect(!event.ok && say(event.error.words ?? event.error.message)).toBe(
      'Ereignis 1: "amount" muss eine ganze Zahl sein.',
    );
  });
});
