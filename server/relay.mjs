// The live-table relay: @y/websocket-server's connection handler (pinned 0.1.1) behind our own
// door. It keeps each room's document in memory only while someone is in it; the devices hold the
// game (IndexedDB), so a relay that restarts empty is refilled by the next device that connects.
import { WebSocketServer } from 'ws';
import { docs, setupWSConnection } from '@y/websocket-server/utils';

/** Room names: exactly 32 hex digits, 128 random bits made by crypto.getRandomValues. */
export const ROOM_NAME = /^[0-9a-f]{32}$/;
export const LIVE_PATH = '/live/';

export const DEFAULT_LIMITS = Object.freeze({
  /** Largest message accepted, in bytes; a bigger one closes that socket (1009). */
  maxMessageBytes: 256 * 1024,
  /** Devices (sockets) per room; a table of 8 players with a spare tab or two each. */
  maxConnectionsPerRoom: 24,
  /** Rooms at once on this relay. */
  maxRooms: 2000,
});

/**
 * Whether a browser page from `origin` may use this relay. By default only pages this server
 * served (same host); `allowed` lists other origins exactly (RELAY_ORIGINS).
 */
export function originAllowed(origin, host, allowed = []) {
  if (!origin) return false;
  if (allowed.includes(origin)) return true;
  return origin === `http://${host}` || origin === `https://${host}`;
}

/**
 * Answers WebSocket upgrades on `server` under /live/<room>. Returns counters for tests and the
 * benchmark, and `close()`.
 */
export function attachRelay(server, options = {}) {
  const limits = { ...DEFAULT_LIMITS, ...options };
  const allowed = options.origins ?? [];
  const rooms = new Map(); // room → open sockets
  const stats = { refused: { path: 0, room: 0, origin: 0, full: 0 }, errors: 0 };
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });

  const refuse = (socket, status, text, why) => {
    stats.refused[why]++;
    socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };

  const onUpgrade = (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '').split('?')[0];
    if (!path.startsWith(LIVE_PATH)) return refuse(socket, 404, 'Not Found', 'path');
    const room = path.slice(LIVE_PATH.length);
    if (!ROOM_NAME.test(room)) return refuse(socket, 400, 'Bad Request', 'room');
    if (!originAllowed(req.headers.origin, req.headers.host, allowed))
      return refuse(socket, 403, 'Forbidden', 'origin');
    const open = rooms.get(room) ?? 0;
    if (open >= limits.maxConnectionsPerRoom || (open === 0 && rooms.size >= limits.maxRooms))
      return refuse(socket, 429, 'Too Many Requests', 'full');
    rooms.set(room, open + 1);
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A socket error (a frame too big, a broken frame) ends that socket only.
      ws.on('error', () => {
        stats.errors++;
        ws.terminate();
      });
      setupWSConnection(ws, req, { docName: room, gc: true });
      ws.on('close', () => {
        const left = (rooms.get(room) ?? 1) - 1;
        if (left > 0) return void rooms.set(room, left);
        rooms.delete(room);
        // Nobody left: forget the room (the devices keep the game).
        const doc = docs.get(room);
        if (doc && doc.conns.size === 0) {
          docs.delete(room);
          doc.destroy();
        }
      });
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    stats,
    rooms,
    docs,
    close: () => {
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      // This relay's rooms go with it (as they would with the process).
      for (const room of rooms.keys()) {
        docs.get(room)?.destroy();
        docs.delete(room);
      }
      rooms.clear();
    },
  };
}
