// npm run --silent stats -- FILE...
// Prints the stats of the games the scenario files hold, as JSON on stdout (docs/records.md). Any
// problem with a file is one line on stderr and exit status 1; never a stack trace.
import { readFileSync } from 'node:fs';
import { runStatsCli } from './run';

try {
  const r = runStatsCli(process.argv.slice(2), (file) => readFileSync(file, 'utf8'));
  for (const chunk of r.output) process.stdout.write(chunk);
  process.stderr.write(r.stderr);
  process.exitCode = r.code;
} catch (e) {
  process.stderr.write(`stats: unexpected problem: ${(e as Error)?.message ?? String(e)}\n`);
  process.exitCode = 1;
}
