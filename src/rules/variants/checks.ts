// What each variant refuses or warns about in a setup: its least number of players, its team
// rules and the option combinations it demands or forbids, each with its rule. Only building a
// table reads these (setup.ts, seating.ts), so they load with the builder, not with the specs the
// engine plays by (the example table comes built; rules/building.ts).
import type { Edition, Options } from '../terms';
import { words, type Words } from '../words';
import type { Variant, VariantSpec } from './index';

/** A condition on the resolved options, with the message and rule to give when it holds. */
export interface OptionRule {
  when: (options: Options, given: Partial<Options>, players: number) => boolean;
  message: Words;
  rule: string;
  path?: string;
}

/** A rule about the number of teams or their sizes; the first that fails is the one reported. */
export interface TeamRule {
  fails: (teams: { count: number; sizes: readonly number[]; equal: boolean }) => boolean;
  /** `name`: the variant's name in messages (a spec shared by two variants names each). */
  message: (teams: { count: number; sizes: readonly number[] }, name: Words) => Words;
  rule: string;
}

export interface VariantChecks {
  /** The least number of players the variant can work with, beyond the 3 of 800.1. */
  minPlayers?: { count: number; message: Words; rule: string };
  /** Team count and size rules, checked in order after every player's own fields. */
  teams: readonly TeamRule[];
  /** Option combinations refused (`errors`) or warned about (`warnings`), in this order. */
  errors: readonly OptionRule[];
  warnings: readonly OptionRule[];
  /** Refusals an edition adds to the current ones. */
  moreErrors?: Partial<Record<Edition, readonly OptionRule[]>>;
}

/** What building a table reads of a variant: its spec and its checks. */
export type BuildSpec = VariantSpec & VariantChecks;

/** 806.2b, 811.2b: the variant needs one of the attack options, not "single". */
const needsAttackOption = (rule: string): OptionRule => ({
  when: (o) => o.attack === 'single',
  message: words(
    /*i18n*/ {
      id: 'variant.attack.needsOption',
      message:
        'This variant needs exactly one of attack left, attack right or attack multiple players.',
    },
  ),
  rule,
  path: 'options.attack',
});

/** 805.1: shared team turns need teams. */
const noSharedTurns: OptionRule = {
  when: (o) => o.sharedTeamTurns,
  message: words(
    /*i18n*/ {
      id: 'variant.sharedTurns.teamsOnly',
      message: 'Shared team turns are for games between teams.',
    },
  ),
  rule: '805.1',
  path: 'options.sharedTeamTurns',
};

/** A team-count rule: at least two teams (808.1, 809.1, 811.1). */
const twoOrMoreTeams = (rule: string): TeamRule => ({
  fails: (t) => t.count < 2,
  message: (_t, name) =>
    words(
      /*i18n*/ { id: 'variant.teams.twoOrMore', message: '{name} needs two or more teams.' },
      {
        name,
      },
    ),
  rule,
});

// 806: individuals only; the attack options, never deploying or shared turns.
const FREE_FOR_ALL: VariantChecks = {
  teams: [],
  errors: [
    needsAttackOption('806.2b'),
    {
      when: (o) => o.deployCreatures,
      message: words(
        /*i18n*/ {
          id: 'variant.ffa.noDeploy',
          message: 'Free-for-all games do not use the deploy creatures option.',
        },
      ),
      rule: '806.2c',
      path: 'options.deployCreatures',
    },
    noSharedTurns,
  ],
  warnings: [],
};

// 807: one turn marker per full four players (807.4a); attack left or right, no deploying.
const GRAND_MELEE: VariantChecks = {
  minPlayers: {
    count: 4,
    message: words(
      /*i18n*/ {
        id: 'variant.melee.fourPlayers',
        message:
          'Grand Melee hands out one turn marker per full four players, so it needs at least 4 players.',
      },
    ),
    rule: '807.4a',
  },
  teams: [],
  errors: [
    needsAttackOption('806.2b'),
    {
      when: (o) => o.attack === 'multiple',
      message: words(
        /*i18n*/ {
          id: 'variant.melee.noAttackMultiple',
          message: 'Grand Melee does not use the attack multiple players option.',
        },
      ),
      rule: '807.2c',
      path: 'options.attack',
    },
    {
      when: (o) => o.deployCreatures,
      message: words(
        /*i18n*/ {
          id: 'variant.melee.noDeploy',
          message: 'Grand Melee does not use the deploy creatures option.',
        },
      ),
      rule: '807.2c',
      path: 'options.deployCreatures',
    },
    noSharedTurns,
  ],
  warnings: [
    {
      when: (_o, _g, players) => players < 10,
      message: words(
        /*i18n*/ {
          id: 'variant.melee.tenPlayers',
          message: 'Grand Melee is meant for games that begin with ten or more players.',
        },
      ),
      rule: '807.1',
    },
  ],
};

// 808: two or more teams; usually neither deploying nor limited range (808.3b).
const TEAM_VS_TEAM: VariantChecks = {
  teams: [twoOrMoreTeams('808.1')],
  errors: [],
  warnings: [
    {
      when: (o) => o.deployCreatures || o.rangeOfInfluence !== null,
      message: words(
        /*i18n*/ {
          id: 'variant.tvt.usualOptions',
          message:
            'Team vs. Team games usually use neither deploy creatures nor limited range of influence.',
        },
      ),
      rule: '808.3b',
    },
  ],
};

// 809: equal teams of three or more; always deploying, always limited range.
const EMPEROR: VariantChecks = {
  teams: [
    twoOrMoreTeams('809.1'),
    {
      fails: (t) => !t.equal,
      message: (t) =>
        words(
          /*i18n*/ {
            id: 'variant.emperor.equalTeams',
            message: 'Emperor teams must be the same size; these have {sizes} players.',
          },
          { sizes: t.sizes.join(', ') },
        ),
      rule: '809.6',
    },
    {
      fails: (t) => t.sizes[0]! < 3,
      message: () =>
        words(
          /*i18n*/ {
            id: 'variant.emperor.threePlayers',
            message: 'Emperor teams have at least three players: an emperor between generals.',
          },
        ),
      rule: '809.1',
    },
  ],
  errors: [
    {
      when: (o) => !o.deployCreatures,
      message: words(
        /*i18n*/ {
          id: 'variant.emperor.deploy',
          message: 'Emperor games always use the deploy creatures option.',
        },
      ),
      rule: '804.1',
      path: 'options.deployCreatures',
    },
    {
      when: (_o, given) => given.rangeOfInfluence === null,
      message: words(
        /*i18n*/ {
          id: 'variant.emperor.limitRange',
          message: 'Emperor games always limit range of influence.',
        },
      ),
      rule: '801.1',
      path: 'options.rangeOfInfluence',
    },
  ],
  warnings: [],
};

// 810: exactly two teams of equal size, two or more players each (810.10 lets them grow, never
// adds a third team); attacking as a group, always shared turns.
const TWO_HEADED_GIANT: VariantChecks = {
  teams: [
    {
      fails: (t) => t.count !== 2,
      message: (t) =>
        words(
          /*i18n*/ {
            id: 'variant.2hg.twoTeams',
            message: 'Two-Headed Giant is played by exactly two teams; this table has {count}.',
          },
          { count: t.count },
        ),
      rule: '810.1',
    },
    {
      fails: (t) => !t.equal,
      message: (t) =>
        words(
          /*i18n*/ {
            id: 'variant.2hg.equalTeams',
            message: 'Two-Headed Giant teams must be the same size; these have {sizes} players.',
          },
          { sizes: t.sizes.join(', ') },
        ),
      rule: '810.10',
    },
    {
      fails: (t) => t.sizes[0]! < 2,
      message: () =>
        words(
          /*i18n*/ {
            id: 'variant.2hg.twoPlayers',
            message: 'Two-Headed Giant teams have at least two players.',
          },
        ),
      rule: '810.1',
    },
  ],
  errors: [
    {
      when: (_o, given) => given.attack !== undefined && given.attack !== 'multiple',
      message: words(
        /*i18n*/ {
          id: 'variant.2hg.attackGroup',
          message:
            'In Two-Headed Giant each team attacks the other team as a group; the attack left and right options do not apply.',
        },
      ),
      rule: '810.7a',
      path: 'options.attack',
    },
    {
      when: (o) => !o.sharedTeamTurns,
      message: words(
        /*i18n*/ {
          id: 'variant.2hg.sharedTurns',
          message: 'Two-Headed Giant always uses shared team turns.',
        },
      ),
      rule: '810.2',
      path: 'options.sharedTeamTurns',
    },
  ],
  warnings: [
    {
      when: (o) => o.planechase === 'single-deck',
      message: words(
        /*i18n*/ {
          id: 'variant.2hg.planarDecks',
          message:
            'In Two-Headed Giant Planechase each player normally has their own planar deck; a single communal deck is a house rule here.',
        },
      ),
      rule: '901.12a',
      path: 'options.planechase',
    },
  ],
  moreErrors: {
    // 2005 (606.2): no other options.
    '2005': [
      {
        when: (o) => o.rangeOfInfluence !== null || o.deployCreatures,
        message: words(
          /*i18n*/ {
            id: 'variant.2hg.options2005',
            message:
              'In 2005 Two-Headed Giant took no other option: no limited range, no deploying.',
          },
        ),
        rule: '606.2',
      },
    ],
  },
};

// 811: two or more teams of equal size; one of the attack options; usually no deploying.
const ALTERNATING_TEAMS: VariantChecks = {
  teams: [
    twoOrMoreTeams('811.1'),
    {
      fails: (t) => !t.equal,
      message: (t, name) =>
        words(
          /*i18n*/ {
            id: 'variant.alternating.equalTeams',
            message: '{name} needs teams of equal size; these have {sizes} players.',
          },
          { name, sizes: t.sizes.join(', ') },
        ),
      rule: '811.1',
    },
  ],
  errors: [needsAttackOption('811.2b')],
  warnings: [
    {
      when: (o) => o.deployCreatures,
      message: words(
        /*i18n*/ {
          id: 'variant.alternating.noDeploy',
          message: 'This variant normally leaves out the deploy creatures option.',
        },
      ),
      rule: '811.2c',
    },
  ],
};

/** Each variant's checks; 2005's Teams (609) is Alternating Teams' game, with its checks. */
export const VARIANT_CHECKS: Readonly<Record<Variant, VariantChecks>> = {
  'free-for-all': FREE_FOR_ALL,
  'grand-melee': GRAND_MELEE,
  'team-vs-team': TEAM_VS_TEAM,
  emperor: EMPEROR,
  'two-headed-giant': TWO_HEADED_GIANT,
  'alternating-teams': ALTERNATING_TEAMS,
  // Custom tables: no structure rules (teaching examples and house rules).
  custom: { teams: [], errors: [], warnings: [] },
  teams: ALTERNATING_TEAMS,
};

/** A variant's checks under an edition's rules: the current ones and what the edition adds. */
export function checksOf(variant: Variant, edition: Edition = 'current'): VariantChecks {
  const checks = VARIANT_CHECKS[variant];
  const more = checks.moreErrors?.[edition];
  return more ? { ...checks, errors: [...checks.errors, ...more] } : checks;
}
