// What a field of a file or a link says when it is wrong, as a message. Valibot takes a field's
// message as a string, so the string handed to it is a key made of the message's id and values,
// and this remembers the message by it: a reader that gets that key back from Valibot finds the
// words again, for the page to say in the language shown. Not the English: the browser's build
// has it only later (vite.config.ts `engineEnglishOut`). Free of Valibot, so the engine's field
// makers (spec.ts) can use it without loading the reader.
import type { Words } from '../words';

const known = new Map<string, Words>();

/** A field's message for Valibot: a key of its own, remembered with its words. */
export function fieldMessage(w: Words): string {
  const key = JSON.stringify([w.id, w.values ?? null]);
  known.set(key, w);
  return key;
}

/** The words of a message Valibot gave back (its own English when it is not one of ours). */
export const fieldWords = (message: string): Words | string => known.get(message) ?? message;
