// What a table link looks like in the address: `#t<version>.<data>` (the decoder is codec.ts).
export const isTableLink = (fragment: string) => /^#?t[0-9]+\./.test(fragment);
