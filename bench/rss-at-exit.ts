// Preloaded into the scenario CLI by `npm run bench` (node --import): reports the process's peak
// memory on stderr as it exits, so the figure is the CLI's own, start-up included.
process.on('exit', () => {
  process.stderr.write(`\nbench:maxRSS=${process.resourceUsage().maxRSS}\n`);
});
