// A QR code of a live room's link, drawn sharp at any size, to scan across the table.
import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';

export function LiveQr({ text, label }: { text: string; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    QRCode.toCanvas(ref.current, text, {
      errorCorrectionLevel: 'M',
      margin: 4,
      scale: 8,
      color: { dark: '#000000ff', light: '#ffffffff' },
    })
      .then(() => {
        ref.current?.style.removeProperty('width');
        ref.current?.style.removeProperty('height');
      })
      .catch(() => {});
  }, [text]);
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      className="mx-auto block aspect-square w-full max-w-[min(20rem,50dvh)] bg-white [image-rendering:pixelated]"
    />
  );
}
