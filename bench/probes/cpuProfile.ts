// The trace probe's --profile: a sampled CPU profile read through the build's source maps (a
// build with maps: npx vite build --sourcemap --outDir dist-map, git-ignored).
import { readFileSync } from 'node:fs';

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/**
 * Prints the profile's time per click by component (inclusive), by source file and by function
 * (self), counting only the samples inside `windows` (µs, trace time) when given.
 */
export async function profileReport(
  profile: CpuProfile,
  windows: (readonly [number, number])[] | null,
  clicks: number,
  dist: string,
) {
  // A dependency of Vite's, not ours: loaded only for this report.
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const maps = new Map<string, InstanceType<typeof TraceMap> | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = url.replace(/^https?:\/\/[^/]+\//, `${dist}/`);
      try {
        maps.set(url, new TraceMap(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url)!;
  };
  const original = (node: CpuProfile['nodes'][number]) => {
    const { url, lineNumber, columnNumber } = node.callFrame;
    const map = url ? mapOf(url) : null;
    return map && lineNumber >= 0
      ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
      : null;
  };

  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (!windows || windows.some(([from, to]) => at >= from && at <= to))
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const files = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    if (!us) continue;
    const { url, functionName } = node.callFrame;
    let file = url ? url.split('/').pop()! : `(${functionName || 'program'})`;
    let fn = functionName;
    const pos = original(node);
    if (pos) {
      if (pos.source)
        file = pos.source.replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/');
      fn = `${pos.name ?? functionName} ${file}:${pos.line}`;
    }
    files.set(file, (files.get(file) ?? 0) + us / 1000);
    fns.set(fn, (fns.get(fn) ?? 0) + us / 1000);
  }

  // Inclusive time by the innermost component (a capitalised function of src/) on each sample's
  // stack: what each component's render costs, with what it calls.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const label = new Map<number, string | null>();
  const componentOf = (id: number): string | null => {
    if (label.has(id)) return label.get(id)!;
    const node = byId.get(id)!;
    const pos = original(node);
    const name = pos?.name ?? node.callFrame.functionName;
    const mine =
      pos?.source?.includes('/src/') && /^[A-Z]/.test(name ?? '')
        ? `${name} ${pos.source.replace(/.*\/src\//, 'src/')}`
        : null;
    const up = parent.get(id);
    const out = mine ?? (up === undefined ? null : componentOf(up));
    label.set(id, out);
    return out;
  };
  const comps = new Map<string, number>();
  for (const [id, us] of self) {
    const k = componentOf(id);
    if (k) comps.set(k, (comps.get(k) ?? 0) + us / 1000);
  }

  const print = (title: string, m: Map<string, number>, n: number, pad: number) => {
    console.log(title);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
      console.log(`  ${k.padEnd(pad)} ${(v / clicks).toFixed(2)} ms`);
  };
  console.log('');
  print('CPU profile, inclusive render time per click by component:', comps, 20, 60);
  print('CPU profile, self time per click by source file:', files, Number(process.env.PROFILE_TOP ?? 20), 60);
  print('by function:', fns, Number(process.env.PROFILE_TOP ?? 25), 70);
}
