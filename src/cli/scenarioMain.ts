// npm run --silent scenario -- [--why] FILE
// Prints the table a scenario file describes, as JSON on stdout (see run.ts). Any problem — a
// missing or unreadable file, bad JSON, a table the rules forbid, an impossible event — is one
// line on stderr and exit status 1; never a stack trace.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { runScenarioCli } from './run';

async function main(): Promise<number> {
  const r = runScenarioCli(process.argv.slice(2), (file) => readFileSync(file, 'utf8'));
  // Wait whenever the pipe is full, so a big table's output never piles up in memory.
  for (const chunk of r.output)
    if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
  process.stderr.write(r.stderr);
  return r.code;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`scenario: unexpected problem: ${(e as Error)?.message ?? String(e)}\n`);
    process.exitCode = 1;
  },
);
