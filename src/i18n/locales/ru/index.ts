// One language's catalogs (the same file in every language's folder): the shell's is in this chunk,
// loaded before the first render; every other one is a chunk of its own, loaded with its screen.
import type { Messages } from '@lingui/core';

export { messages as shell } from './shell.po';
export const later = import.meta.glob<Messages>(['./*.po', '!./shell.po'], { import: 'messages' });
