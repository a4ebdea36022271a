/**
 * The only place that maps errors to exit codes (DESIGN.md "Contracts"):
 * 0 all plants reported; 3 finished but some plants failed; 2 bad usage or bad
 * definition; 1 fatal (auth, network exhausted, I/O). User errors print one clear line;
 * internal errors print the stack.
 */
// Each error class from its own module, not a barrel: this file loads with every command,
// so `--help`, `check` and usage errors do not pay for the workbook and PDF libraries.
import { ApiError } from "../api/errors.js";
import { ClientsError } from "../definition/client-plants.js";
import { DefinitionError } from "../definition/errors.js";
import { OutputError } from "../output/output-error.js";
import { DeliveryError } from "../pipeline/deliver/delivery-error.js";
import { RunAbortedError } from "../pipeline/fetch/run-aborted.js";
import { MergeError } from "../pipeline/merge/merge-error.js";
import { clean } from "./reporter.js";
import { UsageError } from "./usage-error.js";

export const EXIT = { ok: 0, fatal: 1, usage: 2, partial: 3, interrupted: 130 } as const;

export { UsageError };

export function exitCodeFor(err: unknown): number {
  if (
    err instanceof UsageError ||
    err instanceof DefinitionError ||
    err instanceof MergeError ||
    err instanceof ClientsError
  )
    return EXIT.usage;
  // A folder solar-report must not write into (not its own, a symlinked subfolder): fix the command.
  if (err instanceof OutputError && err.kind === "usage") return EXIT.usage;
  if (err instanceof DeliveryError) return err.kind === "usage" ? EXIT.usage : EXIT.fatal;
  if (err instanceof RunAbortedError) return EXIT.interrupted;
  return EXIT.fatal;
}

function isUserFacing(err: unknown): err is Error {
  return (
    err instanceof UsageError ||
    err instanceof DefinitionError ||
    err instanceof ApiError ||
    err instanceof OutputError ||
    err instanceof MergeError ||
    err instanceof ClientsError ||
    err instanceof RunAbortedError ||
    err instanceof DeliveryError
  );
}

export function formatError(err: unknown): string {
  // The message may quote the service (plant names, details): its control characters must
  // not reach the terminal. A definition's problems keep their one line each.
  if (err instanceof DefinitionError) return `solar-report: ${err.message.split("\n").map(clean).join("\n")}`;
  if (isUserFacing(err)) return `solar-report: ${clean(err.message)}`;
  if (err instanceof Error) return `solar-report: internal error: ${err.stack ?? err.message}`;
  return `solar-report: internal error: ${String(err)}`;
}

export function handleError(err: unknown): never {
  process.stderr.write(`${formatError(err)}\n`);
  process.exit(exitCodeFor(err));
}
