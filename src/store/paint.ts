// When the page has painted: the frame scheduling the app's deferred work uses (after the next
// painted frame; after the first screen's). Kept beside the store, below the chart and the
// screens, since both wait on it; no React here.

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

let markShown: () => void = () => {};
/**
 * Resolves in the first task after the first screen (the chart, on a table) is painted. The code
 * of what that picture does not need (panels, the legend, the header's tools) is fetched from
 * then on, so the browser fetches only the chart's own code before the chart appears.
 */
export const firstPaint: Promise<void> = new Promise((resolve) => (markShown = resolve));
let shown = false;

/** The app calls this once its first screen is committed (App's first effect). */
export function screenShown(): void {
  if (shown) return;
  shown = true;
  afterPaint(markShown);
}

/** A chunk loaded once the first screen is painted: `lazy(() => afterFirstPaint(() => import(…)))`. */
export const afterFirstPaint = <T>(load: () => Promise<T>): Promise<T> => firstPaint.then(load);
