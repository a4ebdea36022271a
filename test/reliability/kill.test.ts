/**
 * Kill and signals (issue "Reliability and security", 1): the CLI as a process against a
 * sandbox process with latency, killed with SIGKILL at seeded-random moments, never leaves
 * an incomplete file under a final name (output/atomic.ts: temporary name + rename), the
 * manifest is absent or complete and lists only files that exist, and a rerun into the
 * same folder completes and removes the temporaries. SIGINT/SIGTERM stop cleanly with 130
 * and no manifest claiming success (cli/commands/signals.ts).
 */
import type { ChildProcess } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACE_LANES } from "../../src/pipeline/run/render.js";
import { cleanEnv, startSandboxProcess } from "../e2e/cli.js";
import { startProxy } from "./helpers/proc-proxy.js";
import { type Finished, RUN_MONTH, runCli, seeded, spawnCli, writeDefinition } from "./helpers/proc-run.js";
import { checkIntegrity, isTemp, listFiles } from "./helpers/scan-files.js";

// 12 plants: every kill moment still spans start-up, fetch, workbooks and PDFs; more plants only
// made each of the ten runs longer (the suite's slowest test, issue 30).
const PLANTS = 12;
const KILLS = 9;
const SEED = 0x5eed;

let sandbox: { child: ChildProcess; env: Record<string, string> };
let work: string;
let definition: string;
/** The uninterrupted run: its duration scales the kill moments. */
let baseline: Finished & { dir: string; firstRenderMs: number; firstPdfMs: number };

const env = () => cleanEnv(sandbox.env);
const runArgs = (out: string) => [
  "run",
  definition,
  "--out",
  out,
  "--month",
  RUN_MONTH,
  "--log-format",
  "json",
];

beforeAll(async () => {
  sandbox = await startSandboxProcess(["--port", "0", "--plants", String(PLANTS), "--latency-ms", "30"]);
  work = await mkdtemp(join(tmpdir(), "solar-kill-"));
  definition = await writeDefinition(work);
  const dir = join(work, "baseline");
  const started = Date.now();
  const proc = spawnCli(runArgs(dir), env());
  const moment = (re: RegExp) => proc.waitFor(re).then(() => Date.now() - started);
  const [done, firstRenderMs, firstPdfMs] = await Promise.all([
    proc.done,
    moment(/"event":"render"/),
    moment(/"what":"pdf"/),
  ]);
  baseline = { ...done, dir, firstRenderMs, firstPdfMs };
});

afterAll(async () => {
  sandbox?.child.kill("SIGINT");
  if (work) await rm(work, { recursive: true, force: true });
});

describe("SIGKILL at seeded-random moments", () => {
  it("the uninterrupted run is complete (the reference)", async () => {
    expect(baseline.code, baseline.stderr).toBe(0);
    const integrity = await checkIntegrity(baseline.dir);
    expect(integrity.problems).toEqual([]);
    expect(integrity.manifest).toBe("complete");
    // manifest.json + index.html, three workbooks, two data CSVs, the portfolio PDF, one PDF per plant
    expect(integrity.checked).toBe(2 + 3 + 2 + 1 + PLANTS);
    expect(baseline.firstRenderMs).toBeGreaterThan(0);
  });

  it("never leaves an incomplete file under a final name; a rerun completes and cleans up", async () => {
    const dir = join(work, "killed");
    const random = seeded(SEED);
    const log: string[] = [];
    let filesChecked = 0;
    let tempsSeen = 0;
    // All in the same folder, so a kill also meets the leftovers of the previous one. A
    // third of the moments span the whole run (start-up, login, fetch); a third follow the
    // run's first workbook, a third its first PDF (where torn writes and the manifest
    // happen), timed from that event of the killed run itself so a slow machine hits it too.
    const phases = [
      { after: null, span: baseline.ms, label: "after start" },
      {
        after: /"event":"render"/,
        span: baseline.ms - baseline.firstRenderMs,
        label: "after the first workbook",
      },
      { after: /"what":"pdf"/, span: baseline.ms - baseline.firstPdfMs, label: "after the first PDF" },
    ];
    for (let i = 0; i < KILLS; i++) {
      const phase = phases[i % phases.length]!;
      const at = Math.round(random() * phase.span * (phase.after ? 0.8 : 1.05));
      const proc = spawnCli(runArgs(dir), env());
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        timer = setTimeout(() => proc.child.kill("SIGKILL"), at);
      };
      if (phase.after) proc.waitFor(phase.after).then(arm, () => {});
      else arm();
      const done = await proc.done;
      clearTimeout(timer);
      const integrity = await checkIntegrity(dir);
      filesChecked += integrity.checked;
      tempsSeen += integrity.temps.length;
      log.push(
        `kill ${phase.label} + ${at} ms: ${done.signal ?? `exit ${done.code}`}, ${integrity.checked} final files, ` +
          `${integrity.temps.length} temporaries, manifest ${integrity.manifest}` +
          (done.signal ? "" : ` (${done.stderr.trim().split("\n").pop()})`),
      );
      expect(integrity.problems, log.join("\n")).toEqual([]);
      // Temporaries never carry a final name: they all start with the marker.
      for (const t of integrity.temps) expect(t.split("/").pop()).toMatch(/^\.partial-/);
    }

    const rerun = await runCli(runArgs(dir), env());
    expect(rerun.code, rerun.stderr).toBe(0);
    const after = await checkIntegrity(dir);
    expect(after.problems).toEqual([]);
    expect(after.temps).toEqual([]);
    expect(after.manifest).toBe("complete");
    // The rerun took over the lock the last kill left, and released it.
    expect(after.lock).toBe("absent");
    expect(after.checked).toBe(2 + 3 + 2 + 1 + PLANTS);
    const manifest = JSON.parse(await readFile(join(dir, "manifest.json"), "utf8"));
    expect(manifest.status).toBe("ok");
    // Real reader: exceljs opens every workbook of the rerun.
    for (const rel of Object.values(manifest.workbooks) as string[]) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(new Uint8Array(await readFile(join(dir, rel))).buffer);
      expect(wb.getWorksheet("Summary")).toBeDefined();
    }
    console.info(
      `kill test: ${KILLS} SIGKILL moments (baseline ${baseline.ms} ms), ${filesChecked} final files checked, ` +
        `${tempsSeen} temporaries seen\n  ${log.join("\n  ")}`,
    );
  });
});

describe("SIGINT and SIGTERM", () => {
  it("SIGINT while fetching: exit 130, stops early, no manifest, nothing half-written", async () => {
    const dir = join(work, "sigint");
    const proc = spawnCli(runArgs(dir), env());
    await proc.waitFor(/"event":"plan"/);
    proc.child.kill("SIGINT");
    const done = await proc.done;
    expect(done.code, done.stderr).toBe(130);
    expect(done.stderr).toMatch(/SIGINT received, stopping/);
    expect(done.stderr).toMatch(/interrupted/);
    // Stopped early: nothing was rendered after the signal (an event, not a duration).
    expect(done.stderr).not.toMatch(/"event":"render"/);
    const integrity = await checkIntegrity(dir);
    expect(integrity.problems).toEqual([]);
    expect(integrity.manifest).toBe("absent");
    expect(integrity.temps).toEqual([]);
    // Released on the way out: nothing was written yet, so no lock is left.
    expect(integrity.lock).toBe("absent");
  });

  it("SIGTERM while rendering over a finished report: exit 130, the old manifest is gone, no file half-written", async () => {
    const dir = join(work, "sigterm");
    await cp(baseline.dir, dir, { recursive: true });
    const proc = spawnCli(runArgs(dir), env());
    await proc.waitFor(/"event":"render","what":"workbook"/);
    proc.child.kill("SIGTERM");
    const done = await proc.done;
    expect(done.code, done.stderr).toBe(130);
    expect(done.stderr).toMatch(/SIGTERM received, stopping/);
    expect(done.stderr).not.toMatch(/"event":"done"/);
    const integrity = await checkIntegrity(dir);
    expect(integrity.problems).toEqual([]);
    // No manifest claiming success: the run removed the previous one before writing.
    expect(integrity.manifest).toBe("absent");
    expect(integrity.temps).toEqual([]);
    // Released on the way out, but kept without a holder: it lists the files the next run may replace.
    expect(integrity.lock).toBe("no holder");
    // In-flight work stopped: no write starts after the signal (output/atomic.ts haltWrites).
    // A rename already under way when it came completes (the file is whole: integrity above), and
    // its event may be logged after the signal's line: at most one per lane placing plant PDFs.
    const afterSignal = done.stderr.slice(done.stderr.indexOf("SIGTERM received"));
    const late = [...afterSignal.matchAll(/"event":"render","what":"(\w+)"/g)].map((m) => m[1]);
    expect(late.filter((what) => what !== "pdf")).toEqual([]);
    expect(late.length).toBeLessThanOrEqual(PLACE_LANES);
  });

  it("a second signal exits at once, still with 130", async () => {
    const dir = join(work, "twice");
    const proc = spawnCli(runArgs(dir), env());
    await proc.waitFor(/"event":"plan"/);
    proc.child.kill("SIGINT");
    await proc.waitFor(/SIGINT received/);
    proc.child.kill("SIGINT");
    const done = await proc.done;
    expect(done.signal).toBeNull();
    expect(done.code).toBe(130);
    expect((await listFiles(dir)).filter((f) => !isTemp(f) && f === "manifest.json")).toEqual([]);
    // Even the exit at once releases the lock (process "exit" handler).
    expect((await checkIntegrity(dir)).lock).not.toBe("pid");
  });

  it("SIGTERM while a request stalls: the request is cancelled at once, exit 130, nothing half-written", async () => {
    // The service takes one historical request and never answers; the request timeout is
    // 10 minutes, far beyond the test's own, so only a cancellation can end the run in time.
    let stalled!: () => void;
    const onStall = new Promise<void>((resolve) => {
      stalled = resolve;
    });
    let hungUp = false;
    let stalls = 0;
    const proxy = await startProxy(sandbox.env.SOLAR_API_BASE_URL!, {
      intercept: (req, res) => {
        if (req.path !== "/data/plant/historical" || stalls++ > 0) return false;
        res.on("close", () => {
          hungUp = true;
        });
        stalled();
        return true;
      },
    });
    try {
      const dir = join(work, "sigterm-stall");
      await mkdir(join(work, "stall-definition"), { recursive: true });
      const stallDef = await writeDefinition(join(work, "stall-definition"), {
        timeoutMs: 600_000,
        concurrency: 1,
      });
      const args = ["run", stallDef, "--out", dir, "--month", RUN_MONTH, "--log-format", "json"];
      const proc = spawnCli(args, cleanEnv({ ...sandbox.env, SOLAR_API_BASE_URL: proxy.baseUrl }));
      await onStall;
      proc.child.kill("SIGTERM");
      const done = await proc.done;
      expect(done.code, done.stderr).toBe(130);
      expect(done.stderr).toMatch(/SIGTERM received, stopping/);
      expect(done.stderr).toMatch(/the run was interrupted \(SIGTERM\); no manifest was written/);
      expect(hungUp).toBe(true);
      const integrity = await checkIntegrity(dir);
      expect(integrity.problems).toEqual([]);
      expect(integrity.manifest).toBe("absent");
      expect(integrity.temps).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
