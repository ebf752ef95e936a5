// The build's short message ids (vite.config.ts, shortMessageIds): each message Lingui looks up by
// a hash of its English gets one short id, the same in the code and in every catalog, and no
// other string changes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { messageId, poEntries, shortIds, withShortIds } from '../../vite.config';

const EN = join('src', 'i18n', 'locales', 'en');
const entries = readdirSync(EN)
  .filter((f) => f.endsWith('.po'))
  .flatMap((f) => poEntries(readFileSync(join(EN, f), 'utf8')));

describe('short message ids', () => {
  it("hashes each catalog entry as Lingui's macro and compiler do", () => {
    expect(entries.length).toBeGreaterThan(1000);
    expect(entries.some((e) => e.context)).toBe(true);
    for (const e of entries)
      expect(messageId(e.msgid, e.context)).toBe(generateMessageId(e.msgid, e.context));
  });

  it('gives every generated id its own short one, never an id or text a catalog has', () => {
    const taken = new Set(entries.map((e) => e.msgid));
    const generated = entries.map((e) => messageId(e.msgid, e.context));
    const short = shortIds(generated, taken);
    const values = [...short.values()];
    expect(new Set(values).size).toBe(short.size);
    expect(values.filter((s) => taken.has(s) || short.has(s))).toEqual([]);
    expect(values.every((s) => /^[A-Za-z0-9]{1,2}$/.test(s))).toBe(true);
    expect(shortIds(['AAAAAA', 'BBBBBB', 'AAAAAA'], new Set(['a']))).toEqual(
      new Map([
        ['AAAAAA', 'b'],
        ['BBBBBB', 'c'],
      ]),
    );
  });

  it('rewrites the code and the catalogs alike, and nothing else', () => {
    const short = new Map([
      ['9uI/rE', 'a'],
      ['ETLXS0', 'b'],
      ['+W48yI', 'c'],
    ]);
    const code = [
      't({id:`9uI/rE`})',
      't({id:"ETLXS0"})',
      'JSON.parse(`{"+W48yI":["Won"],"9uI/rE":["Undo"]}`)',
      'JSON.parse("{\\"ETLXS0\\":[\\"Table mode\\"]}")',
      '{ETLXS0:["Table mode"],other:1}',
      // Not ids: other strings, a longer one holding an id, an engine id.
      '"ETLXS01" `xETLXS0` "Undo" {id:`store.noTable`} height:1',
    ].join('\n');
    expect(withShortIds(code, short)).toBe(
      [
        't({id:`a`})',
        't({id:"b"})',
        'JSON.parse(`{"c":["Won"],"a":["Undo"]}`)',
        'JSON.parse("{\\"b\\":[\\"Table mode\\"]}")',
        '{b:["Table mode"],other:1}',
        '"ETLXS01" `xETLXS0` "Undo" {id:`store.noTable`} height:1',
      ].join('\n'),
    );
  });
});
