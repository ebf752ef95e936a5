// The whys of life, poison and commander damage: what a player's numbers mean (how far from a
// loss), why a player lost to them (704.5a, 704.5c, 810.8c, 810.8d, 903.10a; never in Brawl,
// 903.12h) and what their leaving does to the table (801.2c, 800.4g, 809.5b, 807.4e). Pure
// sentences, read from the game. What a life event did (a Two-Headed Giant team's one total,
// 810.9) is in explainLifeEvents.ts, re-exported here so importers see one module; the pieces
// both build their sentences from are in explainLifeWords.ts. Split to keep each file small.
import type { Game } from './state';
import { turnWhysOf } from './turnWhys';
import { playOf } from './variants';
import { poisonPoolOf, poolOf, teamPoison } from './life';
import { COMMANDER_DAMAGE_LOSS } from './counters';
import { POISON_LOSS, TEAM_POISON_LOSS } from './counters';
import { pendingRange } from './queries';
import { teamOwn } from './labels';
import type { Reason } from './terms';
import { words, type Words } from './words';
import { damageTaken, heads, minus, nm, startingReason, teamName } from './explainLifeWords';
import { teamOwnStart, teamOwnWords, whose, yes, yn } from './explainLifeWords';

export { teamOwn };
export { isLifeEvent, lifeEventReasons, type LifeEvent } from './explainLifeEvents';

/**
 * Why a player's life, poison and commander damage read as they do, and how far each is from a
 * loss (704.5a, 704.5c, 810.8c–d, 810.9, 903.10a, 903.12h).
 */
export function lifeReasons(game: Game, seat: number): Reason[] {
  const { table } = game;
  const P = nm(game, seat);
  const pool = poolOf(table, seat);
  const life = game.counters.life![pool]!;
  const poison = game.counters.poison![poisonPoolOf(table, seat)]!;
  const out: Reason[] = [];
  if (table.sharedLife) {
    const team = teamOwnWords(teamName(game, seat));
    out.push(
      yes(
        words(
          /*i18n*/ {
            id: 'life.why.shared',
            message:
              '{heads} share {team} one life total, {life}: damage, life loss and life gain still happen to each head, and the result is added to or taken from that one total.',
          },
          { heads: heads(game, seat), team, life },
        ),
        '810.9',
      ),
      yes(
        words(
          /*i18n*/ {
            id: 'life.why.shared.loss',
            message:
              'When {team} total is 0 or less the whole team loses{more, select, yes {: {life} to go} other {}}.',
          },
          { team, life, more: yn(life > 0) },
        ),
        '810.8c',
      ),
    );
  } else {
    out.push(
      yes(
        words(
          /*i18n*/ {
            id: 'life.why.own',
            message:
              '{player} has {life} life; at 0 or less {player} loses the game{more, select, yes { ({life} to go)} other {}}.',
          },
          { player: P, life, more: yn(life > 0) },
        ),
        '704.5a',
      ),
    );
  }
  out.push(startingReason(game, seat));
  if (poison > 0) {
    const limit = teamPoison(table) ? TEAM_POISON_LOSS : POISON_LOSS;
    const left = Math.max(0, limit - poison);
    out.push(
      !teamPoison(table) && table.sharedLife
        ? // 810.5 (606.5 under 2005): only life is shared, so the counters are the head's own.
          yes(
            words(
              /*i18n*/ {
                id: 'life.why.poison.head',
                message:
                  '{player} has {n, plural, one {# poison counter} other {# poison counters}} of their own: only life is shared, and ten on one head make that head lose, and the whole team with them{left, plural, =0 {} other {: # more}}.',
              },
              { player: P, n: poison, left },
            ),
            '810.5',
          )
        : teamPoison(table)
          ? yes(
              words(
                /*i18n*/ {
                  id: 'life.why.poison.team',
                  message:
                    '{team} heads have {n, plural, one {# poison counter} other {# poison counters}} between them; a team loses at {limit}, not at ten on one head{left, plural, =0 {} other {: # more and the team loses}}.',
                },
                { team: teamOwnStart(teamName(game, seat)), n: poison, limit, left },
              ),
              '810.8d',
            )
          : yes(
              words(
                /*i18n*/ {
                  id: 'life.why.poison',
                  message:
                    '{player} has {n, plural, one {# poison counter} other {# poison counters}}; at {limit} {player} loses{left, plural, =0 {} other {: # more}}.',
                },
                { player: P, n: poison, limit, left },
              ),
              '704.5c',
            ),
    );
  }
  const taken = damageTaken(game, seat);
  const brawl = table.format === 'brawl';
  for (const d of taken) {
    const left = COMMANDER_DAMAGE_LOSS - d.amount;
    const W = whose(game, d.from, d.commander);
    out.push(
      brawl
        ? yes(
            words(
              /*i18n*/ {
                id: 'life.why.commander.brawl',
                message:
                  '{player} has taken {n} combat damage from {source}. Brawl counts it, but however much it is, it is only damage: it never makes a player lose.',
              },
              { player: P, n: d.amount, source: W },
            ),
            '903.12h',
          )
        : yes(
            words(
              /*i18n*/ {
                id: 'life.why.commander',
                message:
                  "{player} has taken {n} from {source}{more, select, yes {; {left} more and {player} loses, whatever {player}'s life} other {}}.",
              },
              { player: P, n: d.amount, source: W, left, more: yn(left > 0) },
            ),
            '903.10a',
          ),
    );
  }
  if (!brawl && taken.length > 1)
    out.push(
      yes(
        words(
          /*i18n*/ {
            id: 'life.why.commander.apart',
            message:
              "Damage from different commanders never adds up: {each} count apart, so {player}'s nearest loss is {left} away.",
          },
          {
            // Joined as the language joins a list ("A and B": the English once said "A and B and C").
            each: {
              list: taken.map((d) =>
                words(
                  /*i18n*/ { id: 'life.why.commander.from', message: '{n} from {source}' },
                  { n: d.amount, source: whose(game, d.from, d.commander) },
                ),
              ),
            },
            player: P,
            left: COMMANDER_DAMAGE_LOSS - taken[0]!.amount,
          },
        ),
        '903.10a',
      ),
    );
  return out;
}

/** The commander damage of every player still in the game, for the grid's why (903.10a, 903.12h). */
export function commanderDamageReasons(game: Game): Reason[] {
  const out = game.inGame.flatMap((inn, s) =>
    inn ? lifeReasons(game, s).filter((r) => r.rule === '903.10a' || r.rule === '903.12h') : [],
  );
  if (out.length) return out;
  return [
    game.table.format === 'brawl'
      ? yes(
          words(
            /*i18n*/ {
              id: 'life.why.commander.noneBrawl',
              message:
                'No commander has dealt combat damage yet; in Brawl it would never be a loss.',
            },
          ),
          '903.12h',
        )
      : yes(
          words(
            /*i18n*/ {
              id: 'life.why.commander.none',
              message:
                'No commander has dealt combat damage yet. Each player loses on taking 21 from any one commander; different commanders never add up.',
            },
          ),
          '903.10a',
        ),
  ];
}

const LIFE_RULES = new Set(['704.5a', '704.5c', '810.8c', '810.8d', '903.10a']);

/** True when this player left through a life, poison or commander-damage loss. */
export function isLifeLoss(game: Game, seat: number): boolean {
  const rule = game.departures[seat]?.rule;
  return rule !== undefined && LIFE_RULES.has(rule);
}

/** The loss itself, naming the player, the numbers and the rule (null when it wasn't one of these). */
export function lifeLossReason(game: Game, seat: number): Reason | null {
  const d = game.departures[seat];
  if (!d || !d.rule || !LIFE_RULES.has(d.rule)) return null;
  const { table } = game;
  const P = nm(game, seat);
  const pool = poolOf(table, seat);
  const life = game.counters.life![pool]!;
  switch (d.rule) {
    case '704.5a':
      return yes(
        words(
          /*i18n*/ {
            id: 'life.lost.life',
            message:
              "{player}'s life fell to {life}; a player with 0 or less life loses the game and leaves it.",
          },
          { player: P, life: minus(life) },
        ),
        d.rule,
      );
    case '704.5c':
      return yes(
        words(
          /*i18n*/ {
            id: 'life.lost.poison',
            message:
              '{player} reached {n, plural, one {# poison counter} other {# poison counters}}; ten or more and a player loses the game and leaves it.',
          },
          { player: P, n: game.counters.poison![pool]! },
        ),
        d.rule,
      );
    case '810.8c':
      return yes(
        words(
          /*i18n*/ {
            id: 'life.lost.teamLife',
            message:
              '{team} shared life fell to {life}, so the whole team lost: {heads} left the game together.',
          },
          { team: teamOwnStart(teamName(game, seat)), life: minus(life), heads: heads(game, seat) },
        ),
        d.rule,
      );
    case '810.8d':
      return yes(
        words(
          /*i18n*/ {
            id: 'life.lost.teamPoison',
            message:
              '{team} heads had {n, plural, one {# poison counter} other {# poison counters}} between them; a Two-Headed Giant team loses at fifteen, so {heads} left together.',
          },
          {
            team: teamOwnStart(teamName(game, seat)),
            n: game.counters.poison![pool]!,
            heads: heads(game, seat),
          },
        ),
        d.rule,
      );
    case '903.10a': {
      const top = damageTaken(game, seat)[0];
      const W = top
        ? whose(game, top.from, top.commander)
        : words(/*i18n*/ { id: 'life.lost.oneCommander', message: 'one commander' });
      return yes(
        words(
          /*i18n*/ {
            id: 'life.lost.commander',
            message:
              '{player} had taken {n} combat damage from {source}: 21 or more from one commander is a loss{spare, select, yes {, so {player} left with {life} life to spare} other {}}.',
          },
          {
            player: P,
            n: top?.amount ?? COMMANDER_DAMAGE_LOSS,
            source: W,
            life,
            spare: yn(life > 0),
          },
        ),
        d.rule,
      );
    }
  }
  return null;
}

/**
 * What players leaving does to the rest of the table, as the game stands now: ranges stay as the
 * turn began until the next one (801.2c, 807.4h), a turn whose player left runs on (800.4g),
 * an emperor's team goes with them (809.5b), a Grand Melee marker too many is designated (807.4e).
 */
export function departureEffects(game: Game, gone: readonly number[]): Reason[] {
  const { table } = game;
  const out: Reason[] = [];
  for (const s of gone) {
    const p = table.players[s]!;
    if (playOf(table).teamLeaves !== 'with-emperor' || p.role !== 'emperor') continue;
    // 809.5b (607.5a under the 2005 rules).
    const lost = playOf(table).teamRules?.lost;
    const mates = table.sides[p.side]!.seats.filter(
      (t) => t !== s && game.departures[t]?.rule === lost,
    );
    if (mates.length)
      out.push(
        yes(
          words(
            /*i18n*/ {
              id: 'life.left.emperor',
              message:
                '{player} was an emperor, and a team loses with its emperor: {mates} left too.',
            },
            { player: p.name, mates: { list: mates.map((t) => nm(game, t)) } },
          ),
          '809.5b',
        ),
      );
  }
  if (game.over) return out;
  const joins: Words[] = [];
  game.inGame.forEach((inn, s) => {
    if (!inn) return;
    const more = pendingRange(game, s);
    if (more.length)
      joins.push(
        words(
          /*i18n*/ {
            id: 'life.left.rangeJoins',
            message:
              "{n, plural, =1 {{names} comes into {player}'s range} other {{names} come into {player}'s range}}",
          },
          { n: more.length, names: { list: more.map((t) => nm(game, t)) }, player: nm(game, s) },
        ),
      );
  });
  if (joins.length)
    out.push(
      yes(
        words(
          /*i18n*/ {
            id: 'life.left.ranges',
            message:
              'Ranges stay as they were counted when this turn began; when the next turn begins {joins}{rest, plural, =0 {} other {, and # more}}.',
          },
          { joins: { list: joins.slice(0, 4) }, rest: Math.max(0, joins.length - 4) },
        ),
        turnWhysOf(table).rules.rangeFixed,
      ),
    );
  // With turn markers no single turn runs (`current` is -1).
  if (game.current >= 0 && !game.inGame[game.current] && gone.includes(game.current))
    out.push(
      yes(
        words(
          /*i18n*/ {
            id: 'life.left.turnRunsOn',
            message:
              "It was {player}'s turn: that turn runs on to its end with no active player, then the next player to the left still in the game goes.",
          },
          { player: nm(game, game.current) },
        ),
        '800.4g',
      ),
    );
  // 807.4e–g: only turn markers are designated for removal.
  for (const m of game.markers)
    if (m.removals > 0)
      out.push(
        yes(
          words(
            /*i18n*/ {
              id: 'life.left.marker',
              message:
                'Fewer players now need fewer turn markers (one per full four): marker {number}, held by {player}, is designated for removal and leaves the game when that turn ends.',
            },
            { number: m.number, player: nm(game, m.holder) },
          ),
          m.removals > 1 ? '807.4g' : '807.4e',
        ),
      );
  return out;
}
