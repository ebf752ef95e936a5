// The "What changed" view's notes, in English, our own words (changes.ts says where they come
// from): plain data, apart from changes.ts so that scripts/rule-texts.ts can read them outside
// Vite. Their translations are src/content/rules/notes.<language>.json, keyed as ENGLISH_NOTES.
import { textHash } from '../../content/rules/hash';
import type { NotesFile } from '../../content/rules/ruleTexts';

/** By 2005 rule: what is different today (and in 2011, where that differs again). */
export const CHANGE_NOTES: Readonly<Record<string, string>> = {
  '602.5': 'Renumbered 802.6; 802.5 (ordering blocked attackers) came later.',
  '603':
    'Deploy creatures, 804 today, as 607.3b numbers it; 609.2b gives 603 to attack multiple players (602 in the 2008 rulings): the 2005 texts disagree, and our sources hold only the number.',
  '604': 'Attack left and right, 803 today; our sources hold only its number from 2005.',
  '606.2':
    'Then no other option could be added; today the variant names shared team turns (810.2) and limited range may be added.',
  '606.4a': 'A team of two started at 40 life; today at 30.',
  '606.4b': 'Teams taking turns became the shared team turns option (805), which 810.2 uses.',
  '606.5':
    'Only life was shared, so each head kept their own poison counters, and so in 2011 (810.5); today a team has one poison count (810.8d).',
  '606.6b':
    'Only the starting team’s primary player skipped the first draw; today the whole starting team skips its draw step (810.6).',
  '606.8a': 'Renumbered 810.8c; the same loss at 0 life.',
  '606.8b':
    'The same: a team wins and loses together. Ten poison counters on one head lost the game for the team until a team count of fifteen came in (810.8d).',
  '606.8c': 'A concession: then the team lost; today it also leaves the game at once (810.8b).',
  '606.9a':
    'A head’s own life read as half the team’s, rounded up; today it is the team’s whole total.',
  '606.9b':
    'Every head set to a number at once: then the team’s total became their sum; today the team picks one head and only that one is set (810.9d).',
  '606.9c':
    'Setting one head’s life counted from their half, so a team at 25 whose head is set to 20 ended at 32; today it ends at 20.',
  '606.10': 'Larger teams started at 20 life a head; today 15 a head.',
  '607.5':
    'Only the loss with the emperor was written; today the team also wins and draws with its emperor (809.5a, 809.5c), so in 2005 generals played on after their emperor drew.',
  '607.6':
    'Then: adjust the ranges for teams of more than two; today for more than three, and 809.6a says how.',
  '608.4c':
    'Then a passed marker could not be received while a marker was within three seats on the receiver’s left, and the text does not say where it waited (the app leaves it with the passer); today the receiver takes it and waits to begin (807.4d). Marker departures got rules of their own (807.4c).',
  '608.4d':
    'Then a marker was removed “between turns”; today it is designated and goes when its turn ends, or at once if idle (807.4e–g).',
  '608.4e':
    'Then only a player not taking a turn had their extra turn put off; today a marker too close on either side also waits or passes on (807.4i).',
  '609':
    'Teams became Alternating Teams (811) with the same seating and attacks; Team vs. Team (808) is new.',
  // Changes the published texts show that no table in the app plays out.
  '601.3':
    'Today creatures may also attack the planeswalkers of opponents in range (801.3); the 2005 text names only the opponents.',
  '602.3':
    'Today each attacker may also be sent at a planeswalker a defending player controls (802.3).',
  '602.2a':
    'Then it was usually the player the creature attacks; today it is fixed: the player (or the planeswalker’s controller) the creature was attacking when declared, worked out for each creature (802.2a).',
  '602.4':
    'Today a player also defends, and blocks in turn order, when only their planeswalker is attacked (802.4).',
  '602.4a': 'Today a defender may also block the creatures attacking their planeswalkers (802.4a).',
  '606.3':
    'The primary player (the right-hand seat) left the seating rule: today shared team turns name one (805.2), who settles what the team cannot agree on.',
  '606.6':
    'Team turns, once part of Two-Headed Giant alone, became an option of their own (805) that other team games may use.',
  '606.6a':
    'Then a team’s players decided on their mulligans together; today they declare one by one, in the order the team picks, then each other team in turn order (805.3a).',
  '606.6d':
    'Then only teams choosing at once were put in order; today players choosing at once are too: the active team’s players first, in an order they pick (805.6).',
  '606.6e':
    'Split in three (805.4b, 805.4c, 805.5a). Then the primary player settled which teammate acted; today the primary player settles any choice the team cannot agree on (805.2).',
  '606.6g':
    'Today one effect giving the same extra turn, or skip, to two teammates gives their team just one (805.8).',
  '606.6h':
    'Then the primary player drew first, then the secondary; today the active team’s players draw in the order the team picks (805.6a).',
  '606.7b':
    'Then a creature unable to attack either defender could not attack the team; in the 2011 text, which the current view shows here (the recent text we have starts at 810.8b), only a ban from an object a defender controls does that (810.7c).',
  '609.4':
    'Today’s text adds the planeswalkers and battles of the opponents beside you as the only ones you may attack (811.4).',
  // Removed.
  '606.4': 'A line that only announced the two features (606.4a, 606.4b); no rule says it today.',
  '608.5': 'No longer said: Grand Melee uses the usual ways to win and lose anyway (104).',
  '609.5': 'No longer said: Alternating Teams uses the usual ways to win and lose anyway (104).',
};

/**
 * Today's rules with nothing like them in the 2005 text, in sections whose 2005 text our sources
 * hold whole (601, 602, 606–609). Not 800, 803, 804 or 806: the 2005 600, 603–605 are not among
 * them, so whether those are new cannot be told.
 */
export const NEW_RULES: Readonly<Record<string, string | undefined>> = {
  '801.14': 'Planeswalkers came after the 2005 text.',
  '801.17': undefined,
  '801.18': undefined,
  '801.19': 'Planechase came after the 2005 rules.',
  '802.5': 'Came in after 2005, so today’s 802.6 was 602.5.',
  '805.1': undefined,
  '805.3': undefined,
  '805.3b': undefined,
  '805.7': undefined,
  '805.9': undefined,
  '807.4h': undefined,
  '807.5': 'The 2005 Grand Melee said nothing of stacks.',
  '807.5a': undefined,
  '807.5b': undefined,
  '808': 'A new variant: the 2005 Teams became Alternating Teams (811).',
  '808.1': undefined,
  '808.2': undefined,
  '808.3': undefined,
  '808.3a': undefined,
  '808.3b': undefined,
  '808.4': undefined,
  '808.5': undefined,
  '809.5a': 'In 2005 only the loss with the emperor was written (607.5a).',
  '809.5c':
    'In 2005 only the loss with the emperor was written (607.5a), so generals played on after their emperor drew.',
  '810.7b': undefined,
  '810.7e': undefined,
  '810.8d':
    'Not in 2005 nor in 2011 either: each head kept their own poison counters (606.5, 810.5).',
  '810.9b': undefined,
  '810.9e': undefined,
  '810.9f': undefined,
  '810.9g': undefined,
  '810.9h': undefined,
};

/** Today's rules the 2011 text lacks (its 800–811 otherwise number and say the same). */
export const NOT_IN_2011: Readonly<Record<string, string>> = {
  '810.8d': 'Not in the 2011 rules: there each head kept their own poison counters (810.5).',
};

/** Every note by the key its translations use: the 2005 rule for a change note, "new:" and
 *  today's rule for a new rule's, "2011:" and the rule for one the 2011 text lacks. */
export const ENGLISH_NOTES: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(CHANGE_NOTES),
  ...Object.entries(NEW_RULES)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([rule, note]) => [`new:${rule}`, note]),
  ...Object.entries(NOT_IN_2011).map(([rule, note]) => [`2011:${rule}`, note]),
]);

/** A note as shown: translated, or the English (`translated` false) with a note saying so. */
export interface ShownNote {
  text: string;
  translated: boolean;
}
export type ShownNotes = Readonly<Record<string, ShownNote>>;

/** Each note in a language: its translation where there is a current one, else the English
 *  (`source`: the language is English, so nothing is missing). */
export function notesIn(file: NotesFile | undefined, source = false): ShownNotes {
  const out: Record<string, ShownNote> = {};
  for (const [key, en] of Object.entries(ENGLISH_NOTES)) {
    const t = file?.[key];
    out[key] =
      t && t.en === textHash(en)
        ? { text: t.text, translated: true }
        : { text: en, translated: source };
  }
  return out;
}
