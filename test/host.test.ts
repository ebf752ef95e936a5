// `npm run host`'s static side: it serves its dist folder and nothing beside it, and only to
// host names it really answers to. A real server on 127.0.0.1 over a temporary dist folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error the server is plain JavaScript run by node
import { startHost, within } from '../server/host.mjs';

let base: string;
let port: number;
let host: { server: Server; relay: { close: () => void } };

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'host-test-'));
  mkdirSync(join(base, 'dist'));
  writeFileSync(join(base, 'dist', 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(base, 'dist-probe'));
  writeFileSync(join(base, 'dist-probe', 'secret.txt'), 'the secret');
  host = await startHost({ port: 0, host: '127.0.0.1', dir: join(base, 'dist'), quiet: true });
  port = (host.server.address() as { port: number }).port;
});

afterAll(async () => {
  host.relay.close();
  host.server.closeAllConnections();
  await new Promise((ok) => host.server.close(ok));
  rmSync(base, { recursive: true, force: true });
});

/** GET `path` exactly as written (no URL clean-up on the way), with an optional Host header. */
function get(path: string, hostHeader?: string) {
  return new Promise<{ status: number; body: string }>((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
    });
    if (hostHeader) req.setHeader('Host', hostHeader);
    req.on('error', fail);
    req.end();
  });
}

describe('npm run host: the static files', () => {
  it('serves its dist folder, and not a sibling folder whose name starts with "dist"', async () => {
    expect((await get('/')).body).toContain('<title>app</title>');
    for (const path of [
      '/..%2fdist-probe%2fsecret.txt',
      '/%2e%2e%2fdist-probe%2fsecret.txt',
      '/..%5cdist-probe%5csecret.txt',
      '/../dist-probe/secret.txt',
    ]) {
      const r = await get(path);
      expect(r.body).not.toContain('the secret');
    }
    expect(within('/a/dist', '/a/dist')).toBe(true);
    expect(within('/a/dist', '/a/dist/assets/x.js')).toBe(true);
    expect(within('/a/dist', '/a/dist-probe/secret.txt')).toBe(false);
    expect(within('/a/dist', '/a/distsecret.txt')).toBe(false);
    expect(within('/a/dist', '/a/dist/..x')).toBe(true);
  });

  it('answers 403 to a Host it does not know (DNS rebinding), and serves IP addresses and localhost', async () => {
    expect((await get('/', 'evil.example')).status).toBe(403);
    expect((await get('/', `evil.example:${port}`)).status).toBe(403);
    expect((await get('/', `127.0.0.1:${port}`)).status).toBe(200);
    expect((await get('/', `192.168.1.20:${port}`)).status).toBe(200);
    expect((await get('/', `localhost:${port}`)).status).toBe(200);
  });
});
