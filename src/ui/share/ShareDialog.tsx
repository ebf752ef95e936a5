// Share the table: its link (the whole table, history and cursor in the fragment), copy, the
// system share sheet where there is one, and a QR code big enough to scan across a table.
// A lazy chunk: the codec and the QR library load only when someone shares.
import QRCode from 'qrcode';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useCatalog } from '../../i18n/i18n';
import { APP_NAME } from '../../i18n/locales';
import { encodeTable, fragmentFits, MAX_FRAGMENT_BYTES } from '../../share/codec';
import { exportCurrent } from './download';
import {
  gameStore,
  useGame,
  useGameStore,
  type GameStore,
  type GameStoreState,
} from '../../store/gameStore';
import { btnPrimary, btnSecondary } from '../styles';
import { Modal } from './Modal';

/** The link fragment (no "#") of a store's table: its setup, log and cursor. */
const fragmentOf = ({ setup, log, cursor }: Pick<GameStoreState, 'setup' | 'log' | 'cursor'>) =>
  encodeTable({ ...setup, events: [...log] }, cursor);

/**
 * The open table's link fragment (no "#"). Life taps still being gathered become their entry
 * first: a link made a moment after a tap must hold that tap.
 */
export function tableFragment(store: GameStore = gameStore): string {
  store.getState().commitPending();
  return fragmentOf(store.getState());
}

export function tableLink(fragment = tableFragment()): string {
  return `${location.origin}${location.pathname}${location.search}#${fragment}`;
}

/** A table too big for a link: the size against the limit, and the scenario file instead. */
/** Numbers as the language shown writes them (the pseudo-locale as English). */
const numberIn = (locale: string) => (n: number) =>
  n.toLocaleString(locale === 'pseudo' ? 'en' : locale);

function TooBig({ size, onClose }: { size: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const number = numberIn(i18n.locale);
  // The file's name, not a sentence: worded when drawn, in the language shown.
  const [saved, setSaved] = useState<string | null>(null);
  const chars = number(size);
  const limit = number(MAX_FRAGMENT_BYTES);
  return (
    <div className="flex flex-col gap-3" data-testid="share-too-big">
      <p className="text-sm">
        <Trans>
          This table is too big for a link: it would take <strong>{chars}</strong> characters, and a
          link can hold {limit}. A longer link would be refused when opened, so none is offered.
          Save the table as a scenario file and send the file instead; whoever gets it opens it with
          Tables → Import.
        </Trans>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={btnPrimary} onClick={() => setSaved(exportCurrent())}>
          {t`Download scenario file`}
        </button>
        <button
          type="button"
          className={btnSecondary}
          onClick={() => {
            onClose();
            window.dispatchEvent(new Event('table-sense:play-together'));
          }}
        >
          {t`Play together instead`}
        </button>
        <span role="status" className="text-sm font-medium">
          {saved !== null && t`Saved as “${saved}”`}
        </span>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t`A live room has no size limit: every phone that joins gets the whole table and follows it.`}
      </p>
    </div>
  );
}

function QrCode({ text }: { text: string }) {
  const { t } = useLingui();
  const ref = useRef<HTMLCanvasElement>(null);
  // Which failure, worded when drawn.
  const [error, setError] = useState<'draw' | 'long' | null>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    try {
      // Level L: the link carries its own checksum, so fewer, larger modules scan better.
      const qr = QRCode.create(text, { errorCorrectionLevel: 'L' });
      const margin = 4; // the quiet zone the standard asks for, in modules
      const scale = Math.max(4, Math.floor(720 / (qr.modules.size + 2 * margin)));
      QRCode.toCanvas(canvas, text, {
        errorCorrectionLevel: 'L',
        margin,
        scale,
        // Dark modules on white in both themes: scanners expect that contrast.
        color: { dark: '#000000ff', light: '#ffffffff' },
      })
        .then(() => {
          // The library fixes the canvas's CSS size to its pixel size; let the layout size it.
          canvas.style.removeProperty('width');
          canvas.style.removeProperty('height');
        })
        .catch(() => setError('draw'));
    } catch {
      setError('long');
    }
  }, [text]);
  if (error)
    return (
      <p className="text-sm text-rose-700 dark:text-rose-300">
        {error === 'draw'
          ? t`The QR code could not be drawn; copy the link instead.`
          : t`This link is too long for a QR code; copy or share the link instead.`}
      </p>
    );
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={t`QR code of the table link`}
      data-testid="share-qr"
      className="mx-auto block aspect-square w-full max-w-[26rem] bg-white [image-rendering:pixelated]"
    />
  );
}

type Status = 'copied' | 'selected' | 'shared' | 'noSheet' | '';

export default function ShareDialog({ onClose }: { onClose: () => void }) {
  useCatalog('share');
  const { t, i18n } = useLingui();
  const number = numberIn(i18n.locale);
  const store = useGameStore();
  // Taps gathered when the dialog opens become their entry now (TableTools does it before
  // opening, so the first link is already whole; this covers any other opener).
  useEffect(() => void store.getState().commitPending(), [store]);
  // The link follows the table while the dialog is open: another tab or a gathered tap that
  // lands changes the log, and the link and its QR code change with it.
  const setup = useGame((s) => s.setup);
  const log = useGame((s) => s.log);
  const cursor = useGame((s) => s.cursor);
  const fragment = useMemo(() => fragmentOf({ setup, log, cursor }), [setup, log, cursor]);
  const fits = fragmentFits(fragment);
  const link = useMemo(() => tableLink(fragment), [fragment]);
  // What happened last, worded when drawn (a change of language words it again).
  const [status, setStatus] = useState<Status>('');
  const STATUS: Record<Status, string> = {
    copied: t`Copied`,
    selected: t`The link is selected: copy it with your device’s copy command.`,
    shared: t`Shared`,
    noSheet: t`The share sheet could not be opened.`,
    '': '',
  };
  const input = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('copied');
      return;
    } catch {
      // No clipboard permission (or no Clipboard API): fall back to the selection.
    }
    const el = input.current;
    el?.focus();
    el?.select();
    let ok: boolean;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    setStatus(ok ? 'copied' : 'selected');
  };

  const share = async () => {
    try {
      await navigator.share({ title: APP_NAME, text: t`A table in ${APP_NAME}`, url: link });
      setStatus('shared');
    } catch (e) {
      if ((e as Error)?.name !== 'AbortError') setStatus('noSheet');
    }
  };

  const length = link.length;
  const tablePart = number(fragment.length);
  const limit = number(MAX_FRAGMENT_BYTES);
  if (!fits)
    return (
      <Modal title={t`Share this table`} onClose={onClose} testId="share-dialog">
        <TooBig size={fragment.length} onClose={onClose} />
      </Modal>
    );
  return (
    <Modal title={t`Share this table`} onClose={onClose} testId="share-dialog" wide>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] md:items-start">
        <div className="min-w-0">
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
            {t`The link holds the whole table: seating, options and every move so far. Whoever opens it gets their own copy.`}
          </p>
          <label htmlFor="share-link" className="block text-sm font-medium">
            {t`Table link`}
          </label>
          <input
            id="share-link"
            ref={input}
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
          />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-testid="share-length">
            {plural(length, {
              one: `# character (the table part ${tablePart} of at most ${limit})`,
              other: `# characters (the table part ${tablePart} of at most ${limit})`,
            })}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <button type="button" className={btnPrimary} onClick={() => void copy()}>
              {t`Copy link`}
            </button>
            {canShare && (
              <button type="button" className={btnSecondary} onClick={() => void share()}>
                {t`Share…`}
              </button>
            )}
            <span role="status" className="text-sm font-medium" data-testid="share-status">
              {STATUS[status]}
            </span>
          </div>
        </div>
        <div>
          <h3 className="mb-2 text-base font-semibold">{t`Scan to open`}</h3>
          <QrCode text={link} />
        </div>
      </div>
    </Modal>
  );
}
