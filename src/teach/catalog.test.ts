// The lessons are read once per page (each through the engine), and what opens their screen reads
// them a slice at a time, with tasks between, so the screen's first render only draws.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLesson } from './lesson';

vi.mock('./lesson', async (original) => {
  const lesson = await original<typeof import('./lesson')>();
  return { ...lesson, parseLesson: vi.fn(lesson.parseLesson) };
});
const parsed = vi.mocked(parseLesson);

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  parsed.mockClear();
});

describe('the lessons catalog', () => {
  it('is read in slices with a task between them, then never again', async () => {
    const { loadCatalog, readCatalog } = await import('./catalog');
    // Each reading of the clock is 6 ms later: a slice holds two lessons.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 6));
    const tasks = vi.spyOn(globalThis, 'setTimeout');
    const catalog = await readCatalog();
    const files = parsed.mock.calls.length;
    expect(files).toBeGreaterThan(20);
    expect(catalog.errors).toEqual([]);
    expect(catalog.lessons).toHaveLength(files);
    expect(tasks.mock.calls.length).toBeGreaterThanOrEqual(Math.floor(files / 3));
    // Whoever asks next (the screen's render, the quiz, the rules panel) reads nothing.
    expect(loadCatalog()).toBe(catalog);
    expect(await readCatalog()).toBe(catalog);
    expect(parsed).toHaveBeenCalledTimes(files);
  });

  it('read at once, it is the same lessons in the same order, read once', async () => {
    const { loadCatalog, readCatalog } = await import('./catalog');
    const first = loadCatalog();
    expect(loadCatalog()).toBe(first);
    expect(await readCatalog()).toBe(first);
    const ids = first.lessons.map((l) => l.id);
    expect(ids.length).toBeGreaterThan(20);
    expect(parsed).toHaveBeenCalledTimes(ids.length);
    vi.resetModules();
    const again = await (await import('./catalog')).readCatalog();
    expect(again.lessons.map((l) => l.id)).toEqual(ids);
  });
});
