// What a variant is, as data: its defaults, who competes, how teams are made up and seated, who
// goes first, and how play goes. buildTable (setup.ts) reads a spec, with the variant's checks
// (checks.ts: the setups it refuses or warns about), and never asks which variant it has; one file
// per variant sits beside this one, and the variant's name is the one its spec gives (index.ts
// derives the list from the specs).
import type { Edition, Options } from '../terms';
import { words, type Words } from '../words';

/**
 * How play goes in a variant, as data: the engine's turns, attacks, life and departures, and the
 * whys that explain them, read these instead of asking which variant a table is.
 */
export interface PlayPolicy {
  /** The turn policy the engine calls (rules/turns/): one turn at a time (by team with shared team
   * turns, 805.4), or Grand Melee's turn markers, several turns at once (807.4). */
  turns: 'one-at-a-time' | 'turn-markers';
  /** The rule the why cites for the order of turns: the variant's own (808.4 Team vs. Team, 809.4
   * Emperor, 805.4 shared team turns), else the general rule that turn order normally runs to
   * each player's left (101.4). Never the Emperor rule outside Emperor. */
  turnOrderRule: string;
  /**
   * Who may be attacked besides range (801.3) and the attack options (802, 803): `options`, no
   * more than those; `group`, each team attacks the other as a group (810.7a); `adjacent`, only an
   * opponent seated next to the attacker (809.3c, 811.4).
   */
  attack: { limit: 'options' } | { limit: 'group' | 'adjacent'; rule: string };
  /** A team shares one life total and one poison count (810.9, 810.8d). */
  sharedLife: boolean;
  /** What a player leaving does to their team: nothing; the team leaves together (810.8a–b); the
   * team goes with its emperor (809.5b–c). */
  teamLeaves: 'alone' | 'together' | 'with-emperor';
  /**
   * The rules a team's departure cites when it leaves with a player: `lost` and `conceded` (810.8a,
   * 810.8b; 809.5b), and `drew` where the edition makes the team draw too (810.8a, 809.5c); without
   * `drew` a player's draw leaves the team in the game (the 2005 Emperor text, 607.5).
   */
  teamRules?: { lost: string; conceded: string; drew?: string };
  /**
   * Who skips the draw of their first turn: nobody in a multiplayer game (`player`: only a
   * two-player game's starting player would, 800.6), the whole starting team (810.6), or only the
   * starting team's primary player, the one seated on the right (606.6b, with 606.3).
   */
  firstDraw: 'player' | 'team' | 'primary';
  /**
   * With shared life, a team's starting total for teams of two and per player for larger teams;
   * absent: 30 and 15 (810.4, 810.10). The 2005 rules: 40 and 20 (606.4a, 606.10).
   */
  teamLife?: { two: number; perHead: number };
  /**
   * With shared life, what one head's own life total is when an effect sets it: the team's whole
   * total (absent, 810.9a, 810.9c), or the team's total shared out among its heads, rounded up
   * (`share`: the 2005 rules, 606.9a, 606.9c).
   */
  headLife?: 'share';
  /**
   * With shared life, an effect that sets every player's life to a number: the team picks one
   * head and only that head is set (absent, 810.9d), or the team's total becomes the sum of its
   * heads' numbers (`sum`: 606.9b).
   */
  everyHeadSet?: 'sum';
  /**
   * With shared life, where poison counters are kept: one count for the team, lost at fifteen
   * (absent, 810.8d), or each head's own, ten on one head losing for the whole team (`head`: the
   * 2005 and 2011 texts, where only life is shared, 606.5 and 810.5, with 606.8b and 810.8a).
   */
  poison?: 'head';
  /**
   * Grand Melee, a marker passed to a player with another marker within three seats on their left:
   * the player takes it and waits to begin (absent, 807.4d), or it stays with the player who passed
   * it until the next player may take it (`passer`: 608.4c, which forbids receiving it).
   */
  waitingMarker?: 'passer';
  /**
   * Grand Melee, an extra turn for a player taking a turn: put off when another marker is within
   * three seats (absent, 807.4i), or begun at once (`at-once`: 608.4e covers only a player who is
   * not taking a turn, and no 2005 rule holds the others back).
   */
  extraTurn?: 'at-once';
  /** What a plane's abilities reach: every player in the game (absent, 901.7, 901.13), or only
   * those within its controller's limited range (`range`: Grand Melee, 801.19). */
  planeReach?: 'range';
  /** The rule for who rolls the planar die: the active player (901.9), or either head of the
   * active team (901.12d). */
  planarRollRule: string;
}

/** Play as most variants have it: one turn at a time, the attack options, nothing shared. */
export const PLAIN_PLAY: PlayPolicy = {
  turns: 'one-at-a-time',
  // 806 (Free-for-All), 811 (Alternating Teams), 609 (2005 Teams) and custom tables have no turn
  // order rule of their own: the general one.
  turnOrderRule: '101.4',
  attack: { limit: 'options' },
  sharedLife: false,
  teamLeaves: 'alone',
  firstDraw: 'player',
  planarRollRule: '901.9',
};

/**
 * How a variant reads in another edition: only the fields that differ. The current spec's rule
 * citations stay in the engine; the whys cite them by the edition's numbers (editionRules.ts,
 * loaded with the whys, so the 2005 numbers are not in the first download).
 */
export interface EditionPatch {
  name?: string;
  label?: string;
  section?: string;
  defaults?: Options;
  competitors?: VariantSpec['competitors'];
  seating?: VariantSpec['seating'];
  limitedRange?: string;
  sameRange?: string;
  play?: Partial<PlayPolicy>;
}

export interface VariantSpec<V extends string = string> {
  /** Its name in files and links ("grand-melee"): the one place a variant is named. */
  variant: V;
  /** The editions whose rules have this variant; absent: every edition. */
  editions?: readonly Edition[];
  /** The variant this one is under another edition's name (2005's Teams is Alternating Teams). */
  sameGameAs?: string;
  /** What differs in another edition (absent fields: as in `current`). */
  inEdition?: Partial<Record<Edition, EditionPatch>>;
  /** The variant's name in messages ("Grand Melee"). */
  name: string;
  /** Its name as a heading or a menu shows it ("Free-for-All"). */
  label: string;
  /** Its section of the rules (806–811); '' for custom tables. */
  section: string;
  /**
   * Every player's range of influence is their own to set (custom tables): the setup form always
   * shows each player's range. Absent: one range for the table unless the user asks for more.
   */
  ownRanges?: boolean;
  /**
   * The first share-link version that carries the variant (links name it by its index in
   * VARIANTS); absent: every version.
   */
  linkSince?: number;
  /** 806.2, 807.2, 808.3, 809.3, 810.2, 811.2: the options a game of it starts from. */
  defaults: Options;
  /**
   * Who competes: individuals only (a team is refused), teams only (every player needs one), or
   * either. `rule` is cited when a player breaks it.
   */
  competitors: { kind: 'individuals' | 'teams' | 'either'; rule: string };
  /** 809.2: players have roles (emperor, general), and with none given the middle player is emperor. */
  roles: boolean;
  /**
   * Seating. `byRules`: how `"seating": "by-rules"` seats teams (players without a team always
   * at random, 806.3, 807.3). `together`: the rule that makes teammates sit in one run of seats.
   * `alternate`: 811.3, teams interleaved so no one sits next to a teammate.
   */
  seating: {
    byRules: 'together' | 'emperor-in-middle' | 'alternate';
    together?: string;
    alternate?: string;
  };
  /** Which player of a team chosen to go first takes the first turn: 808.4, 809.4, else 805.2. */
  firstOfTeam: 'centre' | 'emperor' | 'rightmost';
  /** 806.2a: every player has the same range of influence. */
  sameRange?: string;
  /** 809.3a / 801.1: range of influence is always limited; each role has its default. */
  limitedRange?: string;
  /** How play goes once the game has begun. */
  play: PlayPolicy;
}

/**
 * A variant's name as a sentence uses it ("Grand Melee", "free-for-all"; its spec's `name` in
 * English), as a message a sentence nests, so each language names it its own way.
 */
export const variantName = (variant: string): Words =>
  words(
    /*i18n*/ {
      id: 'variant.name',
      message:
        '{variant, select, free_for_all {free-for-all} grand_melee {Grand Melee} team_vs_team {Team vs. Team} emperor {Emperor} two_headed_giant {Two-Headed Giant} alternating_teams {Alternating Teams} custom {custom} teams {Teams} other {{name}}}',
    },
    // ICU's select keys are words: free_for_all.
    { variant: variant.replaceAll('-', '_'), name: variant },
  );

/** A variant's spec, its name kept as the literal it is (`Variant` is made of these names). */
export const variantSpec = <const V extends string>(spec: VariantSpec<V>): VariantSpec<V> => spec;
