// Tweens an angle along the circle (the short way round) with requestAnimationFrame. D3 gives the
// easing; React renders the result. (A plain lerp instead of d3.interpolateNumber: importing
// d3-interpolate drags d3-color into the bundle for one multiplication.)
import { useEffect, useRef, useState } from 'react';
import { unwrapNear, type Radians } from './geometry';

/** d3's easeCubicInOut, written out: importing it cost the first page a chunk of its own. */
const easeCubicInOut = (t: number) => ((t *= 2) <= 1 ? t * t * t : (t -= 2) * t * t + 2) / 2;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The angle to draw now: `target`, reached by moving along the circle over `duration` ms. */
export function useAngleTween(target: Radians, duration = 360): Radians {
  const [angle, setAngle] = useState(target);
  const shown = useRef(target);

  useEffect(() => {
    const from = shown.current;
    const to = unwrapNear(from, target);
    if (Math.abs(to - from) < 1e-6 || prefersReducedMotion()) {
      shown.current = target;
      setAngle(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / duration);
      const value = from + (to - from) * easeCubicInOut(t);
      shown.current = value;
      setAngle(value);
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  return angle;
}
