import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkErrorText, isChunkError } from './chunkError';

describe('a part of the app that fails to load', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is recognised in the wording of each browser', () => {
    for (const m of [
      'Failed to fetch dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
    ])
      expect(isChunkError(new TypeError(m))).toBe(true);
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('online it is an update needing a reload (the game kept); offline it says offline', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(chunkErrorText()).toMatch(/updated.*reload.*game is saved/);
    expect(chunkErrorText()).not.toMatch(/offline/);
    vi.stubGlobal('navigator', { onLine: false });
    expect(chunkErrorText()).toMatch(/you are offline/);
  });
});
