// What the relay (server/relay.mjs) refuses, as a device must understand it. The numbers are the
// relay's own; relay.test.ts holds the two files to the same values.

/** The largest shared document the relay keeps for a room (its maxRoomBytes), in bytes. */
export const ROOM_BYTES = 512 * 1024;

/**
 * Close codes the relay ends a socket with. The 4400s mean trying again will not help (the
 * y-websocket client stops reconnecting by itself); the 4500s mean it may, later.
 */
export const CLOSED = {
  /** The room's document is at its limit: no move can be shared in it any more. */
  full: 4413,
  /** The room already holds as many devices as the relay allows. */
  crowded: 4429,
  /** A watcher's view link was closed by the players (or is not the one in force). */
  viewClosed: 4403,
  /** The relay holds as many rooms as it allows. */
  busy: 4503,
  /** A watcher reached a room no player has open on this relay yet; it asks again by itself. */
  unopened: 4504,
  /** This device's address (its network) holds as many sockets or rooms as the relay allows. */
  network: 4529,
} as const;

/** The WebSocket's own "message too big": a device's update alone is over the relay's limit. */
export const MESSAGE_TOO_BIG = 1009;
/** The relay cut a device off for writing too fast; it reconnects by itself. */
export const POLICY = 1008;
