// The hashes a translated lesson keeps of the English it was translated from (lessonTexts.ts):
// one of the title and summary together, one per step's narration, so a changed step takes only
// that step's translation out. On its own so that scripts/lesson-texts.ts can use it outside Vite.
import { textHash } from '../rules/hash';

export { textHash };

/** The hash of a lesson's English title and summary. */
export const lessonHash = ({ title, summary }: { title: string; summary: string }): string =>
  textHash(`${title}\n${summary}`);

/** The hash of one step's English narration. */
export const stepHash = (narration: string): string => textHash(narration);
