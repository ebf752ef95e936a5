// One live room on this device: the shared document, its copy in IndexedDB (a device that goes
// offline keeps playing; its records are sent when it is back), the relay connection, and the
// badge's state. A lazy chunk: nothing here loads until someone presses "Play together" or opens
// a live link.
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { LibraryCore } from '../persist/library';
import { LIVE_TABLE } from '../persist/names';
import { formatRoute, navigate, parseRoute, TABLE } from '../router/router';
import { gameStore } from '../store/gameStore';
import { dismissNotice, pushNotice } from '../store/notices';
import { bindDoc, recordId, RECORDS, type Binding } from './binding';
import { GATHER } from './gatherNames';
import { readGatherForm } from '../rules/gather';
import { keepPresence } from './presence';
import { HEX128, newEditKey, roomOf, viewHash, viewToken } from './room';
import { tinyStore, useTiny } from './tinyStore';
import { FINAL_CLOSE, liveStatus, type LiveStatus } from './status';
import { POLICY, ROOM_BYTES } from './limits';
import { badLinkNote, droppedNote, troubleNote, type Trouble } from './sessionNotices';

export type { LiveStatus } from './status';

export interface LiveState {
  /** The relay's room name (what the view link carries). */
  room: string | null;
  /** The edit key (what the live link carries); null on a view-only device. */
  key: string | null;
  viewOnly: boolean;
  status: LiveStatus;
  /** Devices that play in the room, this one included (tabs count: each follows the game). */
  devices: number;
  /** Devices watching through the view link (apart from those that play). */
  watchers: number;
  /**
   * The view link's token in force (players work it out from the key and the link's number; a
   * watcher has the one its link carried); null: a room whose view link carries no token.
   */
  viewToken: string | null;
  /** A table is being gathered in this room (src/live/gatherRoom.ts): no newer game has started. */
  gathering: boolean;
  /** When this device last heard from another device (a move or its presence); null: never. */
  heard: number | null;
  /** The room's shared table is over three quarters of the relay's limit. */
  nearlyFull: boolean;
}

export const liveStore = tinyStore<LiveState>({
  room: null,
  key: null,
  viewOnly: false,
  status: 'joining',
  devices: 1,
  watchers: 0,
  viewToken: null,
  gathering: false,
  heard: null,
  nearlyFull: false,
});
export const useLive = <T>(f: (s: LiveState) => T) => useTiny(liveStore, f);

/**
 * Where the relay is: this page's own origin by default (`npm run host`); a deployed copy built
 * with VITE_LIVE_RELAY=wss://relay.example.org/live points elsewhere (see docs/hosting.md: that origin
 * must then be in the page's connect-src too).
 */
export function relayUrl(): string {
  const configured = import.meta.env.VITE_LIVE_RELAY as string | undefined;
  if (configured) return configured;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live`;
}

/** The link to play on: it carries the edit key. */
export function liveLink(key: string): string {
  return `${location.origin}${location.pathname}${formatRoute({ kind: 'live', key, viewOnly: false })}`;
}

/**
 * The view-only link: the room's name, from which the key cannot be had, and the token of the view
 * link in force, which the players can close (closeViewLink).
 */
export function viewLink(room: string, token: string | null): string {
  const route = { kind: 'view' as const, room, ...(token ? { token } : {}) };
  return `${location.origin}${location.pathname}${formatRoute(route)}`;
}

/** The shared document's map for the room itself, and its keys (the relay reads VIEW_HASH). */
const ROOM_MAP = 'room';
const VIEW_EPOCH = 'viewEpoch';
const VIEW_HASH = 'viewHash';

let current: {
  doc: Y.Doc;
  provider: WebsocketProvider;
  idb: IndexeddbPersistence;
  binding: Binding;
  stop: () => void;
} | null = null;

/**
 * Joins `room`: with its edit key to play (the relay lets only a device that shows the key
 * write), or with `key` null to watch. `viewOnly` with a key is an older view link's device: it
 * watches, and does not show the relay the key it happens to have.
 */
function connect(
  room: string,
  key: string | null,
  viewOnly: boolean,
  token: string | null = null,
): Binding {
  leaveRoom(false);
  const doc = new Y.Doc();
  const dev = recordId();
  const binding = bindDoc(doc, gameStore, dev, {
    viewOnly,
    onDropped: (lines) => pushNotice(droppedNote(lines)),
    onSize: (bytes) => {
      const nearlyFull = bytes > ROOM_BYTES * 0.75;
      if (nearlyFull === liveStore.getState().nearlyFull) return;
      liveStore.setState({ nearlyFull });
      if (nearlyFull) tell('nearlyFull');
    },
  });
  // Stored under the key, as before rooms were derived from it: a device keeps the copy it had.
  const idb = new IndexeddbPersistence(`table-sense-live-${key ?? `view-${room}`}`, doc);
  const provider = new WebsocketProvider(relayUrl(), room, doc, {
    maxBackoffTime: 2500,
    params: key && !viewOnly ? { key } : token ? { view: token } : {},
    // Other tabs of this browser pass changes on without the relay: a watching tab stays out.
    disableBc: viewOnly,
    // A full room or one with no place left will not change by asking again (see status.ts).
    shouldReconnect: (e) => !FINAL_CLOSE.includes(e.code),
  });
  // Watchers say so in their presence: they are counted apart from the devices that play.
  provider.awareness.setLocalState(viewOnly ? { dev, watching: true } : { dev });
  // Open while the host's shared form follows the game in force: a newer game closes it.
  const gatherMap = doc.getMap<unknown>(GATHER);
  const records = doc.getArray<unknown>(RECORDS);
  const checkGathering = () => {
    // Read as every shared record is: a stranger with the link may have written anything.
    const form = readGatherForm(gatherMap.get('form'));
    const gathering = form !== null && form.after === binding.merged().gameId;
    if (gathering !== liveStore.getState().gathering) liveStore.setState({ gathering });
  };
  gatherMap.observe(checkGathering);
  records.observe(checkGathering);
  const stopPresence = keepPresence(provider);

  // The code the relay last closed this device's socket with, until it is live again.
  let closed: number | null = null;
  const update = () => {
    const s = liveStore.getState();
    const status = liveStatus({
      online: navigator.onLine,
      connected: provider.wsconnected,
      synced: provider.synced,
      closed,
      was: s.status,
    });
    if (status === 'live') closed = null;
    if (
      status !== s.status &&
      (status === 'full' || status === 'crowded' || status === 'viewClosed')
    )
      tell(status);
    let watchers = 0;
    for (const state of provider.awareness.getStates().values())
      if ((state as { watching?: unknown }).watching === true) watchers++;
    const players = provider.awareness.getStates().size - watchers;
    liveStore.setState({ status, devices: Math.max(viewOnly ? 0 : 1, players), watchers });
  };
  // The view link in force: a player works out its token from the key and the link's number.
  const roomMap = doc.getMap<unknown>(ROOM_MAP);
  const followViewLink = () => {
    const epoch = roomMap.get(VIEW_EPOCH);
    if (viewOnly || !key) return;
    if (typeof epoch !== 'number') return void liveStore.setState({ viewToken: null });
    void viewToken(key, epoch).then((t) => {
      if (current?.doc === doc && roomMap.get(VIEW_EPOCH) === epoch)
        liveStore.setState({ viewToken: t });
    });
  };
  roomMap.observe(followViewLink);
  provider.on('status', update);
  provider.on('sync', update);
  provider.awareness.on('change', update);
  provider.on('connection-close', (e) => {
    // A full room stays full for this device: a later drop does not make it "reconnecting".
    if (e && liveStore.getState().status !== 'full') closed = e.code;
    if (e?.code === POLICY) tell('flood');
    update();
  });
  // Heard from the others: their moves, or their presence (renewed every 15 s while connected).
  const heard = () => liveStore.setState({ heard: Date.now() });
  const onDocUpdate = (_u: Uint8Array, origin: unknown) => {
    if (origin === provider) heard();
  };
  const onPresence = (
    change: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => {
    if (origin === 'local') return;
    const me = provider.awareness.clientID;
    if ([...change.added, ...change.updated].some((id) => id !== me)) heard();
  };
  doc.on('update', onDocUpdate);
  provider.awareness.on('update', onPresence);

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
    roomMap.unobserve(followViewLink);
    doc.off('update', onDocUpdate);
    provider.awareness.off('update', onPresence);
    withdrawTold();
    gatherMap.unobserve(checkGathering);
    records.unobserve(checkGathering);
    stopPresence();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
  current = { doc, provider, idb, binding, stop };
  liveStore.setState({
    room,
    key: viewOnly ? null : key,
    viewOnly,
    status: 'joining',
    devices: 1,
    watchers: 0,
    viewToken: viewOnly ? token : null,
    gathering: false,
    heard: null,
    nearlyFull: false,
  });
  checkGathering();
  followViewLink();
  // Read by the header's LiveTools, which may mount after this (see table-sense:live).
  document.body.dataset.live = room;
  if (viewOnly) document.body.dataset.liveView = '';
  else delete document.body.dataset.liveView;
  return binding;
}

/**
 * Puts a new view link in force (a new room's first, or the players closing the one before): the
 * relay closes every watcher holding an older one. The edit key stays the same.
 */
export async function closeViewLink(): Promise<void> {
  const s = liveStore.getState();
  if (!current || !s.key || s.viewOnly) return;
  const { doc } = current;
  const map = doc.getMap<unknown>(ROOM_MAP);
  const was = map.get(VIEW_EPOCH);
  const epoch = typeof was === 'number' ? was + 1 : 1;
  const hash = await viewHash(await viewToken(s.key, epoch));
  if (current?.doc !== doc) return;
  doc.transact(() => {
    map.set(VIEW_EPOCH, epoch);
    map.set(VIEW_HASH, hash);
  });
}

/** Asks the relay again (a room that had no place left for this device). */
export function retryLive(): void {
  current?.provider.connect();
}

/**
 * A new room for the game in force, when this one cannot take it any further: the others scan
 * its code from the dialog this opens (LiveTools listens for table-sense:play-together).
 */
export async function moveToNewRoom(): Promise<void> {
  await createRoom();
  window.dispatchEvent(new Event('table-sense:play-together'));
}

// The notice each trouble shows (worded in sessionNotices.ts), once per room, withdrawn when this
// device leaves the room.
const told = new Map<string, number>();
const withdrawTold = () => {
  for (const id of told.values()) dismissNotice(id);
  told.clear();
};
function tell(what: Trouble): void {
  if (told.has(what)) return;
  const viewOnly = liveStore.getState().viewOnly;
  const actions = { newRoom: () => void moveToNewRoom(), retry: retryLive };
  told.set(what, pushNotice(troubleNote(what, viewOnly, actions)));
}

/** "Play together": this table becomes a new live room; resolves with its edit key. */
export async function createRoom(): Promise<string> {
  const key = newEditKey();
  const binding = connect(await roomOf(key), key, false);
  binding.seed();
  await closeViewLink();
  sessionStorage.setItem(`table-sense:live-joined:${key}`, '1');
  navigate({ kind: 'live', key, viewOnly: false }, 'replace');
  return key;
}

/**
 * "Gather the table": the room this table plays in, or a new one that holds no game yet (the game
 * starts when the host presses Start). Resolves with the edit key and the room's parts.
 */
export async function gatherRoom(): Promise<{
  key: string;
  doc: Y.Doc;
  binding: Binding;
  created: boolean;
}> {
  const s = liveStore.getState();
  if (current && s.key && !s.viewOnly)
    return { key: s.key, doc: current.doc, binding: current.binding, created: false };
  const key = newEditKey();
  const binding = connect(await roomOf(key), key, false);
  await closeViewLink();
  sessionStorage.setItem(`table-sense:live-joined:${key}`, '1');
  return { key, doc: current!.doc, binding, created: true };
}

/** Resolves once this device's own copy of the room (IndexedDB) is loaded. */
export const whenLoaded = (): Promise<unknown> => current?.idb.whenSynced ?? Promise.resolve();

/** The room's document, for the gathering (null outside a room). */
export const liveDoc = (): Y.Doc | null => current?.doc ?? null;

/** Whether the relay answers within `ms`: a device that cannot reach it plays alone. */
export function whenConnected(ms: number): Promise<boolean> {
  const provider = current?.provider;
  if (!provider) return Promise.resolve(false);
  if (provider.wsconnected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      provider.off('status', on);
      resolve(ok);
    };
    const on = ({ status }: { status: string }) => {
      if (status === 'connected') done(true);
    };
    const timer = setTimeout(() => done(provider.wsconnected), ms);
    provider.on('status', on);
  });
}

/** Opens a live link: the whole table arrives from the relay (or this device's copy). */
export async function joinRoom(link: LiveLink): Promise<void> {
  const room = link.key === null ? link.room : await roomOf(link.key);
  const s = liveStore.getState();
  if (s.room === room && s.viewOnly === link.viewOnly) return;
  connect(room, link.key, link.viewOnly, link.key === null ? (link.token ?? null) : null);
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
  liveStore.setState({
    room: null,
    key: null,
    viewOnly: false,
    status: 'joining',
    devices: 1,
    watchers: 0,
    viewToken: null,
    gathering: false,
    heard: null,
    nearlyFull: false,
  });
  if (clearAddress) navigate(TABLE, 'replace');
}

/** A live link: an edit key (`#live=<key>`, or an older `#live=<key>&view`) or a room to watch. */
export type LiveLink =
  | { key: string; room?: undefined; viewOnly: boolean }
  | { key: null; room: string; viewOnly: true; token?: string };

/** `#live=<key>`, `#live=<key>&view` or `#view=<room>`; null when the fragment is none. */
export function parseLiveLink(hash: string): LiveLink | null {
  const route = parseRoute(hash);
  if (route.kind === 'live') return { key: route.key, viewOnly: route.viewOnly };
  if (route.kind === 'view')
    return {
      key: null,
      room: route.room,
      viewOnly: true,
      ...(route.token !== undefined ? { token: route.token } : {}),
    };
  return null;
}

/**
 * Opens a live link. The table that was open stays in the library: the live table comes in as a
 * new table (once per room and tab, so a reload does not add it again).
 */
export async function openLiveLink(hash: string, library?: LibraryCore): Promise<void> {
  const link = parseLiveLink(hash);
  if (!link) return;
  const id = link.key ?? link.room;
  if (
    !HEX128.test(id) ||
    (link.key === null && link.token !== undefined && !HEX128.test(link.token))
  ) {
    pushNotice(badLinkNote());
    return;
  }
  const joined = `table-sense:live-joined:${id}`;
  const room = link.key === null ? link.room : await roomOf(link.key);
  if (library && liveStore.getState().room !== room && !sessionStorage.getItem(joined)) {
    const s = gameStore.getState();
    const { operations } = await import('../persist/operations');
    operations(library).add({ setup: s.setup, log: [...s.log], cursor: s.cursor }, LIVE_TABLE);
    sessionStorage.setItem(joined, '1');
  }
  await joinRoom(link);
  window.dispatchEvent(new Event('table-sense:live'));
}
