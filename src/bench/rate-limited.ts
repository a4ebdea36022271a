/**
 * `npm run bench -- --rate-limit N [--max-rps M]`: the report against a sandbox that admits N
 * data requests a second per account (a token bucket, bursts of N; rate-limit.ts), then the
 * same invocation against an unlimited sandbox, whose manifest the limited run's must equal
 * but for `requests` and `generatedAt`. Against a limit the service, not the CPU, sets the
 * time: the floor is the requests the bucket admitted ÷ N (all but the 429s, which take no
 * token, and the login, which is not limited; the bucket's first burst is not subtracted). The figures: the time and its ratio to the floor (the whole
 * run, and the fetch alone), the share of requests the sandbox answered 429, the limit the
 * pool settled at and went down to, and the plants that failed.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";

type Figures = Record<string, number>;

export interface RateLimitedRuns {
  rateLimit: number;
  maxRps: number | null;
  /** One run-once with these extra arguments (it writes its manifest to `--manifest-out`). */
  runOnce: (extra: string[]) => Figures;
  dir: string;
}

const ratio = (a: number, b: number) => Number((a / Math.max(b, 1e-9)).toFixed(3));

export async function rateLimitedBench({ rateLimit, maxRps, runOnce, dir }: RateLimitedRuns) {
  const limitedOut = join(dir, "limited.json");
  const referenceOut = join(dir, "unlimited.json");
  const pace = maxRps === null ? [] : ["--max-rps", `${maxRps}`];
  const run = runOnce(["--rate-limit", `${rateLimit}`, ...pace, "--manifest-out", limitedOut]);
  // The requests the bucket admitted: all but the 429s (they take no token) and the login (not limited).
  const admitted = run.requests! - (run.served429 ?? run.throttled!) - 1;
  const floorMs = Math.round((admitted / rateLimit) * 1000);
  const limited: Figures = {
    rateLimit,
    ...(maxRps === null ? {} : { maxRps }),
    ...run,
    admitted,
    floorMs,
    vsFloor: ratio(run.totalMs!, floorMs),
    fetchVsFloor: ratio(run.fetchMs!, floorMs),
    share429: ratio(run.served429 ?? Number.NaN, run.servedRequests ?? Number.NaN),
  };
  process.stderr.write(`rate-limited ${JSON.stringify(limited)}\n`);
  const reference = runOnce(["--manifest-out", referenceOut]);
  const difference = firstDifference(await figuresOf(limitedOut), await figuresOf(referenceOut));
  process.stderr.write(`unlimited ${JSON.stringify(reference)}\n`);
  return {
    ...limited,
    unlimitedTotalMs: reference.totalMs!,
    unlimitedRequests: reference.requests!,
    figuresIdentical: difference === null,
    ...(difference === null ? {} : { figuresDiffer: difference }),
  };
}

/** The manifest but what may differ between two runs of the same data. */
async function figuresOf(path: string): Promise<unknown> {
  const { requests: _r, generatedAt: _g, ...rest } = JSON.parse(await readFile(path, "utf8"));
  return rest;
}

/** The path of the first value that differs, or null. */
function firstDifference(a: unknown, b: unknown, path = "$"): string | null {
  if (a === b) return null;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return path;
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${path}.${k}`,
    );
    if (d !== null) return d;
  }
  return null;
}
