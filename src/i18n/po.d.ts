// A catalog as the app imports it: Lingui's Vite plugin compiles the .po file into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
