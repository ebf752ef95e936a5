// The shared document's parts a gathering uses, beside the game's records (binding.ts, RECORDS):
// a map holding the host's form under 'form', and a list of the phones' seat requests.
export const GATHER = 'gather';
export const SEATS = 'seats';
