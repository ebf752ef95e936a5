// Importing a file that holds nothing: a notice that says so in plain words, and nothing changes
// (the library is not even started, so no table is added or opened).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../store/notices';
import { importFile } from './importFile';

const startLibrary = vi.hoisted(() => vi.fn());
vi.mock('../../persist/app', () => ({ startLibrary }));

describe('importing an empty file', () => {
  afterEach(() => {
    noticeStore.setState({ notices: [] });
    startLibrary.mockClear();
  });

  for (const [label, content] of [
    ['0 bytes', ''],
    ['only blanks', ' \n\t\r\n  '],
    ['only a byte-order mark and a line end', '\uFEFF\n'],
  ] as const)
    it(`of ${label}: “This file is empty”, nothing imported, the table unchanged`, async () => {
      const file = new File([content], 'pod.json', { type: 'application/json' });
      expect(await importFile(file)).toBe(false);
      const { notices } = noticeStore.getState();
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ tone: 'error', title: 'This file is empty' });
      expect(notices[0]!.body).toBe(
        '“pod.json” has nothing in it, so nothing was imported. Your current table is unchanged.',
      );
      expect(startLibrary).not.toHaveBeenCalled();
    });

  it('a file that is not JSON still says that', async () => {
    expect(await importFile(new File(['hello'], 'notes.txt'))).toBe(false);
    expect(noticeStore.getState().notices[0]).toMatchObject({
      title: '“notes.txt” could not be imported',
      body: expect.stringMatching(/not JSON.*Your current table is unchanged\.$/),
    });
    expect(startLibrary).not.toHaveBeenCalled();
  });
});
