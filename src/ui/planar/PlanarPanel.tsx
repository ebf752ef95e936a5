// Planechase at the table (901): who controls the plane, the planar die with what the next roll
// costs, the last result, and planeswalking. A lazy chunk, loaded only for Planechase games.
// Every event (this panel makes extended events).
import '../../rules/events/all';
import { memo } from 'react';
import { describeEvent, playOf, type DerivedTable, type PlanarFace } from '../../rules';
import { useGame } from '../../store/gameStore';
import { btnPrimary, btnSecondary, panel } from '../styles';
import { RuleRef } from '../Why';
import { rollPlanarDie } from './planarDie';

const FACE_MARK: Record<PlanarFace, string> = {
  planeswalker: '✦',
  chaos: '✺',
  blank: '○',
};

function costWords(cost: number): string {
  return cost === 0 ? 'free' : `costs ${cost} mana`;
}

/** Why a planar controller who is not taking a turn holds a plane (800.4i, 901.6, 807.4d). */
function controlNote(derived: DerivedTable, seat: number): { text: string; rule: string } | null {
  const p = derived.players[seat]!;
  if (p.takingTurn) return null;
  if (derived.turnMarkers.length)
    return {
      text: `${p.name} keeps this plane while the turn marker waits; its new holder takes it when their turn begins`,
      rule: '807.4d',
    };
  return {
    text: `${p.name} took the plane over when its controller left, and keeps it until another player becomes active`,
    rule: '800.4i',
  };
}

function PlanarPanelImpl({ derived }: { derived: DerivedTable }) {
  const last = useGame((s) => (s.cursor > 0 ? s.log[s.cursor - 1] : undefined));
  const dispatch = useGame((s) => s.dispatch);
  const lastRoll = last?.type === 'planarRoll' ? last : null;
  if (derived.gameOver) return null;
  const rollers = derived.players.filter((p) => p.planarDieCost !== null);
  const deck = derived.planarDeck;
  // 901.12: Planechase for teams of heads (each head rolls; the primary player controls).
  const twoHeaded = playOf(derived.table).planarRollRule === '901.12d';
  return (
    <section className={`${panel} flex flex-col gap-3`} aria-labelledby="planar-title">
      <h2 id="planar-title" className="text-base font-semibold">
        Planechase <RuleRef rule="901.1" />
      </h2>
      <ul className="flex flex-col gap-1 text-sm" data-testid="planar-controllers">
        {derived.planarControllers.map((seat) => {
          const note = controlNote(derived, seat);
          return (
            <li key={seat}>
              <span className="font-semibold">{derived.players[seat]!.name}</span> controls{' '}
              {derived.planarControllers.length > 1 ? 'a plane' : 'the plane'}{' '}
              <RuleRef
                rule={derived.turnMarkers.length ? '901.14a' : twoHeaded ? '901.12b' : '901.6'}
              />
              {note && (
                <span className="block text-slate-600 dark:text-slate-300">
                  {note.text} <RuleRef rule={note.rule} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        {rollers.map((p) => (
          <button
            key={p.seat}
            type="button"
            className={btnPrimary}
            data-testid="planar-die"
            onClick={() => dispatch({ type: 'planarRoll', player: p.name, face: rollPlanarDie() })}
          >
            <span aria-hidden="true">⬡</span> {rollers.length > 1 ? `${p.name}: roll` : 'Roll'} the
            planar die — {costWords(p.planarDieCost!)}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        Each roll in a turn costs one mana more than the last <RuleRef rule="901.9" />
        {twoHeaded && (
          <>
            ; each head counts their own rolls <RuleRef rule="901.12d" />
          </>
        )}
        .
      </p>
      <p aria-live="polite" className="min-h-6 text-sm" data-testid="planar-result">
        {lastRoll && (
          <>
            <span aria-hidden="true" className="mr-1 text-lg">
              {FACE_MARK[lastRoll.face]}
            </span>
            {describeEvent(lastRoll).replace(/^./, (c) => c.toUpperCase())}
            {lastRoll.face === 'planeswalker' && ' — the planeswalking ability triggers.'}
            {lastRoll.face === 'chaos' && ' — chaos ensues.'}
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {(lastRoll?.face === 'planeswalker'
          ? [lastRoll.player]
          : derived.planarControllers.map((s) => derived.players[s]!.name)
        ).map((name) => (
          <button
            key={name}
            type="button"
            className={btnSecondary}
            onClick={() => dispatch({ type: 'planeswalk', player: name })}
          >
            {name} planeswalks
          </button>
        ))}
      </div>
      {deck?.single && (
        <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="planar-deck">
          One communal planar deck: at least {deck.minimum} cards, at most {deck.maxPhenomena}{' '}
          phenomena <RuleRef rule="901.15a" />
        </p>
      )}
    </section>
  );
}

export default memo(PlanarPanelImpl);
