// A short summary, in our own words, of every rule the app cites. The rules panel shows them and
// links to the official Comprehensive Rules; summaries.test.ts fails when a cited rule is missing.
// Plain data: imported only by lazy chunks (the rules panel), never by the start bundle.

import { RULE_SUMMARIES_2005 } from './summaries2005';

export const RULES_URL = 'https://magic.wizards.com/en/rules';

export interface RuleSummary {
  title: string;
  summary: string;
}

export const RULE_SUMMARIES: Readonly<Record<string, RuleSummary>> = {
  // The 2005 rules (600–609), for tables under the 2005 edition.
  ...RULE_SUMMARIES_2005,
  '102.3': {
    title: 'Teammates and opponents',
    summary:
      'Players on your team are your teammates; every other player is your opponent. Attacks and "an opponent" effects only ever involve opponents.',
  },
  '101.4': {
    title: 'Turn order',
    summary:
      'When several players would act or choose at the same time, the active player goes first, then the others in turn order. The rule also gives turn order its usual direction: the next player is normally the one seated to the left.',
  },
  '103.2': {
    title: 'Who starts',
    summary:
      'The players agree on a way, such as a coin flip or a die roll, to pick one of them, and that player decides who takes the first turn. In a later game of a match the loser of the last game decides (after a draw, whoever decided before).',
  },
  '104.1': {
    title: 'The game ends at once',
    summary:
      'The game ends the moment a player or team wins or the game becomes a draw; after that nothing more happens in it.',
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
  '104.4': {
    title: 'Draws',
    summary:
      'A game can end with no winner: everyone still in loses at the same moment (104.4a), or an effect declares a draw (104.4c; with limited range, 801.17).',
  },
  '104.4a': {
    title: 'Everyone loses at once',
    summary:
      'If every player still in the game loses at the same moment, the game is a draw: nobody wins.',
  },
  '104.4c': {
    title: 'A draw by an effect',
    summary:
      'A spell or ability may say that the game is a draw. Without limited range of influence that ends the game for everyone still in it, with no winner (with limited range, 801.17 applies instead).',
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
    summary:
      'The multiplayer rules are a set of options and a set of variants: a game may combine several options, but it can follow no more than one variant.',
  },
  '800.4': {
    title: 'Leaving the game',
    summary:
      'Unlike a two-player game, a multiplayer game can go on after players leave it, by losing, conceding or drawing. A player who has left is in nobody’s range and can’t be attacked or asked to choose, but effects that need facts about them use the last facts known (800.4f).',
  },
  '500.1': {
    title: 'The parts of a turn',
    summary:
      'Every turn goes through the same five phases in order: beginning, a main phase, combat, a second main phase and the end.',
  },
  '800.4a': {
    title: 'What leaves with a player',
    summary:
      'At once (not as a state-based action), everything the player owns leaves, their spells and abilities on the stack stop existing, effects that gave them control of anything end, and anything they still control after that is exiled. If they held priority, it moves to the next player in turn order who is still in.',
  },
  '800.4g': {
    title: 'Leaving during your own turn',
    summary:
      'A player who leaves during their own turn doesn’t end it: the turn runs on with no active player, and whenever that player would get priority the next player in turn order gets it instead, or the stack resolves or the step ends, whichever fits. The rule doesn’t say who goes next; the app gives the next turn to the next player to the left still in the game.',
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
  '800.4i': {
    title: 'The planar controller leaves',
    summary:
      'In Planechase, when the player who controls the plane is about to leave, control first passes to the next player in turn order who stays in; only then does the old controller go.',
  },
  '801.1': {
    title: 'When limited range is used',
    summary:
      'Limited range of influence is an option open to most multiplayer games: Emperor always plays with it, and tables of five or more players often choose it.',
  },
  '801.2': {
    title: 'Who is within range',
    summary:
      'Count seats both ways from a player, skipping those who left: everyone within that many seats is in their range. Reaching covers spells, attacks, choices and wins.',
  },
  '801.2a': {
    title: 'Usual ranges',
    summary:
      'Ranges of one or two seats are the common choices, and each player may have their own.',
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
    title: 'The legend rule within range',
    summary:
      'The legend rule weighs a legendary permanent only against same-named ones within its controller’s range, so with uneven ranges one player’s copy can be put into the graveyard while the other’s stays.',
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
  '801.19': {
    title: 'Planes reach the whole table',
    summary:
      'In the 2011 text, plane cards in a multiplayer Planechase game ignore limited range and reach every player, except in Grand Melee, where they keep to range. This rule names planes only; the recent rules treat phenomena the same way (901.13).',
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
      'With deploy, every creature has an ability: tap it, at a time you could cast a sorcery, to give control of it to a teammate it targets. Because the teammate is a target, with limited range they must be within your range (801.4).',
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
    summary:
      'Grand Melee is a form of Free-for-All, every player on their own, and is normally played only by games that start with ten or more players.',
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
      'A player who gets a marker may not start a turn while another marker sits within the three seats on their left; they wait until the player four seats to their left has taken that other marker.',
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
    summary: 'A random emperor goes first, and turns go round the table to each player’s left.',
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
    summary:
      'Emperor can be played with any number of equal teams, each with one emperor; with more than three players a team, each player’s range should be adjusted (809.6a).',
  },
  '809.6a': {
    title: 'Ranges for bigger Emperor teams',
    summary:
      'With bigger teams, each general gets the least range that reaches one enemy general at the start, and each emperor the least that reaches two enemy generals. The seating must keep every emperor out of every other emperor’s range as the game begins.',
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
    summary:
      'Two-Headed Giant players win and lose only as a team: when one head loses or wins, the whole team does, and an effect that stops one head winning or losing stops the team. The rule speaks of winning and losing only; the app also takes a team out together when one head draws.',
  },
  '810.8b': {
    title: 'A concession takes the team out',
    summary: 'If one player concedes, both players of that team leave and lose.',
  },
  '810.10': {
    title: 'Larger giants',
    summary:
      'The variant also works with two equal teams of more than two players; each team starts with 15 life for each of its players, so 45 for three heads.',
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
  '103.3': {
    title: 'Starting life',
    summary: 'Unless a format or effect says otherwise, every player begins the game with 20 life.',
  },
  '107.1': {
    title: 'Whole numbers only',
    summary:
      'The game counts in whole numbers: there are no fractions of life, damage or counters.',
  },
  '107.1b': {
    title: 'Nothing negative',
    summary:
      'You never deal negative damage or gain negative life; amounts of damage start at zero.',
  },
  '119': {
    title: 'Life',
    summary:
      "Every player keeps a life total: it begins at the game's starting life and moves up and down as they gain and lose life.",
  },
  '119.3': {
    title: 'Gaining and losing life',
    summary:
      "Damage to a player, life loss and life gain all change that player's life total by the amount, up or down.",
  },
  '119.5': {
    title: 'Setting a life total',
    summary:
      'An effect that sets your life to a number works as a gain or a loss of the difference between your total and that number.',
  },
  '122.1': {
    title: 'Counters',
    summary:
      'A counter is a marker put on an object or a player that changes it or matters to a rule or effect, such as a +1/+1, poison or energy counter. Counters are not objects or tokens, and those with the same name are interchangeable, so what a player has is simply how many they hold (never fewer than none).',
  },
  '704.5a': {
    title: 'Out of life',
    summary:
      'A player whose life total is 0 or lower loses the next time the game checks state-based actions.',
  },
  '704.5c': {
    title: 'Poisoned',
    summary: 'A player with ten or more poison counters loses the game.',
  },
  '810.4': {
    title: 'Two-Headed Giant life',
    summary:
      'Each Two-Headed Giant team starts with one life total of 30 that both heads share; larger teams get 15 per player.',
  },
  '810.8c': {
    title: 'A team runs out of life',
    summary:
      'In Two-Headed Giant the team, not the player, is out of life: when the shared total is 0 or lower, the whole team loses.',
  },
  '810.8d': {
    title: 'Team poison',
    summary:
      'A Two-Headed Giant team counts its poison counters together and loses at fifteen; one head reaching ten is not enough.',
  },
  '810.9': {
    title: 'Shared life arithmetic',
    summary:
      'Each head is still hit, drained or healed on their own, but every change is added to or taken from the single team total.',
  },
  '810.9c': {
    title: "Setting a head's life",
    summary:
      "When an effect sets one head's life to a number, that head counts as having the team's total, so the team total simply becomes that number.",
  },
  '810.9d': {
    title: 'Setting every head at once',
    summary:
      'When an effect would set the life of each player on a team, the team picks one head and only that head is changed, so the team total ends at that number.',
  },
  '702.40a': {
    title: 'The storm count',
    summary:
      'Storm copies a spell once for each other spell cast before it this turn, by any player; the count starts over each turn.',
  },
  '702.131c': {
    title: "The city's blessing",
    summary:
      "A player who gets the city's blessing keeps it for the rest of the game; nothing takes it away.",
  },
  '705.1': {
    title: 'Flipping a coin',
    summary: 'A flipped coin lands heads or tails, each as likely as the other.',
  },
  '706.1': {
    title: 'Rolling a die',
    summary:
      'A die with N sides shows a number from 1 to N, each as likely; the common ones have 4, 6, 8, 10, 12 or 20 sides.',
  },
  '724': {
    title: 'The monarch',
    summary:
      'The monarch is a designation one player holds at a time; a new monarch takes it from the old one.',
  },
  '724.2': {
    title: 'Taking the crown in combat',
    summary:
      'When a creature deals combat damage to the monarch, the player who controls that creature becomes the monarch; a commander dealing combat damage counts.',
  },
  '724.4': {
    title: 'When the monarch leaves',
    summary:
      'If the monarch leaves the game, the active player becomes the monarch; if the monarch leaves during their own turn, the next player in turn order does.',
  },
  '725': {
    title: 'The initiative',
    summary:
      'The initiative is a designation one player has at a time; taking it sends that player into the Undercity.',
  },
  '725.4': {
    title: 'When the initiative holder leaves',
    summary:
      'If the player with the initiative leaves the game, the active player takes it; if they leave during their own turn, the next player in turn order does.',
  },
  '726': {
    title: 'Day and night',
    summary:
      'Day and night are one designation for the whole game: once it has become day or night, it is always one of the two.',
  },
  '726.1': {
    title: 'Day or night',
    summary: 'It is either day or night, or, before anything made it one of them, neither.',
  },
  '902.3': {
    title: 'A vanguard card each',
    summary:
      'In Vanguard every player has one vanguard card face up in the command zone for the whole game.',
  },
  '902.4': {
    title: 'Vanguard life',
    summary: "Your starting life is 20 changed by your vanguard card's life modifier, up or down.",
  },
  '902.5b': {
    title: 'Vanguard hand size',
    summary: "Your maximum hand size is seven changed by your vanguard card's hand modifier.",
  },
  '901.1': {
    title: 'Planechase',
    summary:
      'A casual variant that adds a planar deck of plane and phenomenon cards and a planar die to an otherwise normal game.',
  },
  '901.3': {
    title: 'Planar decks',
    summary:
      'Each player brings a planar deck of at least ten cards, each with its own name and no more than two phenomena; the table shares one planar die.',
  },
  '901.3a': {
    title: 'The planar die',
    summary:
      'Six sides: one shows the Planeswalker symbol, one shows the chaos symbol, and the four others are blank.',
  },
  '901.6': {
    title: 'The planar controller',
    summary:
      'Face-up planes are controlled by the planar controller, normally the player whose turn it is. If that player is about to leave, the next player in turn order who stays takes over and keeps it until they leave or someone else becomes active.',
  },
  '901.7': {
    title: 'Planes work from the command zone',
    summary:
      'A face-up plane or phenomenon works where it sits: its static abilities apply, its triggers trigger and its activated abilities can be used.',
  },
  '901.9': {
    title: 'Rolling the planar die',
    summary:
      'In a main phase of their own turn, with an empty stack, the active player may roll the planar die. The first roll each turn is free; each further one costs one more generic mana than the last.',
  },
  '901.11': {
    title: 'Planeswalking',
    summary:
      'A player planeswalks when they turn the top card of their planar deck face up during the game: by rolling the Planeswalker symbol, when a face-up card leaves with its owner, after a phenomenon, or because an ability says so.',
  },
  '901.12a': {
    title: 'Two-Headed Giant: a deck each',
    summary: 'In Two-Headed Giant Planechase every player, not every team, has a planar deck.',
  },
  '901.12b': {
    title: 'Two-Headed Giant: the planar controller',
    summary:
      'The primary player of the team whose turn it is controls the plane. If that team is about to leave, control first goes to the primary player of whichever team is next in turn order and stays; they keep it until another team becomes active.',
  },
  '901.12d': {
    title: 'Two-Headed Giant: both heads roll',
    summary:
      'Both players of the active team are active players, so each may roll the planar die; each pays according to their own rolls this turn.',
  },
  '901.13': {
    title: 'Planes ignore limited range',
    summary:
      'Except in Grand Melee, plane and phenomenon abilities are not limited by range of influence: they affect every player and object they apply to.',
  },
  '901.14a': {
    title: 'Grand Melee: several planes',
    summary:
      'Each player who begins with a turn marker sets out a starting plane and is a planar controller, so several planes are face up at once.',
  },
  '901.14b': {
    title: 'Grand Melee: a plane goes with a marker',
    summary:
      "When a player leaving removes a turn marker, that player stops being a planar controller with nobody taking over; their face-up planes go to the bottom of their owners' planar decks, and nobody planeswalks.",
  },
  '901.15': {
    title: 'Single planar deck option',
    summary: 'The table may play Planechase with one communal planar deck instead of a deck each.',
  },
  '901.15a': {
    title: 'How big the single deck is',
    summary:
      'The communal planar deck holds at least ten cards per player or forty, whichever is fewer, at most two phenomena per player, and every card has its own name.',
  },
  '903.1': {
    title: 'Commander',
    summary:
      'A casual format where each deck is led by a legendary commander; it adds rules of its own to the usual game.',
  },
  '903.3': {
    title: 'The commander designation',
    summary:
      'Every deck names one legendary creature card as its commander. The label belongs to the card itself rather than to what it is at the moment, so it follows the card from zone to zone.',
  },
  '903.7': {
    title: 'Commander life',
    summary: 'In Commander each player begins with 40 life.',
  },
  '903.8': {
    title: 'Commander tax',
    summary:
      'Casting a commander from the command zone costs {2} more for each time it was cast from there before.',
  },
  '903.10a': {
    title: 'Commander damage',
    summary:
      'Take 21 or more combat damage over the game from one and the same commander and you lose. Damage from different commanders is not added together.',
  },
  '903.12f': {
    title: 'Brawl life',
    summary: 'Brawl starts players at 30 life in a multiplayer game (25 when only two play).',
  },
  '903.12h': {
    title: 'No commander damage loss in Brawl',
    summary: 'Brawl leaves out the 21-damage rule: commander damage is just damage there.',
  },
  '903.13b': {
    title: 'Commander Draft: rounds',
    summary:
      'A Commander draft usually runs three rounds. Each round every player opens a pack, keeps two cards face down and passes the rest on; packs keep moving until all their cards are taken.',
  },
  '903.13c': {
    title: 'Commander Draft: passing direction',
    summary:
      "Packs travel to each player's left in the first and third rounds and to the right in the second.",
  },
  // The rest of 800–811 and the recent text's 810.8–903, so the panel covers every numbered rule.
  '800.3': {
    title: 'Tournament rules',
    summary:
      'Organised multiplayer events may add rules of their own, deck building among them; the tournament documents cover those, not this section.',
  },
  '800.4b': {
    title: 'No new control for a departed player',
    summary:
      'Nothing can pass into the control of someone who has left: such a change simply fails, a token meant for them is never made, and they cannot take control of another player.',
  },
  '800.4c': {
    title: 'Nothing new for a departed player',
    summary:
      'Nothing is created, in any zone, that a departed player would own, and a triggered ability that a departed player would control is never put on the stack.',
  },
  '800.4d': {
    title: 'No combat damage to a departed player',
    summary: 'Combat damage that would go to a player who has already left is just not assigned.',
  },
  '800.4e': {
    title: 'Choices a departed player would make',
    summary:
      'If a card asks a departed player to choose, its controller picks someone else still in to choose instead (another opponent, when an opponent was meant to choose).',
  },
  '800.4f': {
    title: 'Facts about a departed player',
    summary:
      'Effects that need to know something about a player use the current facts while that player is in, and the last facts from before they left once they are gone.',
  },
  '800.4h': {
    title: 'Ante stays behind',
    summary:
      'Cards a departed player owns in the ante zone stay in the game when everything else of theirs goes.',
  },
  '800.5': {
    title: 'Free first mulligan',
    summary:
      'In a multiplayer game your first mulligan gives you a fresh seven cards; each later one is a card smaller as usual.',
  },
  '800.6': {
    title: 'Drawing on the first turn',
    summary:
      'Outside Two-Headed Giant, whoever starts still draws in their first turn; in Two-Headed Giant the starting team skips that first draw.',
  },
  '801.2d': {
    title: 'Objects within range',
    summary:
      'Any object (a card, a spell, a permanent) is within your range when you control it or when its controller sits within your range.',
  },
  '801.5': {
    title: 'Choices under limited range',
    summary:
      'Cards that make players choose things behave differently once range of influence is limited; the rules below say how.',
  },
  '801.5b': {
    title: 'Choosing among options',
    summary:
      'A choice between modes or options (rather than between objects or players) is open to you even when an option mentions something outside your range.',
  },
  '801.6': {
    title: 'Activating out of range',
    summary:
      'You cannot use an activated ability of something that sits outside your range of influence.',
  },
  '801.7': {
    title: 'Triggers need the whole event in range',
    summary:
      "A triggered ability fires only if everything its trigger describes takes place inside its controller's range.",
  },
  '801.7a': {
    title: 'Triggers on moving into or out of range',
    summary:
      "When the trigger is about something entering or leaving a player's range, look at the game just before or just after that move, whichever fits.",
  },
  '801.8': {
    title: 'Auras and range',
    summary:
      "An Aura may only enchant what is within its controller's range; one attached to something out of range goes to the graveyard as a state-based action.",
  },
  '801.9': {
    title: 'Equipment, Fortifications and range',
    summary:
      "Equipment and Fortifications can only attach to permanents within their controller's range; attached to one out of range they fall off but stay on the battlefield.",
  },
  '801.13': {
    title: 'World permanents and range',
    summary:
      "Each world permanent is checked on its own: the world rule applies to it only if another world permanent is within its own controller's range. With uneven ranges it can apply to one of two world permanents and not to the other.",
  },
  '801.14': {
    title: 'Planeswalker uniqueness and range',
    summary:
      'The planeswalker uniqueness rule applies to a planeswalker only when another with the same type is within its controller’s range.',
  },
  '801.15': {
    title: 'Replacement and prevention under limited range',
    summary:
      'A replacing or preventing effect may end up telling you to do something that reaches out of range; those parts are simply skipped.',
  },
  '801.15a': {
    title: 'Replacements cannot reach out of range',
    summary:
      "Whatever part of a replaced event would touch an object or player outside the controller's range does nothing.",
  },
  '801.15b': {
    title: 'Prevention cannot reach out of range',
    summary:
      "A prevention effect that names a damage source works only on sources within its controller's range, and one that names who is dealt the damage protects only players and creatures within that range. One that names neither prevents damage only when the source and whoever is dealt the damage are both within that range.",
  },
  '801.18': {
    title: 'Endless loops',
    summary:
      'A mandatory loop that cannot be stopped ends in a draw for every player with an object in it and for every player within their ranges; those players leave and the rest play on.',
  },
  '802.2': {
    title: 'Every opponent defends',
    summary:
      "With this option the attacker does not pick one defending player: all of the attacking player's opponents defend in that combat.",
  },
  '802.2a': {
    title: '"The defending player"',
    summary:
      'A card that speaks of "the defending player" means one of them, normally the one the attacking creature in question is attacking.',
  },
  '802.3': {
    title: 'Choosing whom each creature attacks',
    summary:
      'Each attacking creature is declared against one opponent, or against a planeswalker one of them controls.',
  },
  '802.3a': {
    title: 'Attack restrictions per player',
    summary:
      'Limits and requirements about attacking a particular player apply only to creatures attacking that player; the others are checked across the whole attack.',
  },
  '802.3b': {
    title: 'Bands stay together',
    summary: 'The creatures of one band must all attack the same player.',
  },
  '802.4': {
    title: 'Several defenders block in turn',
    summary:
      'When more than one player is attacked, the defenders declare their blocks one after another in turn order, starting after the active player.',
  },
  '802.4a': {
    title: 'Blocking only your own attackers',
    summary:
      'A defender blocks with their own creatures, and only creatures attacking them or their planeswalkers.',
  },
  '802.4b': {
    title: 'Checking blocks player by player',
    summary:
      "Whether one defender's blocks are legal is judged without looking at attacks on other players or at other defenders' blockers.",
  },
  '802.5': {
    title: 'Damage order with several defenders',
    summary:
      'Each defender, in turn order, orders the attackers for their own creatures that block more than one attacker.',
  },
  '802.6': {
    title: 'Combat damage with several defenders',
    summary:
      'Damage is assigned in turn order starting with the active player; otherwise the step runs as in a two-player game.',
  },
  '803.1': {
    title: 'Attack left and attack right',
    summary:
      'Some multiplayer games limit attacks to the neighbour on one side with these options.',
  },
  '805.2': {
    title: 'The primary player',
    summary:
      "Each team's rightmost member, as the team sees it, is its primary player and settles any choice the team cannot agree on.",
  },
  '805.3a': {
    title: 'Mulligans with shared turns',
    summary:
      'Mulligan decisions go team by team: the starting team first, its players in any order, then each other team in turn order, teammates free to talk it over.',
  },
  '805.3b': {
    title: 'Opening-hand cards with shared turns',
    summary:
      'Cards that can start on the battlefield from an opening hand are handled team by team in the same way as mulligans.',
  },
  '805.4a': {
    title: 'Active team',
    summary: 'The team taking the turn is the active team; every other team is nonactive.',
  },
  '805.4b': {
    title: 'Everyone on the team draws',
    summary: 'In its draw step, every player of the active team draws a card.',
  },
  '805.4c': {
    title: 'A land each',
    summary: "Each member of the active team may play a land during the team's turn.",
  },
  '805.5': {
    title: 'Teams hold priority',
    summary:
      'With shared turns, priority passes from team to team rather than from player to player.',
  },
  '805.5a': {
    title: 'Acting with priority',
    summary:
      'Any member of the team that has priority may cast spells, activate abilities or take special actions.',
  },
  '805.5b': {
    title: 'Passing as a team',
    summary:
      'A team passes when none of its players wants to act; when every team passes in a row, the stack resolves or the step ends, as with single players.',
  },
  '805.6': {
    title: 'Who chooses first with shared turns',
    summary:
      'When teams would choose at the same time, the active team chooses first, then each other team in turn order; when players would, the active team’s players go first in any order they like, then each other team’s players, team by team in turn order. Once every choice is made, the actions happen together.',
  },
  '805.6a': {
    title: 'Drawing together',
    summary:
      "When an effect makes several players draw, the active team's players draw first, in the order they like, then each other team in turn order.",
  },
  '805.7': {
    title: 'Triggers with shared turns',
    summary:
      "The active team stacks all of its members' triggers first, in any order it likes; the other teams follow, one by one in turn order.",
  },
  '805.8': {
    title: 'Extra turns and skips belong to the team',
    summary:
      'An extra turn, phase or step given to one player is taken by their whole team, and a skip does the same; one effect hitting two teammates counts once.',
  },
  '805.9': {
    title: '"The active player" in shared turns',
    summary:
      'A card that names "the active player" means one member of the active team, chosen by the card\'s controller as the effect happens.',
  },
  '806.2': {
    title: 'Free-for-All options',
    summary:
      'Options are fixed before the game begins, from these defaults: range usually left unlimited (806.2a), exactly one attack option (806.2b), no deploying (806.2c).',
  },
  '806.3': {
    title: 'Random seats',
    summary: 'In Free-for-All the players take their seats at random.',
  },
  '807.2': {
    title: 'Grand Melee options',
    summary:
      'Options are agreed before play; by default Grand Melee uses a range of influence of 1 and the attack left option.',
  },
  '807.2a': {
    title: 'Range 1 in Grand Melee',
    summary: 'Each player in Grand Melee reaches only the seats right beside them.',
  },
  '807.2b': {
    title: 'Attacking left in Grand Melee',
    summary: 'In Grand Melee you may only attack the opponent to your left.',
  },
  '807.3': {
    title: 'Random seats in Grand Melee',
    summary: 'Grand Melee players are seated at random.',
  },
  '807.4b': {
    title: 'Handing out turn markers',
    summary:
      'Marker 1 goes to the starting player, marker 2 to the player four seats to their left, and so on; everyone holding one starts a turn at the same moment.',
  },
  '807.4f': {
    title: 'Counting markers for departures',
    summary:
      'When working out whether a departure cuts the number of markers, markers already marked for removal do not count.',
  },
  '807.4j': {
    title: 'Extra turns without a marker',
    summary:
      'If you are owed an extra turn after this one but will hold no marker then, you take it just before your next normal turn instead.',
  },
  '807.5': {
    title: 'One stack per marker',
    summary: 'Grand Melee has a separate stack for each turn marker instead of one shared stack.',
  },
  '807.5a': {
    title: "Priority on a marker's stack",
    summary:
      'You get priority for a turn marker’s stack only when that marker is within your range, or when a player within your range controls something on that stack.',
  },
  '807.5b': {
    title: 'Choosing a stack',
    summary:
      'A player with priority on several stacks says which one each new spell or ability goes on; a trigger caused by something on a stack goes on that same stack.',
  },
  '808.3': {
    title: 'Team vs. Team options',
    summary:
      'Options are set before play; by default Team vs. Team lets a player attack several opponents at once.',
  },
  '808.3a': {
    title: 'Attacking several players',
    summary: 'In Team vs. Team the attack multiple players option is in force.',
  },
  '808.5': {
    title: 'Team vs. Team: nothing shared',
    summary:
      "Teammates keep separate hands, mana and life; they may talk and look at each other's hands but not play each other's cards.",
  },
  '809.3': {
    title: 'Emperor options',
    summary: 'An Emperor game comes with a fixed set of default options, listed below.',
  },
  '809.3a': {
    title: 'Emperor ranges',
    summary: 'Emperors reach two seats each way and generals one.',
  },
  '809.3b': {
    title: 'Deploying creatures',
    summary:
      'Emperor games use the deploy creatures option (804), so every player, emperor or general, may hand a creature to a teammate.',
  },
  '809.5': {
    title: 'Winning and losing in Emperor',
    summary: 'The usual ways to win and lose still apply, with the team rules that follow.',
  },
  '809.5a': {
    title: 'The emperor wins for the team',
    summary: 'When an emperor wins, that whole team wins.',
  },
  '809.7': {
    title: 'Emperor: nothing shared',
    summary:
      "Teammates in Emperor keep separate hands and mana; they may discuss plays but not use each other's cards.",
  },
  '810.5': {
    title: 'Only life is shared',
    summary:
      'Two-Headed Giant teammates share their life total, and nothing else by this rule (810.8d later adds one poison count): hands, mana and permanents stay separate, though they may look at each other’s hands and talk.',
  },
  '810.6': {
    title: 'No first draw for the starting team',
    summary: 'The team that starts a Two-Headed Giant game skips the draw in its first turn.',
  },
  '810.7': {
    title: 'Combat in Two-Headed Giant',
    summary:
      'A team attacks the other team as one, with combat rules of its own described in the rules that follow.',
  },
  '810.7b': {
    title: '"Defending player" in 2HG',
    summary:
      'A one-shot effect or a characteristic-defining ability that speaks of "the defending player" (or "the attacking player") means just one of the two, picked by its controller. Anywhere else it means both: a check such as "controls an Island" or "more creatures than" is true if it is true of either, and "controls no black permanent" is true only if it is true of both.',
  },
  '810.7c': {
    title: 'Declaring attackers as a team',
    summary:
      'The active team makes one combined attack that must be legal as a whole; a defender\'s "can\'t attack me" stops the creature attacking the team at all.',
  },
  '810.7d': {
    title: 'Declaring blockers as a team',
    summary:
      'Both defenders block together in one combined declaration, and their creatures may block any attacker.',
  },
  '810.7e': {
    title: 'Damage order as a team',
    summary:
      'The active team orders the blockers for each multiply blocked attacker, then the defending team orders attackers for each creature blocking several.',
  },
  '810.7f': {
    title: 'Assigning combat damage as a team',
    summary:
      "Each attacker hitting the defending team deals its damage to one defender the active team picks; then the defenders assign their blockers' damage.",
  },
  '810.8': {
    title: 'Winning and losing in 2HG',
    summary: 'The usual win and loss rules hold, with the team adjustments listed under it.',
  },
  '810.9a': {
    title: "A player's life is the team's",
    summary:
      "Whenever something asks for one player's life total, it reads the team's shared total.",
  },
  '810.9b': {
    title: 'Paying life together',
    summary:
      'If both teammates pay life at the same time, together they cannot pay more than the team has; paying 0 is always allowed.',
  },
  '810.9e': {
    title: 'No swapping with a teammate',
    summary:
      'Teammates cannot trade life totals; an effect that would make them do so does nothing.',
  },
  '810.9f': {
    title: 'Redistributing life',
    summary:
      'An effect that redistributes life totals may touch at most one player from each team.',
  },
  '810.9g': {
    title: "Can't gain life applies to the team",
    summary: 'If one teammate is stopped from gaining life, neither of them can gain life.',
  },
  '810.9h': {
    title: "Can't lose life applies to the team",
    summary:
      'If one teammate is stopped from losing life, neither can lose life or pay more than 0 life.',
  },
  '811.2': {
    title: 'Alternating Teams options',
    summary:
      'Options are set before play; Alternating Teams has its own defaults, listed under it.',
  },
  '811.2a': {
    title: 'Suggested range',
    summary: 'A range of influence of 2 is recommended for Alternating Teams.',
  },
  '811.5': {
    title: 'Alternating Teams: nothing shared',
    summary:
      "Each player keeps their own cards and mana; teammates may talk at any time but only peek at a hand when seated next to each other, and never play each other's cards.",
  },
  '900.1': {
    title: 'Casual variants',
    summary:
      'This section adds optional rules for a few casual ways to play; it is not a full list of such games.',
  },
  '900.2': {
    title: 'Extra pieces for casual variants',
    summary:
      'These variants bring their own zones, cards and tools, such as planar decks, dice and vanguard cards.',
  },
  '901.2': {
    title: 'Planechase table',
    summary:
      'Planechase works for two players or more; with more, the default is Free-for-All where you may attack several players and range of influence is not limited.',
  },
  '901.4': {
    title: 'Planes live in the command zone',
    summary:
      'Plane and phenomenon cards stay in the command zone all game, in the planar deck and face up alike.',
  },
  '901.5': {
    title: 'The first plane',
    summary:
      'Once opening hands are settled, the starting player turns over planar cards until a plane shows; phenomena flipped on the way go to the bottom.',
  },
  '901.7a': {
    title: 'Turned face down, a new object',
    summary:
      'A plane or phenomenon that is turned face down is treated as a brand-new object afterwards.',
  },
  '901.8': {
    title: 'The planeswalking ability',
    summary:
      'Rolling the planeswalker face triggers a built-in ability that makes the roller planeswalk; it has no source and the roller controls it.',
  },
  '901.9a': {
    title: 'Blank face',
    summary: 'A blank roll does nothing, and the active player gets priority again.',
  },
  '901.9b': {
    title: 'Chaos face',
    summary:
      "A chaos roll sets off the face-up plane's chaos ability; then the active player gets priority.",
  },
  '901.9c': {
    title: 'Planeswalker face',
    summary:
      'A planeswalker roll puts the planeswalking ability on the stack; then the active player gets priority.',
  },
  '901.9d': {
    title: 'The planar die and other dice',
    summary:
      'Rolling the planar die counts as rolling a die for triggers, but effects that care about a number rolled ignore it.',
  },
  '901.10': {
    title: "When a plane's owner leaves",
    summary:
      "A departing player's cards leave with them; if a face-up plane or phenomenon goes, the planar controller at once turns up the next planar card.",
  },
  '901.10a': {
    title: 'Planeswalking ability without a plane',
    summary:
      'If the plane leaves while a planeswalking ability waits on the stack, that ability simply disappears.',
  },
  '901.10b': {
    title: 'Phenomenon abilities stay',
    summary:
      "Abilities of a departed player's phenomenon stay on the stack, now controlled by the new planar controller.",
  },
  '901.11a': {
    title: 'Ways to planeswalk',
    summary:
      "You planeswalk from a planeswalker roll, when a face-up plane's owner leaves, when a phenomenon's ability finishes, or when a card tells you to.",
  },
  '901.11b': {
    title: 'Walking to and from',
    summary:
      'The card turned face up is where you planeswalk to; the one turned down or removed is where you came from.',
  },
  '901.11c': {
    title: 'Leaving several planes',
    summary: 'With more than one plane face up, planeswalking leaves all of them.',
  },
  '901.12': {
    title: 'Two-Headed Giant Planechase',
    summary:
      'Two-Headed Giant Planechase combines both sets of rules, with the adjustments listed under it.',
  },
  '901.12c': {
    title: '"You" means the team',
    summary:
      'A face-up plane\'s "you" covers both members of the planar controller\'s team, though only one of them controls it.',
  },
  '901.14': {
    title: 'Several planes in Grand Melee',
    summary: 'Grand Melee Planechase can have several planes or phenomena face up at once.',
  },
  '901.15b': {
    title: 'One planar deck: its owner',
    summary:
      'With a single shared planar deck, whoever is planar controller counts as the owner of all its cards.',
  },
  '901.15c': {
    title: 'One planar deck for everyone',
    summary: "Anything that refers to a player's planar deck uses the shared deck instead.",
  },
  '902.1': {
    title: 'Vanguard',
    summary:
      'Each player plays as a character from a face-up vanguard card whose abilities and numbers shape their game; otherwise normal rules apply.',
  },
  '902.2': {
    title: 'Vanguard table',
    summary: 'Vanguard can be played by two players or by more.',
  },
  '902.5': {
    title: 'Vanguard starting hand',
    summary: "Everyone starts with seven cards, adjusted by their vanguard's hand modifier.",
  },
  '902.6': {
    title: 'Who owns a vanguard',
    summary:
      'A vanguard belongs to, and is controlled by, the player who began the game with it in the command zone.',
  },
  '902.7': {
    title: 'Vanguard abilities',
    summary:
      'A face-up vanguard works from the command zone: its static abilities apply, it can trigger and its abilities can be activated.',
  },
  '903.2': {
    title: 'Commander table',
    summary:
      'Commander works for two or more players; with more, the default is Free-for-All with attacks on several players and no range limit.',
  },
  '903.3a': {
    title: 'Cards that can be your commander',
    summary:
      'Some cards say they may be a commander; that only changes deck building and works before the game.',
  },
  '903.3b': {
    title: 'A melded commander',
    summary:
      'When your commander is a meld card melded with the other half of its meld pair, the melded permanent that results is your commander.',
  },
  '903.3c': {
    title: 'A merged commander',
    summary:
      'If your commander is part of a merged permanent, the whole merged permanent is your commander.',
  },
  '903.3d': {
    title: 'Controlling, casting, finding a commander',
    summary:
      'Controlling a commander means a commander permanent, casting one means a commander spell, and a commander in a zone means a commander card there.',
  },
  '903.3e': {
    title: 'Looking at your commander',
    summary:
      "An effect that reads your commander's characteristics finds it in any zone, with its current characteristics.",
  },
  '903.4a': {
    title: 'Colour identity is fixed early',
    summary: "Each card's colour identity is settled before the game starts.",
  },
  '903.4b': {
    title: 'Chosen colours',
    summary:
      'A commander that has you pick its colour before the game keeps that choice for deck building and the whole game, and you reveal it as the game starts.',
  },
  '903.4c': {
    title: 'Reminder text',
    summary: 'Reminder text does not count when working out colour identity.',
  },
  '903.4d': {
    title: 'Back faces count',
    summary:
      "For a double-faced card, the back face's colours and symbols count toward colour identity too.",
  },
  '903.4e': {
    title: 'Alternative characteristics count',
    summary:
      'Extra characteristics a card can have, such as an adventure half, count toward its colour identity.',
  },
  '903.10': {
    title: 'Winning and losing in Commander',
    summary: 'The normal ways to win and lose apply, plus commander damage.',
  },
  '903.11': {
    title: 'Cards from outside the game',
    summary:
      "A card fetched from outside a Commander game must fit your commander's colours and may not share a name with a card in your deck or one you own in the game.",
  },
  '903.12': {
    title: 'Brawl',
    summary: 'Brawl is a Commander option with its own deck and game changes.',
  },
  '903.12a': {
    title: 'Brawl is Commander with changes',
    summary: 'Brawl games use the Commander rules, changed as listed under 903.12.',
  },
  '903.12b': {
    title: 'Brawl card pool',
    summary: 'Brawl decks are normally built from cards legal in Standard.',
  },
  '903.12c': {
    title: 'Brawl commanders',
    summary: 'A Brawl commander is a legendary creature or a legendary planeswalker.',
  },
  '903.12d': {
    title: 'Brawl deck size',
    summary: 'A Brawl deck is exactly 60 cards, the commander included.',
  },
  '903.12e': {
    title: 'Brawl commanders with no colours',
    summary:
      'If your commander’s colour identity has no colours at all (a colourless card can still have some, from mana symbols in its text), your deck may hold as many basic lands as you like, all of one basic land type you pick. That is an exception to the usual colour identity limit.',
  },
  '903.12g': {
    title: 'Free first mulligan in Brawl',
    summary: 'Your first Brawl mulligan costs nothing; from the second on they count as usual.',
  },
  '903.13': {
    title: 'Commander Draft',
    summary: 'Commander Draft is a Commander option where decks come from a draft.',
  },
  '903.13a': {
    title: 'Draft, then play',
    summary:
      'Players draft cards from booster packs and then play a multiplayer Commander game with what they took.',
  },
  '903.13d': {
    title: 'Secrecy while drafting',
    summary:
      'While drafting you see only the pack in your hands and your own picks, and you do not show your picks to others unless a card says so.',
  },
  '903.13e': {
    title: 'The card pool',
    summary:
      'What you drafted becomes your card pool; some draft sets also let you add a couple of special commanders.',
  },
  '903.13f': {
    title: 'Commander Draft decks',
    summary:
      'Decks follow Commander building with exceptions: at least 60 cards, no upper limit, and any number of copies from your pool.',
  },
  '903.13g': {
    title: 'Commander Draft games',
    summary: 'The game itself is played by the ordinary Commander rules.',
  },
  '902.5a': {
    title: 'Vanguard mulligans',
    summary:
      'A Vanguard mulligan shuffles your hand away and draws back up to your starting hand size; in multiplayer your first one keeps the same size.',
  },
  '903.4': {
    title: 'Colour identity',
    summary:
      "Commander decks may only hold cards whose colour identity (the colours of their mana symbols, colour indicators and colour-defining abilities) fits the commander's.",
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
