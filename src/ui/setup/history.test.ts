import { describe, expect, it } from 'vitest';
import { BURST_MS, HISTORY_LIMIT, record, redo, startHistory, undo } from './history';

describe('setup edit history', () => {
  it('undoes and redoes separate edits one at a time', () => {
    let h = startHistory('a');
    h = record(h, 'b', 0);
    h = record(h, 'c', BURST_MS + 1);
    expect(h.past).toEqual(['a', 'b']);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toBe('c');
    expect(redo(h)).toBe(h);
  });

  it('groups a burst of edits (typing a name) into one step', () => {
    let h = startHistory('');
    h = record(h, 'A', 1000);
    h = record(h, 'Al', 1100);
    h = record(h, 'Ale', 1200);
    h = record(h, 'Alex', 1300);
    expect(h.present).toBe('Alex');
    expect(undo(h).present).toBe('');
  });

  it('keeps a preset a step of its own, and an edit right after it too', () => {
    let h = startHistory('typed names');
    h = record(h, 'preset', 0, true);
    h = record(h, 'preset, edited', 10);
    expect(undo(h).present).toBe('preset');
    expect(undo(undo(h)).present).toBe('typed names');
  });

  it('does not merge an edit into a step that was just undone to', () => {
    let h = startHistory('a');
    h = record(h, 'b', 0);
    h = record(h, 'c', BURST_MS * 2);
    h = undo(h); // back to b
    h = record(h, 'd', BURST_MS * 2 + 10);
    expect(h.past).toEqual(['a', 'b']);
    expect(h.future).toEqual([]);
  });

  it('ignores a change to the same value and forgets the oldest steps past the limit', () => {
    let h = startHistory(0);
    expect(record(h, 0, 0)).toBe(h);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = record(h, i, i * BURST_MS * 2);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(10);
  });
});
