/** A run killed outright leaves its PDF spool behind; the next run removes it, never a live run's. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSpool, removeStaleSpools, SPOOL_PREFIX } from "../../../src/pipeline/run/pdf-spool.js";

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("PDF spool folders", () => {
  it("removes the spool of a process that is gone, keeps its own, a live process's and unrelated folders", async () => {
    dir = await mkdtemp(join(tmpdir(), "spool-test-"));
    // A process that has exited: its pid names no process any more.
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid!;
    const stale = join(dir, `${SPOOL_PREFIX}${gone}-abc123`);
    const live = join(dir, `${SPOOL_PREFIX}${process.ppid}-def456`);
    const other = join(dir, "solar-report-pdfs-notapid");
    for (const d of [stale, live, other]) await mkdir(d);
    const own = await createSpool(dir);
    expect(basename(own).startsWith(`${SPOOL_PREFIX}${process.pid}-`)).toBe(true);
    expect(dirname(own)).toBe(dir);
    expect(existsSync(stale)).toBe(false);
    for (const d of [live, other, own]) expect(existsSync(d), d).toBe(true);
    expect(await removeStaleSpools(dir)).toBe(0);
  });
});
