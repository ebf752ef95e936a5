// The engine words its messages in English itself (the CLI, the tests, an English page): the
// same English Lingui makes of them, for every message the engine's sources hold.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, vi } from 'vitest';
import { english, englishList, words, type WordValue } from './words';

describe('english', () => {
  it('writes a whole # as Intl’s English does, without making an Intl number format', () => {
    const intl = new Intl.NumberFormat('en');
    const made = vi.spyOn(Intl, 'NumberFormat');
    const plural = (n: number) =>
      english(words({ id: 't.n', message: '{n, plural, one {# life} other {# life}}' }, { n }));
    for (const n of [
      0,
      1,
      7,
      40,
      999,
      1000,
      12345,
      999999,
      1000000,
      -1,
      -1000,
      -123456789,
      2 ** 40,
    ])
      expect(plural(n)).toBe(`${intl.format(n)} life`);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    // Anything else goes to Intl, as before.
    expect(plural(1.5)).toBe(`${intl.format(1.5)} life`);
  });

  it('fills names, numbers and nested messages', () => {
    const seats = words(
      { id: 't.seats', message: '{n, plural, one {# seat} other {# seats}}' },
      { n: 2 },
    );
    expect(
      english(words({ id: 't.a', message: '{a} is {seats} away.' }, { a: 'Ana', seats })),
    ).toBe('Ana is 2 seats away.');
    expect(
      english(
        words({ id: 't.b', message: '{n, plural, =0 {none} one {one} other {#}}' }, { n: 0 }),
      ),
    ).toBe('none');
    expect(
      english(
        words(
          { id: 't.c', message: "{who, select, team {the {name}} other {{name}}}'s turn" },
          { who: 'team', name: 'Suns' },
        ),
      ),
    ).toBe("the Suns's turn");
    expect(
      english(
        words({ id: 't.d', message: '{names} leave.' }, { names: { list: ['A', 'B', 'C'] } }),
      ),
    ).toBe('A, B and C leave.');
    expect(
      english(
        words(
          {
            id: 't.e',
            message: '{n, plural, one {# seat} other {# seats {x, select, a {(#)} other {}}}}',
          },
          { n: 1000, x: 'a' },
        ),
      ),
    ).toBe('1,000 seats (#)');
    expect(englishList(['A', 'B'])).toBe('A and B');
    expect(english('plain')).toBe('plain');
  });
});

/** A compiled message's parts: text, `#`, or an argument (`[name]`, `[name, kind, cases]`). */
type Part = string | [string] | [string, string, Record<string, Part[] | string | undefined>];

/**
 * Every argument a message has, with the values that reach each of its cases: each select key
 * (and a value none names, for `other`), and for a plural each `=N`, then 0, 1, 2, 3, 5, 21 and
 * 1,000 (Russian's `one` is 1 and 21; a thousand is where English writes a comma).
 */
function argumentsOf(parts: Part[] | string, found = new Map<string, Set<WordValue>>()) {
  if (typeof parts === 'string') return found;
  for (const p of parts) {
    if (typeof p === 'string') continue;
    const [name, kind, all] = p;
    // Lingui keeps a plural's `offset` among its cases (undefined when none is given).
    const cases = all && Object.fromEntries(Object.entries(all).filter(([, c]) => c !== undefined));
    const values = found.get(name) ?? new Set<WordValue>();
    found.set(name, values);
    if (!kind || !cases) {
      if (values.size === 0) values.add(`«${name}»`);
      continue;
    }
    if (kind === 'select') {
      for (const key of Object.keys(cases)) values.add(key === 'other' ? `«${name}»` : key);
    } else {
      for (const key of Object.keys(cases)) if (/^\d+$/.test(key)) values.add(Number(key));
      for (const n of [0, 1, 2, 3, 5, 21, 1000]) values.add(n);
    }
    for (const c of Object.values(cases)) argumentsOf(c!, found);
  }
  return found;
}

/**
 * Sample values for a message that reach every case of every argument: all combinations when
 * there are few, else each argument through its values with the others held at each of theirs
 * in turn (nested choices: an inner case is reached under every outer one).
 */
function samples(message: string): Record<string, WordValue>[] {
  const args = [...argumentsOf(compileMessage(message) as Part[] | string)].map(
    ([name, values]) => [name, [...values]] as const,
  );
  let all: Record<string, WordValue>[] = [{}];
  for (const [name, values] of args)
    all = all.flatMap((v) => values.map((x) => ({ ...v, [name]: x })));
  if (all.length <= 2000) return all;
  const out: Record<string, WordValue>[] = [];
  for (const [name, values] of args)
    for (const [other, others] of args)
      for (const x of values)
        for (const y of others) {
          const v: Record<string, WordValue> = {};
          for (const [a, vs] of args) v[a] = vs[0]!;
          out.push({ ...v, [other]: y, [name]: x });
        }
  return out;
}

it('words every engine message as Lingui does', async () => {
  const config = getConfig({ cwd: process.cwd() });
  const engine = (await getCatalogs(config)).find((c) => c.path.endsWith('/engine'))!;
  const messages = (await engine.collect()) ?? {};
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  i18n.setMessagesCompiler(compileMessage);
  let checked = 0;
  const differ: string[] = [];
  for (const [id, { message }] of Object.entries(messages)) {
    for (const values of samples(message!)) {
      const ours = english(words({ id, message: message! }, values));
      const lingui = i18n._({ id, message, values });
      if (ours !== lingui) differ.push(`${id} ${JSON.stringify(values)}: ${ours} ≠ ${lingui}`);
      checked++;
    }
  }
  expect(differ.slice(0, 20)).toEqual([]);
  // Every message, each choice tried (several samples for most).
  expect(checked).toBeGreaterThan(2 * Object.keys(messages).length);
}, 60_000);
