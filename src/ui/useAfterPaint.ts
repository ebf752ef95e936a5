// A value that catches up only after the browser has painted the current frame. React's
// useDeferredValue renders its background work in a task that may still run before the paint;
// this waits for the frame (requestAnimationFrame) and then for the task after it, so what
// depends on it never delays the picture the user is waiting for. The catching up is a transition:
// React renders it in slices and yields between them, so no one long task holds the page (TBT).
import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../store/paint';

export { afterFirstPaint, afterPaint, firstPaint, screenShown } from '../store/paint';

/** `initial`: what the first paint gets (by default the value itself). */
export function useAfterPaint<T>(value: T, initial: T = value): T {
  const [late, setLate] = useState(initial);
  useEffect(() => {
    if (Object.is(late, value)) return;
    return afterPaint(() => startTransition(() => setLate(() => value)));
  }, [value, late]);
  return late;
}
