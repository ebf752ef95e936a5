// Share the table: its link (the whole table, history and cursor in the fragment), copy, the
// system share sheet where there is one, and a QR code big enough to scan across a table.
// A lazy chunk: the codec and the QR library load only when someone shares.
import QRCode from 'qrcode';
import { useEffect, useMemo, useRef, useState } from 'react';
import { encodeTable } from '../../share/codec';
import { gameStore } from '../../store/gameStore';
import { btnPrimary, btnSecondary } from '../styles';
import { Modal } from './Modal';

export function tableLink(): string {
  const s = gameStore.getState();
  const fragment = encodeTable({ ...s.setup, events: [...s.log] }, s.cursor);
  return `${location.origin}${location.pathname}${location.search}#${fragment}`;
}

function QrCode({ text }: { text: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [error, setError] = useState<string | null>(null);
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
        .catch(() => setError('The QR code could not be drawn; copy the link instead.'));
    } catch {
      setError('This link is too long for a QR code; copy or share the link instead.');
    }
  }, [text]);
  if (error) return <p className="text-sm text-rose-700 dark:text-rose-300">{error}</p>;
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label="QR code of the table link"
      data-testid="share-qr"
      className="mx-auto block aspect-square w-full max-w-[26rem] bg-white [image-rendering:pixelated]"
    />
  );
}

export default function ShareDialog({ onClose }: { onClose: () => void }) {
  const link = useMemo(tableLink, []);
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('Copied');
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
    setStatus(ok ? 'Copied' : 'The link is selected: copy it with your device’s copy command.');
  };

  const share = async () => {
    try {
      await navigator.share({ title: 'Table Sense', text: 'A table in Table Sense', url: link });
      setStatus('Shared');
    } catch (e) {
      if ((e as Error)?.name !== 'AbortError') setStatus('The share sheet could not be opened.');
    }
  };

  return (
    <Modal title="Share this table" onClose={onClose} testId="share-dialog" wide>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] md:items-start">
        <div className="min-w-0">
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
            The link holds the whole table: seating, options and every move so far. Whoever opens it
            gets their own copy.
          </p>
          <label htmlFor="share-link" className="block text-sm font-medium">
            Table link
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
            {link.length.toLocaleString('en')} characters
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <button type="button" className={btnPrimary} onClick={() => void copy()}>
              Copy link
            </button>
            {canShare && (
              <button type="button" className={btnSecondary} onClick={() => void share()}>
                Share…
              </button>
            )}
            <span role="status" className="text-sm font-medium" data-testid="share-status">
              {status}
            </span>
          </div>
        </div>
        <div>
          <h3 className="mb-2 text-base font-semibold">Scan to open</h3>
          <QrCode text={link} />
        </div>
      </div>
    </Modal>
  );
}
