// The shared after-paint queue: what asks before a frame runs after it (never before), a
// cancelled wait never runs, and one failing callback does not drop the others of its frame.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let frames: FrameRequestCallback[] = [];
const paint = () => {
  const now = frames;
  frames = [];
  for (const f of now) f(0);
};
// The message posted after the frame arrives in a later task.
const nextTask = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.resetModules();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  vi.stubGlobal('reportError', vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

describe('afterPaint', () => {
  it('runs after the next frame, not before', async () => {
    const { afterPaint } = await import('./useAfterPaint');
    const ran: string[] = [];
    afterPaint(() => ran.push('a'));
    afterPaint(() => ran.push('b'));
    await nextTask();
    expect(ran).toEqual([]); // no frame yet
    paint();
    expect(ran).toEqual([]); // the frame has run, its paint follows
    await nextTask();
    expect(ran).toEqual(['a', 'b']);
    expect(frames).toHaveLength(0); // one frame callback for both
  });

  it('a wait asked for after the frame began waits for the next frame', async () => {
    const { afterPaint } = await import('./useAfterPaint');
    const ran: string[] = [];
    afterPaint(() => ran.push('first'));
    paint();
    afterPaint(() => ran.push('second'));
    await nextTask();
    expect(ran).toEqual(['first']);
    paint();
    await nextTask();
    expect(ran).toEqual(['first', 'second']);
  });

  it('a cancelled wait never runs; a failing callback does not stop the others', async () => {
    const { afterPaint } = await import('./useAfterPaint');
    const ran: string[] = [];
    const cancel = afterPaint(() => ran.push('cancelled'));
    afterPaint(() => {
      throw new Error('boom');
    });
    afterPaint(() => ran.push('after the failure'));
    cancel();
    paint();
    await nextTask();
    expect(ran).toEqual(['after the failure']);
    expect(reportError).toHaveBeenCalledOnce();
  });
});
