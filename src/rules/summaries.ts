// A short summary, in our own words, of every rule the app cites. The rules panel shows them and
// links to the official Comprehensive Rules; summaries.test.ts fails when a cited rule is missing.
// Plain data: imported only by lazy chunks (the rules panel), never by the start bundle.

export const RULES_URL = 'https://magic.wizards.com/en/rules';

export interface RuleSummary {
  title: string;
  summary: string;
}

export const RULE_SUMMARIES: Readonly<Record<string, RuleSummary>> = {
  '102.3': {
    title: 'Teammates and opponents',
    summary:
      'Players on your team are your teammates; every other player is your opponent. Attacks and "an opponent" effects only ever involve opponents.',
  },
  '103.2': {
    title: 'Who starts',
    summary: 'Before the game, the players settle at random who takes the first turn.',
  },
  '104.1': {
    title: 'The game ends at once',
    summary: 'When the game is over nothing more happens in it: no turns, no effects.',
  },
  '104.2a': {
    title: 'Last one standing wins',
    summary:
      'A player (or team) who is still in when all of their opponents have left the game wins it.',
  },
  '104.3': {
    title: 'Losing',
    summary:
      'A player can lose in several ways, for example at zero life; a loser leaves the game.',
  },
  '104.3a': {
    title: 'Conceding',
    summary: 'Any player may give up at any moment; they lose and leave the game.',
  },
  '104.4a': {
    title: 'A draw for everyone',
    summary:
      'If every player still in would lose at the same moment, or an effect says so, the game ends as a draw: nobody wins.',
  },
  '500.7': {
    title: 'Extra turns',
    summary:
      'An extra turn is taken straight after the current one; when several are owed, the most recently granted comes first.',
  },
  '800.1': {
    title: 'Multiplayer games',
    summary: 'A multiplayer game starts with three or more players and may add optional rules.',
  },
  '800.2': {
    title: 'Options and variants',
    summary: 'Each game uses exactly one variant, plus any number of the optional rules.',
  },
  '800.4': {
    title: 'Leaving the game',
    summary:
      'In multiplayer, the game can go on after someone leaves (by losing, conceding or drawing). A player who has left is out of every count: range, attacks, choices.',
  },
  '800.4a': {
    title: 'What leaves with a player',
    summary:
      'Everything a departed player owns goes with them, and whatever they controlled stops being theirs to use.',
  },
  '800.4g': {
    title: 'Leaving during your own turn',
    summary:
      'If the active player leaves, their turn still runs to its end, just with nobody active; then the next player in order goes.',
  },
  '800.7': {
    title: 'Winning without limited range',
    summary:
      'With no limited range of influence, an effect saying a player wins makes all of that player’s opponents lose.',
  },
  '801': {
    title: 'Limited range of influence',
    summary:
      'An optional rule that shrinks what a player can reach to the seats near them. Without it, everyone reaches everyone.',
  },
  '801.1': {
    title: 'Range of influence',
    summary:
      'Range of influence is the number of seats a player’s reach extends to each side; "unlimited" means the whole table.',
  },
  '801.2': {
    title: 'Who is within range',
    summary:
      'Count seats both ways from a player, skipping those who left: everyone within that many seats is in their range. Reaching covers spells, attacks, choices and wins.',
  },
  '801.2a': {
    title: 'Usual ranges',
    summary: 'Ranges of one or two seats are the common choices, and each player may have their own.',
  },
  '801.2b': {
    title: 'Always in your own range',
    summary: 'However small a range is, its owner is inside it.',
  },
  '801.2c': {
    title: 'Range is fixed as a turn begins',
    summary:
      'Who is in whose range is worked out at the start of each turn. If a player leaves mid-turn, the neighbours on both sides only come into each other’s range when the next turn starts.',
  },
  '801.3': {
    title: 'Attacking within range',
    summary:
      'Your creatures may attack only opponents inside your range (or their planeswalkers); with no opponent in range they can’t attack.',
  },
  '801.4': {
    title: 'Targets within range',
    summary: 'Your spells and abilities can target only players and things inside your range.',
  },
  '801.5a': {
    title: 'Choices within range',
    summary:
      'A player asked to choose a player or object has to pick one inside their own range; if the choice was handed over, it must lie in range of both players.',
  },
  '801.5c': {
    title: 'Nobody in range can choose',
    summary:
      'When no suitable player inside the controller’s range can make a choice, the nearest suitable player on the controller’s left makes it.',
  },
  '801.10': {
    title: 'Effects stop at the range edge',
    summary:
      'An effect does nothing to players and objects outside its controller’s range; the rest of it still happens.',
  },
  '801.11': {
    title: 'Information only from within range',
    summary:
      'A spell or permanent that counts or looks at the game sees only what lies inside its controller’s range. Looking at another player’s things, it counts only players in range of both.',
  },
  '801.12': {
    title: 'Ranges can differ',
    summary:
      'Players may have different ranges, so one player can reach another who can’t reach back.',
  },
  '801.16': {
    title: '"You win" with limited range',
    summary:
      'An effect saying a player wins instead makes that player’s opponents inside their range lose; anyone further away plays on.',
  },
  '801.17': {
    title: 'A draw with limited range',
    summary:
      'An effect that makes the game a draw ends it only for its controller and the players inside their range; they leave, and the others keep playing.',
  },
  '802': {
    title: 'Attack multiple players',
    summary: 'An option letting the active player attack several players in one combat.',
  },
  '802.1': {
    title: 'Attack multiple players',
    summary:
      'With this option each attacking creature picks its own defender, so one combat can hit several opponents.',
  },
  '803': {
    title: 'Attack left and attack right',
    summary: 'Options that limit attacks to one neighbour on a fixed side.',
  },
  '803.1a': {
    title: 'Attack left',
    summary:
      'With attack left, you may attack only the opponent in the seat right beside you on your left.',
  },
  '803.1b': {
    title: 'Attack right',
    summary:
      'With attack right, you may attack only the opponent in the seat right beside you on your right.',
  },
  '804': {
    title: 'Deploy creatures',
    summary: 'An option that lets players hand creatures to teammates.',
  },
  '804.1': {
    title: 'Where deploy is used',
    summary: 'Emperor games always use deploy creatures; other team games may add it.',
  },
  '804.2': {
    title: 'Deploying',
    summary:
      'With deploy, a creature can be tapped to give it to a teammate — who has to be within range, since it targets them.',
  },
  '805': {
    title: 'Shared team turns',
    summary: 'An option where a whole team takes each turn together.',
  },
  '805.1': {
    title: 'Where shared turns are used',
    summary: 'Two-Headed Giant always uses shared team turns; other team games may.',
  },
  '805.3': {
    title: 'Which team starts',
    summary: 'The team that goes first is settled the same way as a starting player.',
  },
  '805.4': {
    title: 'Teams take the turns',
    summary:
      'With shared team turns, turns belong to teams: every player on the active team is active.',
  },
  '806': {
    title: 'Free-for-All',
    summary: 'Everyone plays for themselves against everyone else.',
  },
  '806.1': {
    title: 'Free-for-All',
    summary: 'A game of individuals, each against all the others.',
  },
  '806.2a': {
    title: 'Range in Free-for-All',
    summary: 'Free-for-All rarely limits range; if it does, all players get the same range.',
  },
  '806.2b': {
    title: 'Attack options in Free-for-All',
    summary: 'Free-for-All picks one attack option: left, right, or multiple players.',
  },
  '806.2c': {
    title: 'No deploying in Free-for-All',
    summary: 'Free-for-All has no teammates, so deploy creatures isn’t used.',
  },
  '807': {
    title: 'Grand Melee',
    summary: 'A Free-for-All for big tables where several turns run at the same time.',
  },
  '807.1': {
    title: 'Grand Melee',
    summary: 'Grand Melee is meant for large groups, often ten or more players.',
  },
  '807.2c': {
    title: 'Options in Grand Melee',
    summary: 'Grand Melee does not use attack multiple players or deploy creatures.',
  },
  '807.4': {
    title: 'Turn markers',
    summary:
      'Grand Melee tracks its simultaneous turns with numbered markers; whoever holds a marker whose turn has begun is an active player.',
  },
  '807.4a': {
    title: 'How many markers',
    summary: 'The game has one marker for every complete group of four players.',
  },
  '807.4c': {
    title: 'Passing a marker',
    summary:
      'After a turn, its marker moves to the next player on the left. If the holder left during their turn, it moves when that turn ends; if before, it moves at once.',
  },
  '807.4d': {
    title: 'Waiting markers',
    summary:
      'A player who gets a marker may not start a turn while another marker sits within the three seats on their left; they wait until it moves further along.',
  },
  '807.4e': {
    title: 'Fewer players, fewer markers',
    summary:
      'When players leaving would mean fewer markers, the marker nearest on the right of the departed seat is marked for removal (the lowest number if several qualify).',
  },
  '807.4g': {
    title: 'Removing a marker',
    summary:
      'A marked marker disappears when its turn ends, or at once if no turn is running with it; extra marks pass to the next marker on the right.',
  },
  '807.4h': {
    title: 'Range after departures in Grand Melee',
    summary:
      'When neighbours leave, the players on either side of the gap only reach each other once the next turn begins.',
  },
  '807.4i': {
    title: 'Extra turns with a marker',
    summary:
      'A marker holder who gets an extra turn keeps the marker for it, unless another marker is too close; then the extra turn waits or comes just before their next turn.',
  },
  '808': {
    title: 'Team vs. Team',
    summary: 'Two or more teams, each seated together, play against each other.',
  },
  '808.1': {
    title: 'Team vs. Team',
    summary: 'Teams of any size compete; each side is a team.',
  },
  '808.2': {
    title: 'Team seating',
    summary: 'Each team sits together and chooses its own order.',
  },
  '808.3b': {
    title: 'Options in Team vs. Team',
    summary: 'Team vs. Team normally skips deploy creatures and limited range.',
  },
  '808.4': {
    title: 'Who starts and turn order in Team vs. Team',
    summary:
      'A random team starts, from the player at its middle (left of the middle for an even team); turns then go round to the left.',
  },
  '809': {
    title: 'Emperor',
    summary: 'Teams of three: an emperor in the middle guarded by two generals.',
  },
  '809.1': {
    title: 'Emperor teams',
    summary: 'Emperor is played by teams of three players.',
  },
  '809.2': {
    title: 'Emperor seating',
    summary: 'Each team sits together, its emperor in the middle seat.',
  },
  '809.3c': {
    title: 'Attacks in Emperor',
    summary: 'In Emperor you may attack only an opponent sitting right next to you.',
  },
  '809.4': {
    title: 'Turn order',
    summary:
      'A random emperor goes first, and turns go round the table to each player’s left — the direction every variant here follows.',
  },
  '809.5b': {
    title: 'The emperor falls, the team falls',
    summary: 'When an emperor loses, their whole team loses with them.',
  },
  '809.5c': {
    title: 'The emperor draws, the team draws',
    summary: 'If the game is a draw for an emperor, it is a draw for that emperor’s team too.',
  },
  '809.6': {
    title: 'Bigger Emperor teams',
    summary: 'Emperor can be played with larger teams of equal size, still with one emperor each.',
  },
  '809.6a': {
    title: 'Range for bigger teams',
    summary:
      'With bigger teams, each general’s range is set so the generals together just cover the seats out to the table’s edge; emperors reach a little further.',
  },
  '810': {
    title: 'Two-Headed Giant',
    summary: 'Two teams of two share turns and a life total.',
  },
  '810.1': {
    title: 'Two-Headed Giant teams',
    summary: 'Two-Headed Giant is two teams, each of two players.',
  },
  '810.2': {
    title: 'Shared turns in Two-Headed Giant',
    summary: 'Two-Headed Giant always uses shared team turns.',
  },
  '810.3': {
    title: 'Two-Headed Giant seating',
    summary: 'Each team sits together and picks its own order.',
  },
  '810.7a': {
    title: 'Team attacks',
    summary: 'A team’s creatures attack the other team as one group rather than a single player.',
  },
  '810.8a': {
    title: 'Teams win and lose together',
    summary: 'In Two-Headed Giant a result for one player is the result for the whole team.',
  },
  '810.8b': {
    title: 'A concession takes the team out',
    summary: 'If one player concedes, both players of that team leave and lose.',
  },
  '810.10': {
    title: 'Larger giants',
    summary: 'The variant also works with two equal teams of more than two players.',
  },
  '811': {
    title: 'Alternating Teams',
    summary: 'Teams sit spread out, team members never next to each other.',
  },
  '811.1': {
    title: 'Alternating Teams',
    summary: 'Two or more teams of the same size take part.',
  },
  '811.2b': {
    title: 'Attack options in Alternating Teams',
    summary: 'Exactly one attack option is chosen: left, right, or multiple players.',
  },
  '811.2c': {
    title: 'Deploying in Alternating Teams',
    summary: 'Deploy creatures is normally left out of Alternating Teams.',
  },
  '811.3': {
    title: 'Alternating seating',
    summary: 'Seats alternate so no teammates sit side by side and each team is evenly spread.',
  },
  '811.4': {
    title: 'Attacks in Alternating Teams',
    summary: 'You may attack only opponents who sit right next to you.',
  },
};

/** Rules in the panel's order: by number, with 801.10 after 801.5c (numeric parts compared). */
export function ruleOrder(a: string, b: string): number {
  const parse = (r: string) => {
    const m = /^(\d+)(?:\.(\d+))?([a-z]?)$/.exec(r);
    return m ? [Number(m[1]), Number(m[2] ?? -1), m[3] ?? ''] : [0, 0, r];
  };
  const [x1, x2, x3] = parse(a);
  const [y1, y2, y3] = parse(b);
  return (
    (x1 as number) - (y1 as number) ||
    (x2 as number) - (y2 as number) ||
    String(x3).localeCompare(String(y3))
  );
}
