// Leaving a screen the table opened, by stepping back to it: only the screens that do it load this
// (the router itself is in the first download, so it keeps only what the first screen uses).
import { currentRoute, navigate, TABLE } from './router';

/** From the setup screen back to the table it was opened from (a game started, a table opened). */
export function leaveSetup(): void {
  if (currentRoute().kind === 'setup') navigate(TABLE, 'back');
}

/** Closes the rules panel: back to the place it was opened over. */
export function closeRules(): void {
  const { rule, ...place } = currentRoute();
  if (rule !== undefined) navigate(place, 'back');
}
