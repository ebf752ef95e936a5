// Summaries, in our own words, of the 2005 multiplayer rules (600–609, as the 2008 rulings page
// and the 2005 text give them), for tables played under the 2005 edition and for comparing the
// editions. Plain data for the lazy rules panel, like summaries.ts, which merges these in.
export const RULE_SUMMARIES_2005: Readonly<Record<string, { title: string; summary: string }>> = {
  '601': {
    title: 'Limited range of influence (2005)',
    summary:
      'The 2005 number of the optional rule that limits what a player reaches to nearby seats (801 today).',
  },
  '601.1': {
    title: 'Range of influence (2005)',
    summary:
      'An option most multiplayer games may use; Emperor always does, and games of five or more often do.',
  },
  '601.2': {
    title: 'Who is within range (2005)',
    summary:
      'Your range is how many seats away you can affect; players that close, and what they control, are in it. It governs spells, attacks, choices and winning.',
  },
  '601.2a': {
    title: 'Usual ranges (2005)',
    summary: 'One or two seats are the common choices, and each player may have a different range.',
  },
  '601.2b': {
    title: 'Always in your own range (2005)',
    summary: 'However small a range is, its owner is inside it.',
  },
  '601.2c': {
    title: 'Range is fixed as a turn begins (2005)',
    summary: 'Who is in whose range is worked out again at the start of every turn.',
  },
  '601.2d': {
    title: 'Objects within range (2005)',
    summary:
      'A card, spell or permanent is in your range when you control it or its controller sits within your range.',
  },
  '601.3': {
    title: 'Attacking within range (2005)',
    summary:
      'Your creatures may attack only opponents inside your range; with no opponent in range they can’t attack at all.',
  },
  '601.4': {
    title: 'Targets within range (2005)',
    summary: 'Your spells and abilities can target only players and things inside your range.',
  },
  '601.5': {
    title: 'Choices under limited range (2005)',
    summary: 'Cards that make players choose work differently once range is limited, as below.',
  },
  '601.5a': {
    title: 'Choices within range (2005)',
    summary:
      'A player asked to choose a player or object must pick one inside their own range; a handed-over choice must lie in both ranges.',
  },
  '601.5b': {
    title: 'Choosing among options (2005)',
    summary:
      'A choice between modes, rather than between objects or players, is open even when a mode mentions something out of range.',
  },
  '601.5c': {
    title: 'Nobody in range can choose (2005)',
    summary:
      'When no suitable player within the controller’s range can make a choice, the nearest suitable one to the controller’s left makes it.',
  },
  '601.6': {
    title: 'Activating out of range (2005)',
    summary: 'You can’t use an activated ability of something outside your range.',
  },
  '601.7': {
    title: 'Triggers need the whole event in range (2005)',
    summary:
      'A triggered ability fires only if all of its trigger event happens inside its controller’s range.',
  },
  '601.7a': {
    title: 'Triggers on moving into or out of range (2005)',
    summary:
      'For an event that moves something into or out of a range, look at the game just before or just after it, whichever fits.',
  },
  '601.8': {
    title: 'Auras and range (2005)',
    summary:
      'An Aura can only be attached to what is in its controller’s range; on anything else it goes to the graveyard.',
  },
  '601.9': {
    title: 'Equipment and range (2005)',
    summary:
      'Equipment and Fortifications attach only within their controller’s range; attached elsewhere they come off but stay in play.',
  },
  '601.10': {
    title: 'Effects stop at the range edge (2005)',
    summary:
      'An effect does nothing to players and objects outside its controller’s range; the rest of it still happens.',
  },
  '601.11': {
    title: 'Information only from within range (2005)',
    summary:
      'A spell or ability that looks at the game sees only what lies inside its controller’s range.',
  },
  '601.12': {
    title: 'The legend rule within range (2005)',
    summary:
      'The legend rule only compares a legendary permanent with same-named ones inside its controller’s range.',
  },
  '601.13': {
    title: 'World permanents and range (2005)',
    summary:
      'The world rule applies to a world permanent only when another world permanent is within its controller’s range.',
  },
  '601.14': {
    title: 'Replacement and prevention under limited range (2005)',
    summary:
      'When a replacing or preventing effect asks for something out of range, that part is ignored.',
  },
  '601.14a': {
    title: 'Replacements cannot reach out of range (2005)',
    summary: 'A replaced event does nothing to objects or players outside the controller’s range.',
  },
  '601.14b': {
    title: 'Prevention cannot reach out of range (2005)',
    summary:
      'Prevention that names a source works only on sources within its controller’s range, and prevention that names who is dealt the damage protects only those within it. Prevention that names neither works only when the source and whoever is dealt the damage are both within that range.',
  },
  '601.15': {
    title: '"You win" with limited range (2005)',
    summary:
      'An effect saying a player wins makes that player’s opponents within their range lose instead (801.16 today).',
  },
  '602': {
    title: 'Attack multiple players (2005)',
    summary:
      'The number the 2008 rulings page gives the option letting a player attack several opponents (802 today). The 2005 text disagrees: 609.2b calls this option 603.',
  },
  '602.1': {
    title: 'Attack multiple players (2005)',
    summary: 'With this option a player may attack several players in one combat, or only one.',
  },
  '602.2': {
    title: 'Every opponent defends (2005)',
    summary: 'No single defending player is chosen: every opponent is a defending player.',
  },
  '602.2a': {
    title: '"The defending player" (2005)',
    summary:
      'A card naming the defending player means one of them, usually the one that creature attacks.',
  },
  '602.3': {
    title: 'Choosing whom each creature attacks (2005)',
    summary: 'Each attacking creature is declared against one of the defending players.',
  },
  '602.3a': {
    title: 'Attack restrictions per player (2005)',
    summary:
      'Limits about attacking a particular player apply only to creatures attacking that player; the rest are checked across the whole attack.',
  },
  '602.3b': {
    title: 'Bands stay together (2005)',
    summary: 'The creatures of one band must all attack the same player.',
  },
  '602.4': {
    title: 'Several defenders block in turn (2005)',
    summary:
      'When more than one player is attacked, the defenders declare blocks one after another in turn order, starting after the active player.',
  },
  '602.4a': {
    title: 'Blocking only your own attackers (2005)',
    summary: 'A defender blocks with their own creatures, and only creatures attacking them.',
  },
  '602.4b': {
    title: 'Checking blocks player by player (2005)',
    summary:
      'A defender’s blocks are judged ignoring attacks on other players and other defenders’ blockers.',
  },
  '602.5': {
    title: 'Combat damage with several defenders (2005)',
    summary:
      'Damage is assigned in turn order from the active player; otherwise as in a two-player game (802.6 today).',
  },
  '603': {
    title: 'Deploy creatures (2005)',
    summary:
      '607.3b cites 603 as the deploy creatures option (804 today), but 609.2b cites 603 as attack multiple players, which the 2008 rulings page numbers 602. The 2005 texts contradict each other here, and none of our sources holds 603 itself; the app follows 607.3b.',
  },
  '604': {
    title: 'Attack left and attack right (2005)',
    summary:
      'The 2005 number of the attack left and right options, as 608.2b and 609.2b cite it (803 today); its text is not among our sources.',
  },
  '606': {
    title: 'Two-Headed Giant (2005)',
    summary: 'The 2005 Two-Headed Giant: two teams of two sharing turns and a 40-life total.',
  },
  '606.1': {
    title: 'Two-Headed Giant teams (2005)',
    summary: 'Two teams of two players each.',
  },
  '606.2': {
    title: 'No other options (2005)',
    summary:
      'A 2005 Two-Headed Giant game adds no other multiplayer option: no limited range, no deploying.',
  },
  '606.3': {
    title: 'Primary and secondary heads (2005)',
    summary:
      'Each team sits together in an order it picks; its right-hand player is the primary player, the other the secondary.',
  },
  '606.4': {
    title: 'What makes the giant (2005)',
    summary: 'Two things set the variant apart: one life total per team, and turns taken by teams.',
  },
  '606.4a': {
    title: 'Two-Headed Giant life: 40 (2005)',
    summary: 'Each team shares one life total, which begins at 40 (30 in the later rules, 810.4).',
  },
  '606.4b': {
    title: 'Teams take the turns (2005)',
    summary: 'Each team, not each player, takes a turn.',
  },
  '606.5': {
    title: 'Only life is shared (2005)',
    summary:
      'Apart from life, teammates keep their own cards, mana and the like (so, as we read it, their own poison counters too); they may look at each other’s hands and talk but not play each other’s cards.',
  },
  '606.6': {
    title: 'Timing of team turns (2005)',
    summary: 'How mulligans, priority and draws work when teams take the turns.',
  },
  '606.6a': {
    title: 'Mulligans by team (2005)',
    summary:
      'The starting team mulligans first, its players deciding each time at once, then the other team.',
  },
  '606.6b': {
    title: 'Only the secondary draws first (2005)',
    summary:
      'In the starting team’s first draw step the secondary player draws and the primary player doesn’t; today the whole team skips it (810.6).',
  },
  '606.6c': {
    title: 'Teams hold priority (2005)',
    summary: 'Priority passes between teams, not players.',
  },
  '606.6d': {
    title: 'Active team first (2005)',
    summary:
      'When both teams choose at once, the team whose turn it is chooses first, then the other, and the actions happen together.',
  },
  '606.6e': {
    title: 'Acting with the team’s priority (2005)',
    summary:
      'A player acts only while their team has priority; if both want to act, the primary player decides. Both draw and may play a land each turn.',
  },
  '606.6f': {
    title: 'Passing as a team (2005)',
    summary:
      'When both teams pass in a row, the top of the stack resolves, or with an empty stack the step ends.',
  },
  '606.6g': {
    title: 'Extra and skipped turns (2005)',
    summary:
      'An extra or skipped turn, phase or step for a player is taken or skipped by their whole team.',
  },
  '606.6h': {
    title: 'Drawing in order (2005)',
    summary:
      'When several players draw, the active team’s primary player draws first, then its secondary, then the other team likewise.',
  },
  '606.7': {
    title: 'Combat in Two-Headed Giant (2005)',
    summary: 'The variant has combat rules of its own, below.',
  },
  '606.7a': {
    title: 'Team attacks (2005)',
    summary: 'A team’s creatures attack the other team as one group.',
  },
  '606.7b': {
    title: 'Declaring attackers as a team (2005)',
    summary:
      'The active team makes one combined attack that must be legal as a whole; a creature that can’t attack one defender can’t attack the team.',
  },
  '606.7c': {
    title: 'Declaring blockers as a team (2005)',
    summary:
      'The defending team makes one combined block, and its creatures may block any attacker.',
  },
  '606.7d': {
    title: 'Combat damage as a team (2005)',
    summary:
      'An unblocked attacker’s damage goes to one defending player the active team picks; then the defenders assign their blockers’ damage.',
  },
  '606.8': {
    title: 'Winning and losing in 2HG (2005)',
    summary: 'The usual win and loss rules hold, with the team rules below.',
  },
  '606.8a': {
    title: 'A team runs out of life (2005)',
    summary:
      'A team whose shared total is 0 or less loses, checked as a state-based effect before a team next gets priority.',
  },
  '606.8b': {
    title: 'Teams win and lose together (2005)',
    summary:
      'Players win and lose only as a team: when one head loses (for instance to ten poison counters of their own, 606.5) or wins, so does the whole team, and what stops one head losing or winning stops the team.',
  },
  '606.8c': {
    title: 'A concession takes the team out (2005)',
    summary: 'If a player concedes, their team loses.',
  },
  '606.9': {
    title: 'Shared life arithmetic (2005)',
    summary:
      'Each head takes damage and gains or loses life on their own, and the result lands on the team’s one total.',
  },
  '606.9a': {
    title: 'A head’s own life: half the team’s (2005)',
    summary:
      'When an effect asks for one player’s life, it reads half the team’s total, rounded up (today the whole total, 810.9a).',
  },
  '606.9b': {
    title: 'Setting every head at once (2005)',
    summary:
      'When an effect sets each head’s life to a number, the team’s total becomes the sum of those numbers (today the team picks one head, 810.9d).',
  },
  '606.9c': {
    title: 'Setting one head’s life (2005)',
    summary:
      'When an effect sets one head’s life, that head counts as holding half the team’s total, rounded up, and the team’s total moves by the difference.',
  },
  '606.10': {
    title: 'Larger giants: 20 a head (2005)',
    summary:
      'Equal teams of more than two may play; each team starts with 20 life for each of its players (15 today, 810.10).',
  },
  '607': {
    title: 'Emperor (2005)',
    summary: 'The 2005 Emperor: teams of three, an emperor between two generals (809 today).',
  },
  '607.1': {
    title: 'Emperor teams (2005)',
    summary: 'Teams of three players, two teams or more.',
  },
  '607.2': {
    title: 'Emperor seating (2005)',
    summary: 'Each team sits together with its emperor in the middle and its generals around.',
  },
  '607.3': {
    title: 'Emperor options (2005)',
    summary: 'An Emperor game starts from the default options below.',
  },
  '607.3a': {
    title: 'Emperor ranges (2005)',
    summary: 'Emperors reach two seats each way and generals one.',
  },
  '607.3b': {
    title: 'Deploying creatures (2005)',
    summary: 'Emperor games use the deploy creatures option.',
  },
  '607.3c': {
    title: 'Attacks in Emperor (2005)',
    summary: 'A player may attack only an opponent in the seat right beside them.',
  },
  '607.4': {
    title: 'Turn order (2005)',
    summary: 'A random emperor goes first, and turns pass to the left.',
  },
  '607.5': {
    title: 'Winning and losing in Emperor (2005)',
    summary:
      'The usual win and loss rules hold, with one addition; unlike 809.5 today, the 2005 text says nothing of a team winning or drawing with its emperor.',
  },
  '607.5a': {
    title: 'The emperor falls, the team falls (2005)',
    summary: 'When its emperor loses, the whole team loses.',
  },
  '607.6': {
    title: 'Bigger Emperor teams (2005)',
    summary:
      'Any number of equal teams may play; the 2005 text says to adjust the ranges for teams of more than two (809.6 today: more than three), with no recipe like 809.6a.',
  },
  '607.7': {
    title: 'Emperor: nothing shared (2005)',
    summary:
      'Teammates keep their own cards and mana; they may show hands and talk, but not play each other’s cards.',
  },
  '608': {
    title: 'Grand Melee (2005)',
    summary: 'The 2005 Grand Melee: a big free-for-all with several turns at once (807 today).',
  },
  '608.1': {
    title: 'Grand Melee (2005)',
    summary: 'A variation of Free-for-All, normally for games that begin with ten or more players.',
  },
  '608.2': {
    title: 'Grand Melee options (2005)',
    summary: 'Options are agreed before play; the defaults follow.',
  },
  '608.2a': {
    title: 'Range 1 in Grand Melee (2005)',
    summary: 'Every player has range 1.',
  },
  '608.2b': {
    title: 'Attacking left in Grand Melee (2005)',
    summary: 'The attack left option is used.',
  },
  '608.2c': {
    title: 'Options in Grand Melee (2005)',
    summary: 'Neither attack multiple players nor deploy creatures is used.',
  },
  '608.3': {
    title: 'Random seats in Grand Melee (2005)',
    summary: 'Players sit in a random order.',
  },
  '608.4': {
    title: 'Turn markers (2005)',
    summary:
      'Several players take turns at once; each moving turn marker stands for one of those turns.',
  },
  '608.4a': {
    title: 'How many markers (2005)',
    summary: 'One turn marker for every complete four players.',
  },
  '608.4b': {
    title: 'Handing out turn markers (2005)',
    summary:
      'The starting player takes marker 1, the player four seats to their left marker 2, and so on; all marker holders begin together.',
  },
  '608.4c': {
    title: 'Passing and waiting markers (2005)',
    summary:
      'A player whose turn ends passes the marker to their left, but nobody may receive a marker while a player within the three seats to their left holds one; it waits until the player four seats to the receiver’s left takes that other marker. The text doesn’t say where it waits: the app leaves it with the player who passed it.',
  },
  '608.4d': {
    title: 'Fewer players, fewer markers (2005)',
    summary:
      'When a departure means fewer markers, the one nearest on the departed seat’s right is removed, between turns only; with a choice, the lower number goes.',
  },
  '608.4e': {
    title: 'Extra turns in Grand Melee (2005)',
    summary:
      'An extra turn owed to a player whose turn it isn’t is taken just before their next turn.',
  },
  '608.5': {
    title: 'Winning and losing in Grand Melee (2005)',
    summary: 'The usual win and loss rules apply.',
  },
  '609': {
    title: 'Teams (2005)',
    summary:
      'The 2005 team variant: equal teams spread round the table, attacking only their neighbours (Alternating Teams, 811, today).',
  },
  '609.1': {
    title: 'Teams (2005)',
    summary: 'Two or more teams of the same size.',
  },
  '609.2': {
    title: 'Teams options (2005)',
    summary: 'Options are agreed before play; the defaults follow.',
  },
  '609.2a': {
    title: 'Suggested range (2005)',
    summary: 'A range of influence of 2 is recommended.',
  },
  '609.2b': {
    title: 'One attack option (2005)',
    summary: 'Exactly one of attack left, attack right or attack multiple players is used.',
  },
  '609.2c': {
    title: 'Deploying in Teams (2005)',
    summary: 'Deploy creatures is not normally used.',
  },
  '609.3': {
    title: 'Spread-out seating (2005)',
    summary: 'Players sit so that no one is beside a teammate and each team is evenly spaced.',
  },
  '609.4': {
    title: 'Attacking only neighbours (2005)',
    summary: 'You may attack only an opponent sitting right next to you.',
  },
  '609.5': {
    title: 'Winning and losing in Teams (2005)',
    summary: 'The usual win and loss rules apply.',
  },
  '609.6': {
    title: 'Teams: nothing shared (2005)',
    summary:
      'Teammates keep their own cards and mana, talk freely, but see a teammate’s hand only when seated beside them.',
  },
};
