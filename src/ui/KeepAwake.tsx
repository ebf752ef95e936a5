// Mounted only while the screen should stay awake ("Keep the screen awake", or Flat on the
// table), so the wake-lock code loads on first use; unmounting releases the lock.
import { useWakeLock } from './useWakeLock';
import { WakeSign } from './WakeSign';

export default function KeepAwake({ showSign }: { showSign: boolean }) {
  const status = useWakeLock(true);
  return showSign ? <WakeSign status={status} /> : null;
}
