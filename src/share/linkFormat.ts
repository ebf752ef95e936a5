// What a table link looks like in the address: `#t<version>.<data>` (the decoder is codec.ts). The
// router reads every fragment, so the test lives there.
export { isTableLink } from '../router/router';
