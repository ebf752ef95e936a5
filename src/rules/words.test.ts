// The engine words its messages in English itself (the CLI, the tests, an English page): the
// same English Lingui makes of them, for every message the engine's sources hold.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { english, englishList, words, type WordValue } from './words';

describe('english', () => {
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
    expect(englishList(['A', 'B'])).toBe('A and B');
    expect(english('plain')).toBe('plain');
  });
});

/** Sample values for a message's arguments: a number for a plural, a case for a select. */
function samples(message: string): Record<string, WordValue>[] {
  const out: Record<string, WordValue>[] = [];
  const plurals = [...message.matchAll(/\{\s*(\w+)\s*,\s*plural/g)].map((m) => m[1]!);
  const selects = [...message.matchAll(/\{\s*(\w+)\s*,\s*select\s*,\s*(\w+)/g)].map((m) => [
    m[1]!,
    m[2]!,
  ]);
  const args = [...message.matchAll(/\{\s*(\w+)\s*[},]/g)].map((m) => m[1]!);
  for (const n of [0, 1, 2, 7]) {
    const v: Record<string, WordValue> = {};
    for (const a of args) v[a] = `«${a}»`;
    for (const p of plurals) v[p] = n;
    for (const [s, first] of selects) v[s] = n % 2 ? first : 'other';
    out.push(v);
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
  for (const [id, { message }] of Object.entries(messages)) {
    for (const values of samples(message!)) {
      expect(english(words({ id, message: message! }, values)), id).toBe(
        i18n._({ id, message, values }),
      );
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(0);
}, 60_000);
