// "Play together": the live room's link, a QR code to scan across the table, the view-only link,
// and leaving. A lazy chunk with the live code (Yjs and the relay client).
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCatalog } from '../../i18n/i18n';
import {
  closeViewLink,
  createRoom,
  leaveRoom,
  liveLink,
  liveStore,
  useLive,
  viewLink,
} from '../../live/session';
import { Modal } from '../share/Modal';
import { LiveQr } from './LiveQr';
import { MeSelect } from './MeSelect';
import { useNow } from './LiveBadge';
import { agoWords } from './ago';
import { btnDanger, btnPrimary, btnSecondary } from '../styles';

const field =
  'mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-800';

let creating: Promise<string> | null = null;

/** Makes this table a live room (if it is not one yet) and opens the dialog. */
export async function startLive(): Promise<void> {
  // The room's name takes a moment (a hash): a second press meanwhile must not make another.
  if (!liveStore.getState().room)
    await (creating ??= createRoom().finally(() => (creating = null)));
  window.dispatchEvent(new Event('table-sense:live'));
}

export default function LiveDialog({ onClose }: { onClose: () => void }) {
  useCatalog('live');
  const { t } = useLingui();
  const room = useLive((s) => s.room);
  const key = useLive((s) => s.key);
  const heard = useLive((s) => s.heard);
  const devices = useLive((s) => s.devices);
  const watchers = useLive((s) => s.watchers);
  const token = useLive((s) => s.viewToken);
  const [qrOfView, setQrOfView] = useState(false);
  const now = useNow(heard !== null);
  const [status, setStatus] = useState('');
  if (!room) return null;
  const when = heard === null ? '' : agoWords(now - heard);
  // A watching device has no key: it can pass on only the view link.
  const link = key && liveLink(key);
  const watch = viewLink(room, token);
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setStatus(t`Copied`),
      () => setStatus(t`Select the link and copy it with your device’s copy command.`),
    );
  return (
    <Modal title={t`Play together`} onClose={onClose} testId="live-dialog" wide>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:items-start">
        <div className="flex min-w-0 flex-col gap-3">
          {link ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>
                Every device that opens this link follows this table and can play on it: End turn,
                life, undo. Moves made at the same moment are put together the same way on every
                device. <strong>Anyone with the link can play</strong> — share it with your table
                only.
              </Trans>
            </p>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="live-watching">
              {t`You are watching: this screen follows the table and cannot change it. Pass on the view-only link below to let others watch too.`}
            </p>
          )}
          <p className="text-sm" data-testid="live-heard-dialog">
            {heard === null
              ? devices > 1
                ? t`Other devices are here; nothing heard from them yet.`
                : t`No other device has joined yet.`
              : t`Last heard from the other devices ${when}.`}
          </p>
          {link && <MeSelect />}
          {link && (
            <>
              <label htmlFor="live-link" className="text-sm font-medium">
                {t`Live table link`}
              </label>
              <input
                id="live-link"
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                className={field}
              />
              <div className="flex flex-wrap items-center gap-2">
                <button type="button" className={btnPrimary} onClick={() => void copy(link)}>
                  {t`Copy link`}
                </button>
                <span role="status" className="text-sm font-medium">
                  {status}
                </span>
              </div>
            </>
          )}
          <label htmlFor="live-view-link" className="text-sm font-medium">
            {t`View-only link`}
          </label>
          <input
            id="live-view-link"
            readOnly
            value={watch}
            onFocus={(e) => e.currentTarget.select()}
            className={field}
          />
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className={btnSecondary} onClick={() => void copy(watch)}>
              {t`Copy view-only link`}
            </button>
            <button
              type="button"
              className={btnSecondary}
              aria-pressed={qrOfView}
              onClick={() => setQrOfView((v) => !v)}
            >
              {qrOfView ? t`Show the live link’s QR code` : t`Show its QR code`}
            </button>
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t`The view-only link shows the table without its controls — for a screen on the wall or a spectator. It holds: the relay takes no move from it, and the live table link cannot be worked out from it.`}
          </p>
          {link && (
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm" data-testid="live-watchers">
                {watchers === 0
                  ? t`Nobody is watching.`
                  : plural(watchers, {
                      one: '# screen is watching.',
                      other: '# screens are watching.',
                    })}
              </p>
              <button
                type="button"
                className={btnSecondary}
                onClick={() =>
                  void closeViewLink().then(() =>
                    setStatus(t`The old view-only link is closed; this one replaces it.`),
                  )
                }
              >
                {t`Close the view-only link`}
              </button>
            </div>
          )}
          <div>
            <button
              type="button"
              className={btnDanger}
              onClick={() => {
                leaveRoom();
                onClose();
              }}
            >
              {t`Leave the live table`}
            </button>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t`The table stays on this device as it is now; the others play on without you.`}
            </p>
          </div>
        </div>
        {/* First on a phone: what the others need is the code to scan, above the fold. */}
        <div className="order-first md:order-none">
          <h3 className="mb-2 text-base font-semibold">
            {link && !qrOfView ? t`Scan to join` : t`Scan to watch`}
          </h3>
          <LiveQr
            text={link && !qrOfView ? link : watch}
            label={
              link && !qrOfView
                ? t`QR code of the live table link`
                : t`QR code of the view-only link`
            }
          />
        </div>
      </div>
      <button type="button" className={`${btnSecondary} mt-3`} onClick={onClose}>
        {t`Done`}
      </button>
    </Modal>
  );
}
