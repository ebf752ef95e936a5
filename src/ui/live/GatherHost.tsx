// "Gather the table" on the host's setup screen: a live room before the game, its QR code, and
// the phones that took a seat put into the form as they arrive. The form stays the host's: moving
// or removing a phone's player there is shared at once. A lazy chunk with the live code.
import { useEffect, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { needCatalog, useCatalog } from '../../i18n/i18n';
import type { Scenario } from '../../rules';
import { readGatherForm, type GatherForm } from '../../rules/gather';
import { shareForm, useGathered, watchGathering } from '../../live/gatherRoom';
import { GATHER } from '../../live/gatherNames';
import {
  gatherRoom,
  joinRoom,
  leaveRoom,
  liveLink,
  relayUrl,
  whenConnected,
  whenLoaded,
} from '../../live/session';
import { HEX128 } from '../../live/room';
import type * as Y from 'yjs';
import { newId, type FormPlayer, type SetupForm } from '../setup/form';
import { Modal } from '../share/Modal';
import { btnDanger, btnPrimary, btnSecondary, panel } from '../styles';
import { LiveQr } from './LiveQr';
import { takeIn } from './takeIn';

type Room = { key: string; doc: Y.Doc; created: boolean; after: string | null };

// Its words: asked for as the chunk arrives (the setup screen fetches it before showing it), so
// the panel, alone in its Suspense there, rarely waits for them (useCatalog below).
void needCatalog('live');

/** The gathering this tab runs, kept so a reload of the host's page picks it up again. */
export const RESUME = 'table-sense:gathering';

function saved(): { key: string; created: boolean } | null {
  try {
    const x = JSON.parse(sessionStorage.getItem(RESUME) ?? 'null') as {
      key?: unknown;
      created?: unknown;
    } | null;
    return x && typeof x.key === 'string' && HEX128.test(x.key)
      ? { key: x.key, created: x.created === true }
      : null;
  } catch {
    return null;
  }
}

function endGathering(room: Room) {
  sessionStorage.removeItem(RESUME);
  room.doc.getMap(GATHER).delete('form');
  if (room.created) leaveRoom(false);
}

export default function GatherHost({
  scenario,
  players,
  update,
  onKey,
  onStop,
  onResume,
}: {
  scenario: Scenario;
  players: FormPlayer[];
  update: (fn: (d: SetupForm) => SetupForm) => void;
  /** The room's edit key once phones can join (null again when gathering stops). */
  onKey: (key: string | null) => void;
  onStop: () => void;
  /** After a reload: the form as the room holds it, which phone each player came from. */
  onResume: (setup: Scenario, sits: (string | null)[]) => void;
}) {
  useCatalog('live');
  const { t } = useLingui();
  const [room, setRoom] = useState<Room | null>(null);
  const [failed, setFailed] = useState(false);
  // Open at first; after a reload the code has been seen.
  const [showCode, setShowCode] = useState(() => saved() === null);
  const gathered = useGathered();
  // Every phone's request the form has taken in: one the host then removes is not added again.
  const known = useRef(new Set<string>());

  const roomRef = useRef<(Room & { started: () => boolean }) | null>(null);
  useEffect(() => {
    let live = true;
    let stopWatch = () => {};
    void (async () => {
      const again = saved();
      if (again) {
        // A reload: this device's copy of the room has the form and the phones' requests.
        await joinRoom({ key: again.key, viewOnly: false });
        await whenLoaded();
      }
      const r = await gatherRoom();
      const created = again ? again.created : r.created;
      const ok = await whenConnected(4000);
      if (!live) return;
      if (!ok) {
        // Nothing was shared: the form is as it was, and this device plays alone.
        if (created) leaveRoom(false);
        sessionStorage.removeItem(RESUME);
        setFailed(true);
        return;
      }
      stopWatch = watchGathering(r.doc);
      const form = again ? readGatherForm(r.doc.getMap(GATHER).get('form')) : null;
      const after = form ? form.after : r.binding.merged().gameId;
      if (form && after === r.binding.merged().gameId) {
        for (const sit of form.sits) if (sit) known.current.add(sit);
        // In the same render as the room below, so the form shared next is the one taken up.
        onResume(form.setup, form.sits);
      }
      const made = { key: r.key, doc: r.doc, created, after };
      roomRef.current = { ...made, started: () => r.binding.merged().gameId !== after };
      sessionStorage.setItem(RESUME, JSON.stringify({ key: r.key, created }));
      setRoom(made);
      onKey(r.key);
    })();
    return () => {
      live = false;
      stopWatch();
      // Leaving the setup screen without starting ends the gathering: the host's table is not
      // in the room, so it must not stay a room without a game.
      const at = roomRef.current;
      if (at && !at.started()) endGathering(at);
      else sessionStorage.removeItem(RESUME);
    };
    // Once per gathering: the host's callbacks change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form is shared as it changes; the phones' charts follow it.
  // A form another device wrote that no device can read (a stranger with the link) would close
  // the gathering for every phone: the host's is shared again.
  const last = useRef<GatherForm | null>(null);
  const [unreadable, setUnreadable] = useState(0);
  useEffect(() => {
    if (!room) return;
    const map = room.doc.getMap<unknown>(GATHER);
    const check = () => {
      if (map.has('form') && !readGatherForm(map.get('form'))) setUnreadable((n) => n + 1);
    };
    map.observe(check);
    return () => map.unobserve(check);
  }, [room]);
  useEffect(() => {
    if (room)
      last.current = shareForm(
        room.doc,
        scenario,
        players.map((p) => p.sit ?? null),
        room.after,
        last.current,
      );
  }, [room, scenario, players, unreadable]);

  // Phones seated since: into the form after its players; a phone that left: out of it.
  useEffect(() => {
    if (!room || !gathered) return;
    const { arrived, gone } = takeIn(players, gathered, known.current);
    for (const p of players) if (p.sit) known.current.add(p.sit);
    if (!arrived.length && !gone.length) return;
    for (const a of arrived) known.current.add(a.sit);
    update((d) => ({
      ...d,
      players: [
        ...d.players.filter((p) => !gone.some((g) => g.sit === p.sit)),
        ...arrived.map((a): FormPlayer => ({
          id: newId(),
          name: a.name,
          team: '',
          role: '',
          range: { unlimited: false, text: '' },
          sit: a.sit,
        })),
      ],
    }));
  }, [room, gathered, players, update]);

  const stop = () => {
    if (roomRef.current) endGathering(roomRef.current);
    roomRef.current = null;
    onKey(null);
    onStop();
  };

  const url = relayUrl();
  if (failed)
    return (
      <section className={`${panel} text-sm`} data-testid="gather-panel" role="alert">
        <p className="font-medium">{t`No live table server answers here, so phones cannot join.`}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <Trans>
            Gathering needs the app served by <code>npm run host</code> on your network (it looked
            for {url}). Nothing is lost: type the names into the form, the chart shows them as you
            go.
          </Trans>
        </p>
        <button type="button" className={`${btnSecondary} mt-2`} onClick={onStop}>
          {t`OK`}
        </button>
      </section>
    );
  if (!room)
    return (
      <section className={`${panel} text-sm`} data-testid="gather-panel" role="status">
        {t`Opening the room…`}
      </section>
    );
  const link = liveLink(room.key);
  const phones = players.filter((p) => p.sit).length;
  return (
    <section
      className={`${panel} flex flex-col gap-2 text-sm sm:flex-row sm:items-center`}
      data-testid="gather-panel"
    >
      <p className="min-w-0 sm:flex-1" role="status">
        <strong>{t`Gathering the table.`}</strong>{' '}
        {plural(phones, {
          one: '# player joined from a phone. Start the game when everyone is seated.',
          other: '# players joined from a phone. Start the game when everyone is seated.',
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={btnPrimary} onClick={() => setShowCode(true)}>
          {t`Show the code`}
        </button>
        <button type="button" className={btnDanger} onClick={stop}>
          {t`Stop gathering`}
        </button>
      </div>
      {showCode && (
        <Modal
          title={t`Gather the table`}
          onClose={() => setShowCode(false)}
          testId="gather-dialog"
        >
          <LiveQr text={link} label={t`QR code to take a seat at this table`} />
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              Scan with each phone to take a seat; everyone sees the table fill up. You can move or
              remove anyone in the list, then start the game.{' '}
              <strong>Anyone with the code can play</strong> — show it to your table only.
            </Trans>
          </p>
          <input
            readOnly
            aria-label={t`Link to take a seat`}
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-2 min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
            data-testid="gather-link"
          />
        </Modal>
      )}
    </section>
  );
}
