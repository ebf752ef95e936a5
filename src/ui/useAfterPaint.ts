// A value that catches up only after the browser has painted the current frame. React's
// useDeferredValue renders its background work in a task that may still run before the paint;
// this waits for the frame (requestAnimationFrame) and then for the task after it, so what
// depends on it never delays the picture the user is waiting for. The catching up is a transition:
// React renders it in slices and yields between them, so no one long task holds the page (TBT).
import { startTransition, useEffect, useState } from 'react';

// Every hook waiting for the same frame shares one animation-frame callback and one message
// channel, made once: a channel per hook per click was a measurable part of End turn's frame.
let waiting: (() => void)[] = [];
let ready: (() => void)[] = [];
let frame = 0;
let channel: MessageChannel | null = null;

function runReady() {
  const now = ready;
  ready = [];
  for (const fn of now)
    try {
      fn();
    } catch (e) {
      // One failing callback must not drop the others waiting on the same frame.
      reportError(e);
    }
}

/** Runs `fn` in the first task after the next painted frame; the returned function cancels it. */
export function afterPaint(fn: () => void): () => void {
  let live = true;
  const run = () => {
    if (live) fn();
  };
  waiting.push(run);
  if (!frame)
    frame = requestAnimationFrame(() => {
      frame = 0;
      // What asked before this frame runs after it; what asks from now on waits for the next one.
      ready.push(...waiting);
      waiting = [];
      if (!channel) {
        channel = new MessageChannel();
        channel.port1.onmessage = runReady;
      }
      channel.port2.postMessage(null);
    });
  return () => {
    live = false;
    // Out of the queue too: in a hidden tab no frame comes, and it would keep what it holds.
    const at = waiting.indexOf(run);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** `initial`: what the first paint gets (by default the value itself). */
export function useAfterPaint<T>(value: T, initial: T = value): T {
  const [late, setLate] = useState(initial);
  useEffect(() => {
    if (Object.is(late, value)) return;
    return afterPaint(() => startTransition(() => setLate(() => value)));
  }, [value, late]);
  return late;
}
