// Opening the what-if tools at a question from elsewhere (the rules panel's "What if" links).
// Kept tiny and outside React: the request waits here until the table screen's tools are mounted.
let asked: string | null = null;
const listeners = new Set<() => void>();

export function askWhatIf(question: string): void {
  asked = question;
  for (const l of listeners) l();
}

/** The question asked for, once: reading it clears it. */
export function takeAsked(): string | null {
  const q = asked;
  asked = null;
  return q;
}

export function onAsk(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
