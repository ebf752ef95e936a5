// One relay process of `npm run host -- --relays N`: the app and the relay on 127.0.0.1 at a port
// of its own, behind HAProxy. Started by scale.mjs with an IPC channel; it reports its port,
// answers which rooms it holds (for tests and the benchmark), and ends with its parent.
import { startHost } from './host.mjs';

const { origins = [], hosts = [], dir } = JSON.parse(process.argv[2] ?? '{}');

const { relay, port } = await startHost({
  port: 0,
  host: '127.0.0.1',
  origins,
  hosts,
  ...(dir ? { dir } : {}),
  quiet: true,
});
process.on('message', (m) => {
  if (m === 'rooms') process.send?.({ rooms: [...relay.rooms.keys()] });
});
// Without its parent no HAProxy sends it anything: it would only hold a port.
process.on('disconnect', () => process.exit(0));
process.send?.({ port });
