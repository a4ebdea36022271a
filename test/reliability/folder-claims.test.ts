/**
 * Whose folder and whose lock (DESIGN.md "Contracts", output folder), table-driven, in process
 * against one sandbox: a folder holding another report (month, title, definition), finished or
 * left by a killed run, is refused with one line (exit 2) and not one byte of it changes,
 * unless --replace, which removes that report's files and logs each; a lock is judged by its
 * holder's host, boot and process start, not its pid alone. Identities (another boot, this
 * run's pid after a container restart, a reused pid) are injected: no real reboot.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { exitCodeFor, formatError } from "../../src/cli/errors.js";
import { LOCK_NAME } from "../../src/output/folder-lock.js";
import { injectLockIdentity, startTicksOf, systemIdentity } from "../../src/output/lock-identity.js";
import type { Manifest } from "../../src/output/manifest.js";
import { filesOf } from "../../src/output/out-dir.js";
import type { RunEvent } from "../../src/pipeline/run/events.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import {
  advancingClock,
  definitionFor,
  filesUnder,
  freshDir,
  removeRunDirs,
  runFull,
} from "./helpers/report-run.js";

let sandbox: Sandbox;
let undo: (() => void) | null = null;
beforeAll(async () => {
  sandbox = await startSandbox({ plants: 3, seed: 30, now: advancingClock() });
});
afterEach(() => {
  undo?.();
  undo = null;
});
afterAll(async () => {
  await sandbox?.close();
  await removeRunDirs();
});

/** Every file of the folder with its SHA-256: "not one byte changed" is equality of this. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const f of await filesUnder(dir)) {
    out[f] = createHash("sha256")
      .update(await readFile(join(dir, f)))
      .digest("hex");
  }
  return out;
}

interface RunOpts {
  month?: string;
  replace?: boolean;
  yaml?: string;
  title?: string;
  events?: RunEvent[];
  onEvent?: (e: RunEvent) => void;
}

const run = (dir: string, opts: RunOpts = {}) =>
  runFull(
    sandbox,
    { ...definitionFor(sandbox, opts.yaml ?? ""), ...(opts.title ? { title: opts.title } : {}) },
    {
      outDir: dir,
      pdfs: false,
      month: opts.month,
      replace: opts.replace,
      onEvent: (e) => {
        opts.events?.push(e);
        opts.onEvent?.(e);
      },
    },
  );

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

const lockOf = async (dir: string) => JSON.parse(await readFile(join(dir, LOCK_NAME), "utf8"));

interface ReportCase {
  name: string;
  /** The first report in the folder. */
  first: { month?: string; yaml?: string; title?: string };
  /** Leave it as a killed run would: its manifest gone, its lock without a live holder. */
  killed?: boolean;
  /** The run refused (always month 2026-10, title "Fault check", the plain definition). */
  line: string;
}

const HINT =
  "its files are kept; choose another folder with --out, or run again with --replace to replace that report";
const REPORT_CASES: ReportCase[] = [
  {
    name: "last month's report",
    first: { month: "2026-09" },
    line: `the output folder <out> holds another report (month 2026-09, this run's 2026-10): ${HINT}`,
  },
  {
    name: "a report of another title",
    first: { title: "September close" },
    line: `the output folder <out> holds another report (title "September close", this run's "Fault check"; definition sha256:<12>…, this run's sha256:<12>…): ${HINT}`,
  },
  {
    name: "a report of another definition (another language)",
    first: { yaml: "locale: de\n" },
    line: `the output folder <out> holds another report (definition sha256:<12>…, this run's sha256:<12>…): ${HINT}`,
  },
  {
    name: "last month's run that was killed (no manifest, its lock left)",
    first: { month: "2026-09" },
    killed: true,
    line: `the output folder <out> holds another report (month 2026-09, this run's 2026-10): ${HINT}`,
  },
];

describe("a folder holding another report: refused (exit 2), not one byte changed", () => {
  it.each(REPORT_CASES)("$name", async (c) => {
    const dir = await freshDir("another");
    await run(dir, c.first);
    if (c.killed) {
      // What a run killed after prepare() leaves: no manifest, its lock naming a pid that is gone.
      const lock = { ...(await lockOrNew(dir, c.first.month ?? "2026-10")), pid: 999_999_999 };
      await writeFile(join(dir, LOCK_NAME), JSON.stringify(lock));
      await rm(join(dir, "manifest.json"));
    }
    const before = await snapshot(dir);
    const err = await failure(run(dir));
    expect(
      formatError(err)
        .replaceAll(dir, "<out>")
        .replace(/sha256:[0-9a-f]{12}…/g, "sha256:<12>…"),
    ).toBe(`solar-report: ${c.line}`);
    expect(exitCodeFor(err)).toBe(2);
    expect(await snapshot(dir)).toEqual(before);
  });

  it("--replace: the other report's files go, each one logged, and the folder holds exactly the new report", async () => {
    const dir = await freshDir("replace");
    const september = (await run(dir, { month: "2026-09" })).manifest;
    const events: RunEvent[] = [];
    const october = await run(dir, { replace: true, events });
    expect(october.result.exitCode).toBe(0);
    const kept = new Set(filesOf(october.manifest));
    const gone = filesOf(september).filter((f) => !kept.has(f));
    expect(gone).toEqual([
      "workbooks/yield-2026-09.xlsx",
      "workbooks/pr-2026-09.xlsx",
      "workbooks/availability-2026-09.xlsx",
      "data/daily-2026-09.csv",
      "data/monthly-2026-09.csv",
    ]);
    expect(events.filter((e) => e.type === "removed")).toEqual(
      gone.map((file) => ({ type: "removed", file })),
    );
    expect(await filesUnder(dir)).toEqual([...kept].sort());
  });

  it("the same report again is no other report: rerun in place, nothing refused", async () => {
    const dir = await freshDir("same");
    await run(dir);
    const again = await run(dir);
    expect(again.result.exitCode).toBe(0);
    expect(again.manifest.definition).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

/** A lock as the folder's first run left it (from a lock file kept for the purpose, or built). */
async function lockOrNew(dir: string, month: string): Promise<Record<string, unknown>> {
  const manifest = JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")) as Manifest;
  return {
    format: "solar-report output lock",
    host: hostname(),
    bootId: systemIdentity.bootId(),
    processStart: null,
    token: "killed-run",
    command: "run",
    startedAt: "2026-11-02T05:00:00.000Z",
    report: { month, title: manifest.title, definition: manifest.definition },
    files: filesOf(manifest),
  };
}

interface LockCase {
  name: string;
  /** The lock's holder fields (pid, host, bootId, processStart) and the identity the run sees. */
  lock: () => { pid: number; host?: string; bootId: string | null; processStart: number | null };
  identity?: Parameters<typeof injectLockIdentity>[0];
  /** The takeover warning, or the refusal line (exit 1). */
  warning?: string;
  refused?: string;
}

const parent = process.ppid;
const parentStart = () => startTicksOf(readFileSync(`/proc/${parent}/stat`, "utf8"));
const LOCK_CASES: LockCase[] = [
  {
    name: "a lock from before the host restarted (another boot id), its pid alive again",
    lock: () => ({ pid: parent, bootId: "boot-before", processStart: 1234 }),
    identity: { bootId: () => "boot-after" },
    warning: `the output folder was left locked by an earlier run (pid ${parent}) from before this host restarted: taken over; its unfinished files are replaced`,
  },
  {
    name: "a lock naming this run's own pid (a restarted container, pid 1 again)",
    lock: () => ({ pid: 1, bootId: "boot-a", processStart: 50 }),
    identity: { pid: () => 1, bootId: () => "boot-a", startTicks: () => 50 },
    warning:
      "the output folder was left locked by an earlier run that had this run's pid (1), so it ran before the container or machine restarted: taken over; its unfinished files are replaced",
  },
  {
    name: "a pid that another process has now (another start time)",
    lock: () => ({ pid: parent, bootId: systemIdentity.bootId(), processStart: (parentStart() ?? 0) + 1 }),
    warning: `the output folder was left locked by an earlier run (pid ${parent}) that is no longer running (that pid is another process's now): taken over; its unfinished files are replaced`,
  },
  {
    name: "a live holder on this host (same boot, same start time)",
    lock: () => ({ pid: parent, bootId: systemIdentity.bootId(), processStart: parentStart() }),
    refused: `another solar-report run (pid ${parent} on ${hostname()}, started 2026-11-02T05:00:00.000Z) is writing to the output folder <out>: wait for it to finish or choose another folder with --out`,
  },
  {
    name: "a lock from another host (a replaced runner or pod)",
    lock: () => ({ pid: 1, host: "report-pod-7f9c", bootId: "boot-elsewhere", processStart: 50 }),
    refused:
      "another solar-report run (pid 1 on report-pod-7f9c, started 2026-11-02T05:00:00.000Z) holds the output folder <out>: wait for it to finish or choose another folder with --out; if no solar-report runs on report-pod-7f9c any more (a runner or pod that was replaced), delete <out>/.solar-report.lock and run again",
  },
];

describe("locks judged by host, boot and process start, not the pid alone", () => {
  it.each(LOCK_CASES)("$name", async (c) => {
    const dir = await freshDir("lock");
    const { host = hostname(), ...holder } = c.lock();
    const lock = {
      format: "solar-report output lock",
      host,
      ...holder,
      token: "earlier-run",
      command: "run",
      startedAt: "2026-11-02T05:00:00.000Z",
      report: null,
      files: [],
    };
    await writeFile(join(dir, LOCK_NAME), JSON.stringify(lock));
    if (c.identity) undo = injectLockIdentity(c.identity);
    const events: RunEvent[] = [];
    const err = await failure(run(dir, { events }));
    if (c.refused) {
      expect(formatError(err).replaceAll(dir, "<out>")).toBe(`solar-report: ${c.refused}`);
      expect(exitCodeFor(err)).toBe(1);
      expect(await lockOf(dir)).toEqual(lock);
      return;
    }
    expect(err).toBeNull();
    expect(events).toContainEqual({ type: "warning", message: c.warning });
    expect(await filesUnder(dir)).not.toContain(LOCK_NAME);
  });

  it("a lock records host, pid, boot id, process start and the report while a run holds it", async () => {
    const dir = await freshDir("record");
    let seen: Record<string, unknown> | null = null;
    await run(dir, {
      onEvent: (e) => {
        if (e.type === "plan") seen = JSON.parse(readFileSync(join(dir, LOCK_NAME), "utf8"));
      },
    });
    expect(seen).toMatchObject({
      pid: process.pid,
      host: hostname(),
      bootId: systemIdentity.bootId(),
      processStart: systemIdentity.startTicks(process.pid),
      report: { month: "2026-10", title: "Fault check" },
    });
  });
});
