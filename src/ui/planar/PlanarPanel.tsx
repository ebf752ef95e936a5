// Planechase at the table (901): who controls the plane, the planar die with what the next roll
// costs, the last result, and planeswalking. A lazy chunk, loaded only for Planechase games.
// Every event (this panel makes extended events).
import '../../rules/events/all';
import { memo, Suspense } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { needCatalog, useCatalog } from '../../i18n/i18n';
import { sayCapital } from '../../i18n/say';
import { eventWords, playOf, type DerivedTable, type PlanarFace } from '../../rules';
import { useGame } from '../../store/gameStore';
import { btnPrimary, btnSecondary, panel } from '../styles';
import { RuleRef } from '../Why';
import { rollPlanarDie } from './planarDie';

const FACE_MARK: Record<PlanarFace, string> = {
  planeswalker: '✦',
  chaos: '✺',
  blank: '○',
};

/** Why a planar controller who is not taking a turn holds a plane (800.4i, 901.6, 807.4d). */
function controlNote(derived: DerivedTable, seat: number): { text: string; rule: string } | null {
  const p = derived.players[seat]!;
  if (p.takingTurn) return null;
  const name = p.name;
  if (derived.turnMarkers.length)
    return {
      text: t`${name} keeps this plane while the turn marker waits; its new holder takes it when their turn begins`,
      rule: '807.4d',
    };
  return {
    text: t`${name} took the plane over when its controller left, and keeps it until another player becomes active`,
    rule: '800.4i',
  };
}

function PlanarPanelImpl({ derived }: { derived: DerivedTable }) {
  useCatalog('planar');
  const { t } = useLingui();
  const last = useGame((s) => (s.cursor > 0 ? s.log[s.cursor - 1] : undefined));
  const dispatch = useGame((s) => s.dispatch);
  const lastRoll = last?.type === 'planarRoll' ? last : null;
  if (derived.gameOver) return null;
  const rollers = derived.players.filter((p) => p.planarDieCost !== null);
  const deck = derived.planarDeck;
  const minimum = deck?.minimum;
  const maxPhenomena = deck?.maxPhenomena;
  // 901.12: Planechase for teams of heads (each head rolls; the primary player controls).
  const twoHeaded = playOf(derived.table).planarRollRule === '901.12d';
  return (
    <section className={`${panel} flex flex-col gap-3`} aria-labelledby="planar-title">
      <h2 id="planar-title" className="text-base font-semibold">
        {t`Planechase`} <RuleRef rule="901.1" />
      </h2>
      <ul className="flex flex-col gap-1 text-sm" data-testid="planar-controllers">
        {derived.planarControllers.map((seat) => {
          const note = controlNote(derived, seat);
          const name = derived.players[seat]!.name;
          return (
            <li key={seat}>
              {derived.planarControllers.length > 1 ? (
                <Trans>
                  <span className="font-semibold">{name}</span> controls a plane
                </Trans>
              ) : (
                <Trans>
                  <span className="font-semibold">{name}</span> controls the plane
                </Trans>
              )}{' '}
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
        {rollers.map(({ seat, name, planarDieCost: cost }) => (
          <button
            key={seat}
            type="button"
            className={btnPrimary}
            data-testid="planar-die"
            onClick={() => dispatch({ type: 'planarRoll', player: name, face: rollPlanarDie() })}
          >
            <span aria-hidden="true">⬡</span>{' '}
            {rollers.length > 1
              ? cost === 0
                ? t`${name}: roll the planar die — free`
                : t`${name}: roll the planar die — costs ${cost} mana`
              : cost === 0
                ? t`Roll the planar die — free`
                : t`Roll the planar die — costs ${cost} mana`}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {twoHeaded ? (
          <Trans>
            Each roll in a turn costs one mana more than the last <RuleRef rule="901.9" />; each
            head counts their own rolls <RuleRef rule="901.12d" />.
          </Trans>
        ) : (
          <Trans>
            Each roll in a turn costs one mana more than the last <RuleRef rule="901.9" />.
          </Trans>
        )}
      </p>
      <p aria-live="polite" className="min-h-6 text-sm" data-testid="planar-result">
        {lastRoll && (
          <>
            <span aria-hidden="true" className="mr-1 text-lg">
              {FACE_MARK[lastRoll.face]}
            </span>
            {sayCapital(eventWords(lastRoll))}
            {lastRoll.face === 'planeswalker' && <> — {t`the planeswalking ability triggers.`}</>}
            {lastRoll.face === 'chaos' && <> — {t`chaos ensues.`}</>}
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
            {t`${name} planeswalks`}
          </button>
        ))}
      </div>
      {deck?.single && (
        <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="planar-deck">
          <Trans>
            One communal planar deck: at least {minimum} cards, at most {maxPhenomena} phenomena{' '}
            <RuleRef rule="901.15a" />
          </Trans>
        </p>
      )}
    </section>
  );
}

// Its words: asked for as the chunk arrives; the panel waits for them in a Suspense of its own, so
// nothing drawn beside it on the table screen is hidden meanwhile.
void needCatalog('planar');

function PlanarPanel({ derived }: { derived: DerivedTable }) {
  return (
    <Suspense fallback={null}>
      <PlanarPanelImpl derived={derived} />
    </Suspense>
  );
}

export default memo(PlanarPanel);
