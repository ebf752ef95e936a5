// The slow phone's "whole page caught up" measure, shared by bench:ui and npm run probe -- settle.
import type { Page } from '@playwright/test';

/**
 * The same click, timed until the page has painted every change it makes: the chart and the
 * turn bar answer in the click's own frame and the panels beside them (details, history, the
 * life panel's player) follow after it, so this is the honest "whole page caught up" figure.
 * Each DOM change stamps the frame that paints it; the last stamp before 300 ms of quiet wins.
 * A zoomed chart's glide to the next seat is one change (the new view), which the browser then
 * eases for 280 ms by a CSS transition: the easing is not counted.
 */
export async function clickToSettled(page: Page): Promise<number> {
  await page.waitForTimeout(600);
  // A string, not a function: tsx would wrap named functions in a helper the page lacks.
  return page.evaluate<number>(`new Promise((resolve) => {
    const button = [...document.querySelectorAll('button')].find((b) => /^End .*turn/.test(b.textContent ?? ''));
    let painted = 0;
    let last = performance.now();
    const stamp = () => requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => { painted = Math.max(painted, performance.now()); };
      ch.port2.postMessage(null);
    });
    const observer = new MutationObserver(() => { last = performance.now(); stamp(); });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const t0 = performance.now();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const quiet = () => {
      if (performance.now() - last < 300 || painted < last) return setTimeout(quiet, 50);
      observer.disconnect();
      resolve(painted - t0);
    };
    setTimeout(quiet, 50);
  })`);
}
