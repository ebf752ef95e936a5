// The keys on a table mode seat, circle or tile: Enter and Space open it, and the seats are one
// Tab stop, arrow keys going round the table in seat order, as on the full page's chart.
import type { KeyboardEvent } from 'react';

export function seatKeyDown(
  event: KeyboardEvent<SVGGElement>,
  seat: number,
  onOpen: (seat: number, from: number | null) => void,
) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    onOpen(seat, null);
    return;
  }
  const step =
    event.key === 'ArrowRight' || event.key === 'ArrowDown'
      ? 1
      : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? -1
        : 0;
  if (!step) return;
  const all = [
    ...(event.currentTarget.ownerSVGElement?.querySelectorAll<SVGGElement>(
      '[data-testid="seat"]',
    ) ?? []),
  ];
  const at = all.indexOf(event.currentTarget);
  if (at < 0) return;
  event.preventDefault();
  all[(at + step + all.length) % all.length]!.focus();
}
