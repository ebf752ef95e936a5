// The stats of any choice of games from their numbers (statsIndex.ts): a pass over the games
// chosen, which the records screen makes at each change of its filter. statsAt(statsIndex(records),
// chosen) is statsOf of the records chosen, exactly (statsIndex.test.ts; with the screen's filter,
// ui/records/statsFast.test.ts).
import { CAUSES, type Stats } from './stats';
import { DRAW, RESULT, WIN, type StatsIndex } from './statsIndex';

const oneDecimal = (x: number) => Math.round(x * 10) / 10;
/** `a` copied into a longer array. */
const grown = (a: Int32Array, size: number) => {
  const b = new Int32Array(size);
  b.set(a);
  return b;
};
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The stats of the games at `chosen` (indexes into the records), as statsOf gives them. The loop
 * reads the index's arrays through locals and calls nothing per player: a filter runs it on the
 * slow phone before its JIT has warmed to it, where each property read and call is time on screen.
 */
export function statsAt(ix: StatsIndex, chosen: readonly number[]): Stats {
  const P = ix.people;
  const games = new Int32Array(P);
  const wins = new Int32Array(P);
  const draws = new Int32Array(P);
  const losses = new Int32Array(P);
  // Each person is shown by the name they were first met by, as statsOf shows them.
  const shownAs = new Int32Array(P).fill(-1);
  const met: number[] = [];
  const causes = new Int32Array(CAUSES.length);
  const knocks = new Map<number, number>();
  // By place in turn order (place - 1): games and wins, grown as places are met.
  let placeGames = new Int32Array(8);
  let placeWins = new Int32Array(8);
  let places = 0;
  const variants = new Int32Array(ix.variants.length);
  const formats = new Int32Array(ix.formats.length);
  const { personOf, playerStart, playerName, place, outcome } = ix;
  const { departureStart, cause, knockFrom, knockPlayer, result, sharedTurns } = ix;
  const nCauses = CAUSES.length;
  const playing = RESULT.playing;
  let finished = 0;
  let turns = 0;
  let minutes = 0;
  let timed = 0;
  for (let c = 0; c < chosen.length; c++) {
    const g = chosen[c]!;
    const dTo = departureStart[g + 1]!;
    for (let d = departureStart[g]!; d < dTo; d++) {
      const why = cause[d]!;
      if (why < nCauses) causes[why]!++;
      const from = knockFrom[d]!;
      if (from < 0) continue;
      // Met in this order (who knocked out, then who left), as statsOf meets them.
      const by = personOf[from]!;
      if (shownAs[by]! < 0) {
        shownAs[by] = from;
        met.push(by);
      }
      const to = knockPlayer[d]!;
      const left = personOf[to]!;
      if (shownAs[left]! < 0) {
        shownAs[left] = to;
        met.push(left);
      }
      const pair = by * P + left;
      knocks.set(pair, (knocks.get(pair) ?? 0) + 1);
    }
    if (result[g] === playing) continue;
    finished++;
    turns += ix.turns[g]!;
    const m = ix.minutes[g]!;
    if (m === m) {
      minutes += m;
      timed++;
    }
    variants[ix.variant[g]!]!++;
    formats[ix.format[g]!]!++;
    const shared = sharedTurns[g] === 1;
    const sTo = playerStart[g + 1]!;
    for (let s = playerStart[g]!; s < sTo; s++) {
      const name = playerName[s]!;
      const who = personOf[name]!;
      if (shownAs[who]! < 0) {
        shownAs[who] = name;
        met.push(who);
      }
      games[who]!++;
      const o = outcome[s];
      if (o === WIN) wins[who]!++;
      else if (o === DRAW) draws[who]!++;
      else losses[who]!++;
      if (shared) continue;
      const at = place[s]! - 1;
      // Not a place a seat can have (an odd import): not an array index, so statsOf's array of
      // places never lists it either.
      if (!(at >= 0 && at === Math.floor(at) && at < 2 ** 32 - 1)) continue;
      if (at >= placeGames.length) {
        const size = Math.max(at + 1, placeGames.length * 2);
        placeGames = grown(placeGames, size);
        placeWins = grown(placeWins, size);
      }
      placeGames[at]!++;
      if (o === WIN) placeWins[at]!++;
      if (at >= places) places = at + 1;
    }
  }
  const nameOf = (who: number) => ix.names[shownAs[who]!]!;
  const counted = (list: readonly string[], counts: Int32Array) =>
    list
      .map((name, i) => ({ name, games: counts[i]! }))
      .filter((c) => c.games > 0)
      .sort((a, b) => b.games - a.games || cmp(a.name, b.name));
  return {
    games: chosen.length,
    finished,
    players: met
      .filter((who) => games[who]! > 0)
      .map((who) => ({
        name: nameOf(who),
        games: games[who]!,
        wins: wins[who]!,
        draws: draws[who]!,
        losses: losses[who]!,
      }))
      .sort((a, b) => b.wins - a.wins || cmp(a.name, b.name)),
    turnOrder: Array.from({ length: places }, (_, i) => ({
      position: i + 1,
      games: placeGames[i]!,
      wins: placeWins[i]!,
    })),
    causes: Object.fromEntries(
      CAUSES.map((c, i) => [c, causes[i]!] as const).filter(([, n]) => n > 0),
    ),
    averageTurns: finished ? oneDecimal(turns / finished) : null,
    averageMinutes: timed ? Math.round(minutes / timed) : null,
    variants: counted(ix.variants, variants).map((v) => ({ variant: v.name, games: v.games })),
    formats: counted(ix.formats, formats).map((f) => ({ format: f.name, games: f.games })),
    commanderKnockouts: [...knocks]
      .map(([pair, count]) => ({
        from: nameOf(Math.floor(pair / P)),
        player: nameOf(pair % P),
        count,
      }))
      .sort((a, b) => b.count - a.count || cmp(a.from, b.from) || cmp(a.player, b.player)),
  };
}
