/**
 * The run was interrupted (SIGINT/SIGTERM): exit 130. In a file of its own so that the CLI's
 * error mapping (cli/errors.ts) names it without loading the fetch pipeline at start-up.
 */
export class RunAbortedError extends Error {
  override name = "RunAbortedError";
}
