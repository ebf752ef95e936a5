// The theme shown: the one the user picked, or, until they pick, the device's light or dark
// setting (prefers-color-scheme), followed live when it changes (at dusk, say).
import { useSyncExternalStore } from 'react';
import type { Theme } from '../store/gameStore';

const query = () =>
  typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

function subscribe(onChange: () => void) {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

/** Whether the device asks for dark (true when it says nothing: the app's own default). */
export const useDeviceDark = () =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );

export function useResolvedTheme(theme: Theme): 'dark' | 'light' {
  const deviceDark = useDeviceDark();
  return theme === 'system' ? (deviceDark ? 'dark' : 'light') : theme;
}
