/**
 * An unknown command is answered with the command it is a typo of (edit distance ≤ 2), or
 * with the list of commands: never with a guess that has nothing to do with it.
 */
import { editDistance } from "../definition/suggest.js";
import { UsageError } from "./usage-error.js";

export const COMMANDS = [
  "run",
  "merge",
  "validate",
  "demo",
  "plants",
  "token",
  "sandbox",
  "check",
  "deliver",
] as const;

const MAX_TYPO_DISTANCE = 2;

/** Throws a UsageError when the first argument names no command (options are yargs' business). */
export function checkCommand(argv: readonly string[]): void {
  const word = argv[0];
  if (word === undefined || word.startsWith("-") || (COMMANDS as readonly string[]).includes(word)) return;
  const near = COMMANDS.map((c) => ({ c, d: editDistance(word, c) }))
    .filter((x) => x.d <= MAX_TYPO_DISTANCE)
    .sort((a, b) => a.d - b.d)[0];
  const shown = JSON.stringify(word.length > 40 ? `${word.slice(0, 40)}…` : word);
  throw new UsageError(
    near
      ? `unknown command ${shown}: did you mean ${near.c}? (see solar-report --help)`
      : `unknown command ${shown}: the commands are ${COMMANDS.join(", ")} (see solar-report --help)`,
  );
}
