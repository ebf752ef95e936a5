// scripts/layers.mjs (run by `npm run lint` and `npm test`) catches an upward import and a cycle.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function check(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), code);
  }
  const r = spawnSync(process.execPath, ['scripts/layers.mjs', dir], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
}

describe('layers check', () => {
  it('passes imports that point down', () => {
    const r = check({
      'rules/a.ts': 'export const a = 1;',
      'ui/b.ts': "import { a } from '../rules/a';\nexport const b = a;",
    });
    expect(r.out).toMatch(/no cycles/);
    expect(r.status).toBe(0);
  });

  it('fails persist importing ui, naming the file', () => {
    const r = check({
      'ui/notices.ts': 'export const n = 1;',
      'persist/app.ts': "import { n } from '../ui/notices';\nexport const x = n;",
    });
    expect(r.status).toBe(1);
    expect(r.out).toMatch(
      /persist\/app\.ts imports .*ui\/notices\.ts: src\/persist may not import from src\/ui/,
    );
  });

  it('fails a cycle, a type-only or lazy one too', () => {
    const r = check({
      'ui/a.tsx': "import type { B } from './b';\nexport type A = B;",
      'ui/b.tsx': "const l = () => import('./a');\nexport type B = number;\nvoid l;",
    });
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/import cycle: .*a\.tsx → .*b\.tsx → .*a\.tsx/);
  });
});
