// One live room on this device: the shared document, its copy in IndexedDB (a device that goes
// offline keeps playing; its records are sent when it is back), the relay connection, and the
// badge's state. A lazy chunk: nothing here loads until someone presses "Play together" or opens
// a live link.
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { LibraryCore } from '../persist/library';
import { formatRoute, navigate, parseRoute, TABLE } from '../router/router';
import { gameStore } from '../store/gameStore';
import { pushNotice } from '../store/notices';
import { bindDoc, recordId, type Binding } from './binding';
import { tinyStore, useTiny } from './tinyStore';

export type LiveStatus = 'joining' | 'live' | 'reconnecting' | 'offline';

export interface LiveState {
  room: string | null;
  viewOnly: boolean;
  status: LiveStatus;
  /** Devices in the room, this one included (tabs count: each follows the game). */
  devices: number;
}

export const liveStore = tinyStore<LiveState>({
  room: null,
  viewOnly: false,
  status: 'joining',
  devices: 1,
});
export const useLive = <T>(f: (s: LiveState) => T) => useTiny(liveStore, f);

/** 128 random bits from crypto.getRandomValues, as 32 hex digits (the relay's only room format). */
export function newRoomId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
export const ROOM_ID = /^[0-9a-f]{32}$/;

/**
 * Where the relay is: this page's own origin by default (`npm run host`); a deployed copy built
 * with VITE_LIVE_RELAY=wss://relay.example.org/live points elsewhere (see the README: that origin
 * must then be in the page's connect-src too).
 */
export function relayUrl(): string {
  const configured = import.meta.env.VITE_LIVE_RELAY as string | undefined;
  if (configured) return configured;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live`;
}

export function liveLink(room: string, view = false): string {
  return `${location.origin}${location.pathname}${formatRoute({ kind: 'live', room, viewOnly: view })}`;
}

let current: {
  doc: Y.Doc;
  provider: WebsocketProvider;
  idb: IndexeddbPersistence;
  binding: Binding;
  stop: () => void;
} | null = null;

function connect(room: string, viewOnly: boolean): Binding {
  leaveRoom(false);
  const doc = new Y.Doc();
  const dev = recordId();
  const binding = bindDoc(doc, gameStore, dev, {
    viewOnly,
    onDropped: (lines) =>
      pushNotice({
        tone: 'info',
        title:
          lines.length === 1
            ? 'A move of yours was not applied'
            : 'Moves of yours were not applied',
        body: `Put together with the other devices' moves: ${lines.join('; ')}.`,
      }),
  });
  const idb = new IndexeddbPersistence(`table-sense-live-${room}`, doc);
  const provider = new WebsocketProvider(relayUrl(), room, doc, { maxBackoffTime: 2500 });
  provider.awareness.setLocalState({ dev });

  const update = () => {
    const s = liveStore.getState();
    const status: LiveStatus = !navigator.onLine
      ? 'offline'
      : provider.wsconnected && provider.synced
        ? 'live'
        : s.status === 'joining' && !provider.synced
          ? 'joining'
          : 'reconnecting';
    liveStore.setState({ status, devices: Math.max(1, provider.awareness.getStates().size) });
  };
  provider.on('status', update);
  provider.on('sync', update);
  provider.awareness.on('change', update);

  // y-websocket notices a dead socket only after 30 s of silence and ignores the page waking or
  // the network coming back: a phone that slept reconnects at once instead.
  let hiddenAt = 0;
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') return void (hiddenAt = Date.now());
    const silent = Date.now() - provider.wsLastMessageReceived;
    if (!provider.wsconnected || Date.now() - hiddenAt > 5000 || silent > 20_000) reconnect();
  };
  const reconnect = () => {
    provider.disconnect();
    provider.connect();
    update();
  };
  const onOnline = () => reconnect();
  const onOffline = () => update();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const stop = () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
  current = { doc, provider, idb, binding, stop };
  liveStore.setState({ room, viewOnly, status: 'joining', devices: 1 });
  // Read by the header's LiveTools, which may mount after this (see table-sense:live).
  document.body.dataset.live = room;
  if (viewOnly) document.body.dataset.liveView = '';
  else delete document.body.dataset.liveView;
  return binding;
}

/** "Play together": this table becomes a new live room; returns its id. */
export function createRoom(): string {
  const room = newRoomId();
  const binding = connect(room, false);
  binding.seed();
  sessionStorage.setItem(`table-sense:live-joined:${room}`, '1');
  navigate({ kind: 'live', room, viewOnly: false }, 'replace');
  return room;
}

/** Opens a live link: the whole table arrives from the relay (or this device's copy). */
export function joinRoom(room: string, viewOnly: boolean): void {
  if (liveStore.getState().room === room && liveStore.getState().viewOnly === viewOnly) return;
  connect(room, viewOnly);
}

/** Leaves the room; the table stays here as it was (a local copy, saved like any table). */
export function leaveRoom(clearAddress = true): void {
  if (!current) return;
  current.stop();
  current.binding.unbind();
  current.provider.destroy();
  void current.idb.destroy();
  current.doc.destroy();
  current = null;
  delete document.body.dataset.liveView;
  delete document.body.dataset.live;
  liveStore.setState({ room: null, viewOnly: false, status: 'joining', devices: 1 });
  if (clearAddress) navigate(TABLE, 'replace');
}

/** `#live=<room>` or `#live=<room>&view`; null when the fragment is not a live link. */
export function parseLiveLink(hash: string): { room: string; viewOnly: boolean } | null {
  const route = parseRoute(hash);
  return route.kind === 'live' ? { room: route.room, viewOnly: route.viewOnly } : null;
}

/**
 * Opens a live link. The table that was open stays in the library: the live table comes in as a
 * new table (once per room and tab, so a reload does not add it again).
 */
export async function openLiveLink(hash: string, library?: LibraryCore): Promise<void> {
  const link = parseLiveLink(hash);
  if (!link) return;
  if (!ROOM_ID.test(link.room)) {
    pushNotice({
      tone: 'error',
      title: 'This live table link is not complete',
      body: 'A live link ends in 32 letters and digits after "#live=". Ask for the link again; your current table is unchanged.',
    });
    return;
  }
  const key = `table-sense:live-joined:${link.room}`;
  if (library && liveStore.getState().room !== link.room && !sessionStorage.getItem(key)) {
    const s = gameStore.getState();
    const { operations } = await import('../persist/operations');
    operations(library).add({ setup: s.setup, log: [...s.log], cursor: s.cursor }, 'Live table');
    sessionStorage.setItem(key, '1');
  }
  joinRoom(link.room, link.viewOnly);
  window.dispatchEvent(new Event('table-sense:live'));
}
