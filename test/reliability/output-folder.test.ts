/**
 * The output folder (DESIGN.md "Contracts": a run writes only into a folder that is empty or
 * solar-report's and leaves no file the manifest does not list), table-driven, in process
 * against one sandbox. Disk faults are injected through output/output-fs.ts on a chosen file,
 * so a full disk or a read-only mount is met at the same write on every machine; each case
 * pins the exact line the CLI prints and its exit code, then a rerun without the fault must
 * leave exactly the manifest's files.
 */
import { execFileSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { exitCodeFor, formatError } from "../../src/cli/errors.js";
import { LOCK_NAME } from "../../src/output/folder-lock.js";
import type { Manifest } from "../../src/output/manifest.js";
import { filesOf } from "../../src/output/out-dir.js";
import { injectOutputFs, type OutputFs, outputFs } from "../../src/output/output-fs.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import {
  advancingClock,
  definitionFor,
  filesUnder,
  freshDir,
  removeRunDirs,
  runFull,
} from "./helpers/report-run.js";

const PLANTS = 4;
let sandbox: Sandbox;
let restore: (() => void) | null = null;

beforeAll(async () => {
  sandbox = await startSandbox({ plants: PLANTS, seed: 8, now: advancingClock() });
});
afterEach(() => {
  restore?.();
  restore = null;
  sandbox.setPlantFaults({});
});
afterAll(async () => {
  await sandbox?.close();
  await removeRunDirs();
});

const errno = (code: string) => Object.assign(new Error(`${code}: injected`), { code });

/** Makes every write of a file whose path matches `where` fail with `code` (data files, the lock, renames). */
function failWrites(code: string, where: RegExp): void {
  const real = { ...outputFs };
  const guard =
    <A extends unknown[], R>(path: (...a: A) => string, fn: (...a: A) => Promise<R>) =>
    (...a: A): Promise<R> =>
      where.test(path(...a)) ? Promise.reject(errno(code)) : fn(...a);
  restore = injectOutputFs({
    writeDurable: guard((p) => String(p), real.writeDurable),
    writeFile: guard((p) => String(p), real.writeFile) as OutputFs["writeFile"],
    rename: guard((_from, to) => String(to), real.rename) as OutputFs["rename"],
  });
}

/** The folder holds exactly the manifest's files (and nothing of a run in progress). */
async function holdsExactlyTheManifest(dir: string, extra: string[] = []): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")) as Manifest;
  expect(await filesUnder(dir)).toEqual([...filesOf(manifest), ...extra].sort());
  return manifest;
}

interface DiskCase {
  name: string;
  code: string;
  where: RegExp;
  /** The line the CLI prints (the output folder's path is shown as <out>). */
  line: string;
}

const DISK_CASES: DiskCase[] = [
  {
    name: "the disk fills up at a plant's PDF",
    code: "ENOSPC",
    where: /plants\/[^/]*\.pdf$/,
    line: "solar-report: cannot write <out>/plants/<pdf>: the disk is full (ENOSPC): free some space or choose another folder with --out, then run again",
  },
  {
    name: "a read-only mount at the manifest",
    code: "EROFS",
    where: /manifest\.json$/,
    line: "solar-report: cannot write <out>/manifest.json: the file system is read-only (EROFS): choose a writable folder with --out",
  },
  {
    name: "permission denied at the first workbook",
    code: "EACCES",
    where: /workbooks\/yield-/,
    line: "solar-report: cannot write <out>/workbooks/yield-2026-10.xlsx: permission denied (EACCES): fix the folder's permissions or choose another folder with --out",
  },
  {
    name: "the disk is full before the run starts (the lock)",
    code: "ENOSPC",
    where: /\.solar-report\.lock$/,
    line: "solar-report: cannot write <out>/.solar-report.lock: the disk is full (ENOSPC): free some space or choose another folder with --out, then run again",
  },
];

describe("disk faults: one line, exit 1, and a rerun completes", () => {
  it.each(DISK_CASES)("$name ($code)", async (c) => {
    const out = await freshDir("disk");
    failWrites(c.code, c.where);
    const err = await runFull(sandbox, definitionFor(sandbox), { outDir: out }).then(
      () => null,
      (e: unknown) => e,
    );
    restore?.();
    restore = null;
    expect(err).not.toBeNull();
    const line = formatError(err)
      .replaceAll(out, "<out>")
      .replace(/plants\/[^:]*\.pdf/, "plants/<pdf>");
    expect(line).toBe(c.line);
    expect(exitCodeFor(err)).toBe(1);
    const left = await filesUnder(out);
    expect(left).not.toContain("manifest.json");
    expect(left.filter((f) => f.includes(".partial-"))).toEqual([]);
    // The rerun takes over the lock of the failed run and leaves exactly the manifest's files.
    const rerun = await runFull(sandbox, definitionFor(sandbox), { outDir: out });
    expect(rerun.result.exitCode).toBe(0);
    await holdsExactlyTheManifest(out);
  });
});

describe("plant PDFs placed a few at a time", () => {
  let many: Sandbox;
  beforeAll(async () => {
    many = await startSandbox({ plants: 12, seed: 8, now: advancingClock() });
  });
  afterAll(() => many?.close());

  it("after a failed write no other plant PDF is started, and none is left half-written", async () => {
    const out = await freshDir("lanes");
    const real = { ...outputFs };
    const pdfWrites: string[] = [];
    // A plant PDF goes into place by a rename of its spooled file (or a copy across file
    // systems): the first one the disk refuses, whichever way it goes.
    const fail = (path: unknown) =>
      /plants\/[^/]*\.pdf$/.test(String(path)) && pdfWrites.push(String(path)) === 1;
    restore = injectOutputFs({
      rename: (from, to) => (fail(to) ? Promise.reject(errno("EIO")) : real.rename(from, to)),
      writeDurable: (path, data) =>
        fail(path) ? Promise.reject(errno("EIO")) : real.writeDurable(path, data),
    });
    const err = await runFull(many, definitionFor(many), { outDir: out }).then(
      () => null,
      (e: unknown) => e,
    );
    restore?.();
    restore = null;
    expect(formatError(err)).toMatch(/cannot write .*plants\/.*\.pdf/);
    // The other lanes finish the write each had begun (at most 7), and take no new one.
    expect(pdfWrites.length).toBeGreaterThan(0);
    expect(pdfWrites.length).toBeLessThanOrEqual(8);
    expect(many.plants.length).toBe(12);
    const left = await filesUnder(out);
    expect(left.filter((f) => f.includes(".partial-"))).toEqual([]);
    expect(left).not.toContain("manifest.json");
  });
});

describe("reruns leave exactly what the manifest lists", () => {
  it("a plant that fails on the rerun loses its old PDF; the others are replaced", async () => {
    const out = await freshDir("rerun");
    const first = await runFull(sandbox, definitionFor(sandbox), { outDir: out });
    const gone = first.manifest.plants[1]!;
    sandbox.setPlantFaults({ revoked: [gone.id] });
    const second = await runFull(sandbox, definitionFor(sandbox), { outDir: out });
    expect(second.result.exitCode).toBe(3);
    const m = await holdsExactlyTheManifest(out);
    expect(m.plants.find((p) => p.id === gone.id)?.pdf).toBeUndefined();
    expect(await filesUnder(out)).not.toContain(gone.pdf);
  });

  it("a plant that left the selection (another definition: --replace) loses its old PDF", async () => {
    const out = await freshDir("selection");
    const first = await runFull(sandbox, definitionFor(sandbox), { outDir: out });
    const kept = first.manifest.plants.slice(0, 2).map((p) => p.id);
    const narrower = definitionFor(sandbox, `plants: [${kept.join(", ")}]\n`);
    await runFull(sandbox, narrower, { outDir: out, replace: true });
    const m = await holdsExactlyTheManifest(out);
    expect(m.plants.map((p) => p.id)).toEqual(kept);
  });

  it("files the user put into a report folder are never deleted", async () => {
    const out = await freshDir("user");
    await runFull(sandbox, definitionFor(sandbox), { outDir: out });
    await writeFile(join(out, "notes.txt"), "mine");
    await writeFile(join(out, "plants", "my-own.pdf"), "mine");
    await runFull(sandbox, definitionFor(sandbox), { outDir: out });
    await holdsExactlyTheManifest(out, ["notes.txt", "plants/my-own.pdf"]);
  });
});

describe("one run at a time", () => {
  it("two runs into one folder: one reports, the other is refused naming the holder", async () => {
    const out = await freshDir("twice");
    const runs = await Promise.allSettled([
      runFull(sandbox, definitionFor(sandbox), { outDir: out }),
      runFull(sandbox, definitionFor(sandbox), { outDir: out }),
    ]);
    const refused = runs.filter((r) => r.status === "rejected");
    expect(runs.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const err = (refused[0] as PromiseRejectedResult).reason;
    expect(
      formatError(err)
        .replaceAll(out, "<out>")
        .replace(/started [^)]*/, "started <t>"),
    ).toBe(
      `solar-report: another solar-report run (pid ${process.pid} on ${hostname()}, started <t>) is writing to the output folder <out>: wait for it to finish or choose another folder with --out`,
    );
    expect(exitCodeFor(err)).toBe(1);
    await holdsExactlyTheManifest(out);
  });

  it("a lock whose run is gone (killed) is taken over, and that run's files are cleaned", async () => {
    const out = await freshDir("stale");
    // A pid that surely ended: a child process that has exited.
    const dead = Number(execFileSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]));
    await mkdir(join(out, "plants"), { recursive: true });
    await writeFile(join(out, "plants", "half-done.pdf"), "%PDF-");
    const lock = { format: "solar-report output lock", pid: dead, host: hostname(), command: "run" };
    await writeFile(
      join(out, LOCK_NAME),
      JSON.stringify({ ...lock, startedAt: "2026-11-02T05:00:00.000Z", files: ["plants/half-done.pdf"] }),
    );
    const run = await runFull(sandbox, definitionFor(sandbox), { outDir: out });
    expect(run.result.exitCode).toBe(0);
    expect(run.events).toContainEqual({
      type: "warning",
      message: `the output folder was left locked by an earlier run (pid ${dead}) that is no longer running: taken over; its unfinished files are replaced`,
    });
    await holdsExactlyTheManifest(out);
  });

  it("a lock held on another host is named, never taken", async () => {
    const out = await freshDir("remote");
    const lock = { format: "solar-report output lock", pid: 4242, host: "runner-7", command: "merge" };
    await writeFile(
      join(out, LOCK_NAME),
      JSON.stringify({ ...lock, startedAt: "2026-11-02T05:00:00.000Z", files: [] }),
    );
    const err = await runFull(sandbox, definitionFor(sandbox), { outDir: out }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(formatError(err).replaceAll(out, "<out>")).toBe(
      "solar-report: another solar-report merge (pid 4242 on runner-7, started 2026-11-02T05:00:00.000Z) holds the output folder <out>: wait for it to finish or choose another folder with --out; if no solar-report runs on runner-7 any more (a runner or pod that was replaced), delete <out>/.solar-report.lock and run again",
    );
    expect(exitCodeFor(err)).toBe(1);
    expect(await filesUnder(out)).toEqual([LOCK_NAME]);
  });
});
