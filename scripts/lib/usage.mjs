// Every command-line entry point answers --help (or -h) with its usage on stdout and
// exit 0, before it does anything (npm run build -- --help must not build).
/** Prints `usage` and exits 0 when --help or -h is among the arguments. */
export function answerHelp(usage, args = process.argv.slice(2)) {
  if (!args.includes('--help') && !args.includes('-h')) return;
  console.log(usage.trim());
  process.exit(0);
}
