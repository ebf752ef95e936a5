// Links made before: every scenario in scenarios/ as a share link (and one step back in its
// history), written by the app before the link format let the variant grow past eight. Each
// still opens as the same table at the same point, and the app writes the very same link again.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeTable, encodeTable } from '../../src/share/codec';
import corpus from './corpus.json';

describe('links made before open identically', () => {
  it.each(Object.entries(corpus as Record<string, string>))('%s', (name, link) => {
    const [file, at] = name.split('@');
    const scenario = JSON.parse(readFileSync(`scenarios/${file}`, 'utf8'));
    const back = decodeTable(link);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    const count = scenario.events?.length ?? 0;
    expect(back.cursor).toBe(at === undefined ? count : Number(at));
    expect(encodeTable(back.scenario, back.cursor)).toBe(link);
    expect(encodeTable(scenario, back.cursor)).toBe(link);
  });
});
