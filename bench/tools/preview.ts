// A production build served by `vite preview` on 127.0.0.1 for the probes in this folder: started
// in its own process group (so stopping it stops vite's children too), and answered once it serves.
import { spawn } from 'node:child_process';

export async function startPreview(
  port: number,
  outDir = 'dist',
): Promise<{ url: string; stop: () => void }> {
  const url = `http://127.0.0.1:${port}/`;
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      `${port}`,
      '--strictPort',
    ],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    if (server.pid) process.kill(-server.pid);
  };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`vite preview of ${outDir}/ did not answer on port ${port}`);
}
