/**
 * SIGINT/SIGTERM stop a run cleanly: queued requests are refused, in-flight ones cancelled
 * (a stalled request does not hold the run for its timeout, longer than a pod's grace period),
 * nothing is renamed into place after that (output/atomic.ts `haltWrites`, so neither a
 * file nor the manifest is finished after the signal), and the process exits 130
 * (README: interrupted). A second signal exits at once, also with 130.
 */
import { haltWrites } from "../../output/atomic.js";
import { RunAbortedError } from "../../pipeline/fetch/run-aborted.js";

const SIGNALS = ["SIGINT", "SIGTERM"] as const;

export function interruptSignal(): AbortSignal {
  const controller = new AbortController();
  const onSignal = (sig: NodeJS.Signals) => {
    // `on`, not `once`: with `once` a second signal would kill the process by the default
    // action (no exit code 130, no message).
    if (controller.signal.aborted) process.exit(130);
    process.stderr.write(`solar-report: ${sig} received, stopping (send again to exit at once)\n`);
    const reason = () => new RunAbortedError(`the run was interrupted (${sig}); no manifest was written`);
    haltWrites(reason);
    controller.abort(reason());
  };
  for (const sig of SIGNALS) process.on(sig, onSignal);
  return controller.signal;
}
