// The device count: how many devices are in the room, from the presence (awareness) states.
//
// y-websocket drops the other devices' states when its socket closes, but keeps the clock it last
// saw of each; when it reconnects, the relay sends those same states again at the same clocks, and
// y-protocols ignores a state whose clock is not newer. So a device that rejoined counted only
// itself until each other device renewed its state (every 15 s). Forgetting the clocks of the
// devices we no longer count lets the relay's copy through at once.
import type { WebsocketProvider } from 'y-websocket';

export function keepPresence(provider: WebsocketProvider): () => void {
  const { awareness } = provider;
  const forgetAbsent = () => {
    for (const id of [...awareness.meta.keys()])
      if (id !== awareness.clientID && !awareness.states.has(id)) awareness.meta.delete(id);
  };
  provider.on('status', forgetAbsent);
  return () => provider.off('status', forgetAbsent);
}
