// The story drawn whole (static markup, no DOM): a line per player, the departures with their
// rule links, the turn times; and a long game — 16 players, 300 turns — worked out and drawn fast.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, needCatalog, showLanguage } from '../../../i18n/i18n';
import { I18nProvider } from '../../../i18n/react';
import type { GameEvent, Scenario } from '../../../rules';
import { buildTable } from '../../../rules/setup';
import { recordOf } from '../../../rules/record';
import type { KeptGame } from '../../../persist/records';
import commanderNight from '../../../../scenarios/903-commander-night.json';
import { storyFacts } from '../../../persist/storyFacts';
import GameStory from '../GameStory';

function kept(scenario: Scenario): KeptGame {
  const r = recordOf(buildTable(scenario).table!, scenario.events ?? [], scenario.startedAt);
  if (!r.ok) throw new Error(r.error.message);
  return {
    id: 'g1',
    night: '2026-11-27',
    keptAt: '2026-11-27T23:00:00+01:00',
    scenario,
    record: r.value,
  };
}

/** Sixteen players, 300 turns, a life change and some commander damage every turn, timed. */
function longGame(): Scenario {
  const players = Array.from({ length: 16 }, (_, i) => ({ name: `Player ${i + 1}` }));
  const events: GameEvent[] = [];
  const start = '2026-11-27T19:00:00+01:00';
  let t = Date.parse(start);
  const at = () => new Date((t += 20_000)).toISOString();
  for (let turn = 1; turn <= 300; turn++) {
    const p = players[turn % 16]!.name;
    events.push({ type: 'life', player: p, amount: turn % 3 ? -1 : 1, at: at() });
    if (turn % 7 === 0)
      events.push({
        type: 'commanderDamage',
        player: p,
        from: players[(turn + 1) % 16]!.name,
        amount: 1,
        at: at(),
      });
    events.push({ type: 'endTurn', at: at() });
  }
  return {
    variant: 'free-for-all',
    options: { format: 'commander' },
    players,
    startingPlayer: 'Player 1',
    startedAt: start,
    events,
  };
}

/** The story drawn as the app does: under Lingui's provider, its catalog loaded. */
const draw = (game: KeptGame) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <GameStory game={game} />
    </I18nProvider>,
  );

beforeAll(async () => {
  await needCatalog('records');
});

describe('GameStory', () => {
  it('draws a line per player, numbered marks, the departures with their rules, and turn times', () => {
    const html = draw(kept(commanderNight as Scenario));
    expect(html.match(/data-testid="story-line"/g)).toHaveLength(4 + 1 + 1);
    expect(html.match(/data-testid="story-mark"/g)).toHaveLength(3);
    expect(html).toContain('Carissa won on turn 5.');
    expect(html).toContain('5 turns · 49 minutes · 19:42–20:31');
    expect(html).toMatch(
      /Dmitri<\/strong> left on turn 4 \(20:21\): 21 combat damage from Carissa’s commander <a href="#rule-903.10a"/,
    );
    expect(html).toContain('href="#rule-704.5c"');
    expect(html).toContain('href="#rule-104.3a"');
    expect(html).toContain('19 min 20 s');
    // The text alternative names every line.
    expect(html).toContain('Alex: 40 life as turn 1 began');
  });

  it('tells a kept game’s story from the facts kept with it, replaying it only without them', () => {
    const game = kept(commanderNight as Scenario);
    const story = storyFacts(game.scenario)!;
    // Its moves no longer replay (say, a later version reads them otherwise): the kept facts tell
    // the story all the same, so they are what it was drawn from.
    const unplayable = { ...game.scenario, events: [{ type: 'nonsense' } as unknown as GameEvent] };
    const withFacts = draw({ ...game, scenario: unplayable, story });
    expect(withFacts).toMatch(/Dmitri<\/strong> left on turn 4 \(20:21\): 21 combat damage/);
    expect(withFacts).toContain('19 min 20 s');
    // Facts kept by a version that replays otherwise are not trusted: the game is replayed.
    const stale = { ...story, version: 0 as unknown as typeof story.version };
    const replayed = draw({ ...game, scenario: unplayable, story: stale });
    expect(replayed).not.toContain('19 min 20 s');
    expect(replayed).toContain('could not be replayed');
  });

  // How fast is a benchmark's to say (a busy machine would fail a timed test).
  it('works out and draws 16 players over 300 turns', () => {
    const game = kept(longGame());
    expect(game.record.turns).toBe(301);
    const html = draw(game);
    expect(html.match(/data-testid="story-line"/g)!.length).toBeGreaterThanOrEqual(16);
  });
});

describe('in German and Japanese', () => {
  afterAll(async () => {
    await showLanguage('en');
  });

  it('tells the story in the language shown, names as written', async () => {
    await showLanguage('de');
    await needCatalog('records');
    const de = draw(kept(commanderNight as Scenario));
    expect(de).toContain('Carissa gewinnt in Zug 5.');
    expect(de).toContain('5 Züge · 49 Minuten · 19:42–20:31');
    expect(de).toContain('Wer ausschied und warum');
    expect(de).toContain('Alex: 40 Lebenspunkte zu Beginn von Zug 1');
    expect(de).not.toContain('Who left, and why');

    await showLanguage('ja');
    await needCatalog('records');
    const ja = draw(kept(commanderNight as Scenario));
    expect(ja).toContain('Carissaが5ターン目に勝利。');
    expect(ja).toContain('誰がなぜ脱落したか');
    expect(ja).not.toContain('Who left, and why');
  });
});
