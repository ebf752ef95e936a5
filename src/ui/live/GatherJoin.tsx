// A phone in a room that is being gathered: enter a name (or one used before on this phone) and
// take a seat; the chart shows the table as it fills. When the host starts, this closes and the
// phone is at the live table. A lazy chunk, loaded with the live badge.
import { useEffect, useMemo, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCatalog } from '../../i18n/i18n';
import { buildTable } from '../../rules/setup';
import { nameKey } from '../../rules/names';
import { seatNameProblem, type SitStatus } from '../../rules/gather';
import type { Words } from '../../rules/words';
import { say } from '../../i18n/say';
import { setMe } from '../../live/me';
import {
  leaveSeat,
  myNames,
  myRequest,
  myStatus,
  requestSeat,
  useGathered,
  watchGathering,
} from '../../live/gatherRoom';
import { liveDoc, liveStore, useLive } from '../../live/session';
import { gameStore } from '../../store/gameStore';
import { pushNotice } from '../../store/notices';
import { SetupChart } from '../setup/SetupChart';
import { Modal } from '../share/Modal';
import { btnDanger, btnPrimary, btnSecondary } from '../styles';

/** What the room said about this phone's request, worded as it is drawn (in the language shown). */
function told(s: SitStatus | null): string | null {
  if (!s) return null;
  switch (s.kind) {
    case 'taken': {
      const name = s.name;
      return t`“${name}” is already at this table (another phone or the host took it first). Pick another name.`;
    }
    case 'invalid': {
      // `why` is the engine's own sentence (src/rules/gather.ts), in the language shown.
      const { name } = s;
      const why = say(s.why);
      return t`“${name}” can’t be used: ${why} Pick another name.`;
    }
    case 'removed':
      return t`The host took you off the table. You can take a seat again.`;
    case 'already':
      return t`This phone already holds a seat.`;
    default:
      return null;
  }
}

/** Told when the game started (or gathering stopped) without the seat this phone asked for. */
const notInGame = (asked: string) =>
  ({
    tone: 'error',
    title: t`You are not in this game`,
    body: t`The host stopped gathering or started the game without your seat as “${asked}”. Ask the host to deal you in (Latecomer, on the table screen).`,
  }) as const;

export default function GatherJoin() {
  useCatalog('live');
  const { t } = useLingui();
  const gathering = useLive((s) => s.gathering);
  const room = useLive((s) => s.room);
  const viewOnly = useLive((s) => s.viewOnly);
  const status = useLive((s) => s.status);
  const gathered = useGathered();
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  // A name refused here, as facts (worded when drawn): the engine's reason, or a name taken.
  const [problem, setProblem] = useState<{ why: Words } | { taken: string } | null>(null);
  // Re-read after each request: the request itself is kept in localStorage.
  const [, setAsked] = useState(0);

  useEffect(() => {
    const doc = liveDoc();
    return gathering && doc ? watchGathering(doc) : undefined;
  }, [gathering, room]);

  // The game started (or the gathering stopped) before this phone's seat reached the host.
  const wasGathering = useRef(false);
  useEffect(() => {
    const was = wasGathering.current;
    wasGathering.current = gathering;
    if (!was || gathering || !room) return;
    const mine = myRequest(room);
    const asked = mine?.id ? gathered?.status.get(mine.id)?.name : undefined;
    if (!asked) return;
    // A moment later: a form another device garbled closes the gathering until the host shares
    // its own again, and that is no reason to tell anyone anything.
    const timer = setTimeout(() => {
      const now = liveStore.getState();
      if (now.gathering || now.room !== room) return;
      const inGame = (gameStore.getState().setup.players ?? []).some(
        (p) => nameKey(p.name ?? '') === nameKey(asked),
      );
      if (!inGame) pushNotice(notInGame(asked));
    }, 1500);
    return () => clearTimeout(timer);
  }, [gathering, room, gathered]);

  const table = useMemo(() => (gathered ? buildTable(gathered.setup).table : null), [gathered]);
  const mine = gathering && room && !viewOnly ? myStatus(gathered, room) : null;
  const seated = mine?.kind === 'seated' ? mine : null;
  // The seat taken is this phone's from now on: table mode turns the table to it.
  const seatedAs = seated?.name;
  useEffect(() => {
    if (seatedAs) setMe(seatedAs);
  }, [seatedAs]);
  if (!gathering || viewOnly || !room) return null;
  let message = told(mine);
  if (problem && 'why' in problem) message = say(problem.why);
  else if (problem) {
    const taken = problem.taken;
    message = t`“${taken}” is already at this table. Pick another name.`;
  }
  const seatNumber = (seated?.seat ?? 0) + 1;
  const waiting = status !== 'live';

  const take = (n: string) => {
    const why = seatNameProblem(n);
    const clash = (gathered?.setup.players ?? []).some((p) => nameKey(p.name ?? '') === nameKey(n));
    setProblem(why ? { why } : clash ? { taken: n.trim() } : null);
    if (why || clash) return;
    requestSeat(n);
    setAsked((x) => x + 1);
  };
  const used = myNames().filter(
    (n) => !(gathered?.setup.players ?? []).some((p) => nameKey(p.name ?? '') === nameKey(n)),
  );

  if (!open)
    return (
      <button
        type="button"
        className={`${btnPrimary} fixed right-3 bottom-3 z-30 shadow-lg`}
        onClick={() => setOpen(true)}
      >
        {seated ? t`Your seat` : t`Take a seat`}
      </button>
    );
  return (
    <Modal
      title={t`Take a seat`}
      onClose={() => setOpen(false)}
      testId="gather-join"
      focus="#gather-name"
    >
      {seated ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 flex-1 text-base" role="status" data-testid="gather-seated">
            <Trans>
              You sit at seat {seatNumber} as <strong>{seatedAs}</strong>. The host starts the game
              when everyone is seated.
            </Trans>
          </p>
          <button
            type="button"
            className={btnDanger}
            onClick={() => {
              leaveSeat();
              setProblem(null);
              setAsked((x) => x + 1);
            }}
          >
            {t`Leave my seat`}
          </button>
        </div>
      ) : (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            take(name);
          }}
        >
          <label htmlFor="gather-name" className="text-sm font-medium">
            {t`Your name`}
          </label>
          <div className="flex gap-2">
            <input
              id="gather-name"
              value={name}
              maxLength={40}
              autoComplete="nickname"
              onChange={(e) => {
                setName(e.target.value);
                setProblem(null);
              }}
              aria-describedby={message ? 'gather-problem' : undefined}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 text-base dark:border-slate-600 dark:bg-slate-800"
            />
            <button type="submit" className={btnPrimary}>
              {t`Take a seat`}
            </button>
          </div>
          {used.length > 0 && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>{t`Used on this phone:`}</span>
              {used.map((n) => (
                <button key={n} type="button" className={btnSecondary} onClick={() => take(n)}>
                  {n}
                </button>
              ))}
            </div>
          )}
        </form>
      )}
      {message && (
        <p
          id="gather-problem"
          role="alert"
          className="mt-2 text-sm font-medium text-rose-700 dark:text-rose-300"
          data-testid="gather-problem"
        >
          {message}
        </p>
      )}
      {waiting && (
        <p className="mt-2 text-sm text-amber-900 dark:text-amber-200" role="status">
          {mine
            ? t`Not connected to the table right now: your seat is kept on this phone and sent when it is back.`
            : t`Connecting to the table…`}
        </p>
      )}
      <div className="mt-3">
        {gathered ? (
          <SetupChart table={table} scenario={gathered.setup} />
        ) : (
          <p className="text-sm">{t`Waiting for the host’s table…`}</p>
        )}
      </div>
    </Modal>
  );
}
