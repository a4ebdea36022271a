/**
 * End-to-end tests run the real bin (dist/bundle/solar-report.js), as users do: build it once
 * before the suite (tsc, then scripts/bundle.mjs) so they never test a stale build. The build is incremental
 * (tsconfig.build.json: dist/.tsbuildinfo, removed with dist/), so after `npm ci` or an
 * unchanged tree it only checks the sources' hashes. tsc still emits when it reports
 * type errors; under CI those errors fail the run, locally they are only printed.
 *
 * Every temporary folder the tests make (output folders, spools, LibreOffice and Chromium
 * profiles, the CLI's own) goes under one folder of this run: TMPDIR is set before the test
 * workers start, so they and the processes they start inherit it, and the folder goes when the
 * suite ends. A killed test process or a failed cleanup no longer leaves folders in /tmp run after run.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => void {
  try {
    execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (err) {
    const out = String((err as { stdout?: Buffer }).stdout ?? err);
    if (process.env.CI) throw new Error(`the build failed:\n${out}`);
    console.warn(`warning: the build reported errors (end-to-end tests may fail):\n${out.slice(0, 2000)}`);
  }
  execFileSync(process.execPath, ["scripts/bundle.mjs", "--if-stale"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Vitest calls this setup for the root config and again for each project: one folder will do.
  if (process.env[RUN_TMP] !== undefined) return () => {};
  const root = mkdtempSync(join(tmpdir(), "solar-tests-"));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  process.env[RUN_TMP] = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    delete process.env[RUN_TMP];
    rmSync(root, { recursive: true, force: true });
  };
}

/** Set while a run's temporary folder exists (the folder's path). */
const RUN_TMP = "SOLAR_REPORT_TEST_TMP";
