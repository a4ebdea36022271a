/**
 * `merge` and the services its shards came from (DESIGN.md "Contracts": merge refuses shards
 * that do not make one report), table-driven: staging and production (two sandboxes with the
 * same seed list the same plants) or two accounts of one service are never merged; each case
 * pins the exact line and exit 2, and nothing is written. The same service and account merge.
 */
import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitCodeFor, formatError } from "../../src/cli/errors.js";
import { mergeReports } from "../../src/pipeline/merge/merge.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { advancingClock, definitionFor, freshDir, removeRunDirs, runFull } from "./helpers/report-run.js";

const OTHER = { username: "second@solar-sandbox.test", password: "second-account-password" };
let production: Sandbox;
let staging: Sandbox;

beforeAll(async () => {
  const options = { plants: 4, seed: 31, now: advancingClock() };
  production = await startSandbox({
    ...options,
    extraAccounts: [{ ...OTHER, tier: "Plant", plantIds: "all" }],
  });
  staging = await startSandbox(options);
});
afterAll(async () => {
  await production?.close();
  await staging?.close();
  await removeRunDirs();
});

type Source = "production" | "staging" | "other account";

/** Shard K/2 of the same definition, fetched from `source`. */
async function shard(index: number, source: Source): Promise<string> {
  const sandbox = source === "staging" ? staging : production;
  const auth = source === "other account" ? { kind: "password" as const, ...OTHER } : undefined;
  const dir = await freshDir(`shard-${index}`);
  // One definition for every shard: plant details come from production (staging's are the same).
  await runFull(sandbox, definitionFor(production), {
    outDir: dir,
    pdfs: false,
    auth,
    shard: { index, count: 2 },
  });
  return dir;
}

interface MixCase {
  name: string;
  second: Source;
  /** The line merge prints (ports, folders and fingerprints shown as <…>), or null: merged. */
  line: string | null;
}

const ADVICE =
  "merge only shards fetched from one service with one account; rerun the odd shards with the right SOLAR_API_BASE_URL and SOLAR_API_USERNAME";
const MIX_CASES: MixCase[] = [
  {
    name: "shard 2/2 from another service (staging beside production, the same plant list)",
    second: "staging",
    // The fingerprint is salted with the service: one username shows as two accounts.
    line: `<1> (shard 1/2) was fetched from http://127.0.0.1:<production>/v1 with account sha256:<a> but <2> (shard 2/2) from http://127.0.0.1:<staging>/v1 with account sha256:<b>: ${ADVICE}`,
  },
  {
    name: "shard 2/2 from another account of the same service",
    second: "other account",
    line: `<1> (shard 1/2) was fetched from http://127.0.0.1:<production>/v1 with account sha256:<a> but <2> (shard 2/2) from http://127.0.0.1:<production>/v1 with account sha256:<b>: ${ADVICE}`,
  },
  { name: "both shards from one service and account", second: "production", line: null },
];

describe("merge refuses shards fetched from two services or accounts (exit 2)", () => {
  it.each(MIX_CASES)("$name", async (c) => {
    const first = await shard(1, "production");
    const second = await shard(2, c.second);
    const out = await freshDir("merged");
    const result = await mergeReports({ dirs: [second, first], outDir: out }).then(
      (r) => r,
      (e: unknown) => e,
    );
    if (c.line === null) {
      expect(result).toMatchObject({ exitCode: 0 });
      return;
    }
    const port = (s: Sandbox) => new URL(s.baseUrl).port;
    const accounts = new Map<string, string>();
    const line = formatError(result)
      .replaceAll(first, "<1>")
      .replaceAll(second, "<2>")
      .replaceAll(`:${port(staging)}/`, ":<staging>/")
      .replaceAll(`:${port(production)}/`, ":<production>/")
      .replace(/sha256:[0-9a-f]{16}/g, (h) => {
        if (!accounts.has(h)) accounts.set(h, `sha256:<${"ab"[accounts.size]}>`);
        return accounts.get(h)!;
      });
    expect(line).toBe(`solar-report: ${c.line}`);
    expect(exitCodeFor(result)).toBe(2);
    expect(await readdir(out)).toEqual([]);
  });
});
