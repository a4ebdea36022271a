/**
 * SIGINT/SIGTERM stop a run cleanly: queued requests are refused, in-flight ones finish,
 * nothing is renamed into place after that, and the process exits non-zero (130).
 * A second signal exits at once.
 */
export function interruptSignal(): AbortSignal {
  const controller = new AbortController();
  const onSignal = (sig: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(130);
    process.stderr.write(`solar-report: ${sig} received, stopping (send again to exit at once)\n`);
    controller.abort();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return controller.signal;
}
