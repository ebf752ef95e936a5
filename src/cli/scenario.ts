// npm run --silent scenario -- FILE
// Prints the table a scenario file describes, as JSON on stdout. Any problem — a missing or
// unreadable file, bad JSON, a table the rules forbid, an impossible event — is one line on
// stderr and exit status 1; never a stack trace.
import { readFileSync } from 'node:fs';
import { loadScenario, report, type RuleError } from '../rules';

function explain(e: RuleError): string {
  return `${e.message}${e.rule ? ` (rule ${e.rule})` : ''}${e.path ? ` [at ${e.path}]` : ''}`;
}

function main(argv: string[]): number {
  const file = argv[0];
  if (!file || argv.length > 1) {
    process.stderr.write('usage: npm run --silent scenario -- FILE.json\n');
    return 1;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    process.stderr.write(
      `${file}: cannot read the file${code === 'ENOENT' ? ' (no such file)' : code ? ` (${code})` : ''}\n`,
    );
    return 1;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    process.stderr.write(`${file}: not valid JSON (${(e as Error).message.split('\n')[0]})\n`);
    return 1;
  }
  const loaded = loadScenario(json);
  if (!loaded.ok) {
    process.stderr.write(`${file}: ${explain(loaded.error)}\n`);
    return 1;
  }
  process.stdout.write(JSON.stringify(report(loaded.value.game), null, 2) + '\n');
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  process.stderr.write(`scenario: unexpected problem: ${(e as Error)?.message ?? String(e)}\n`);
  process.exitCode = 1;
}
