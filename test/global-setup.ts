/**
 * End-to-end tests run the real bin (dist/bundle/solar-report.js), as users do: build it once
 * before the suite (tsc, then scripts/bundle.mjs) so they never test a stale build. The build is incremental
 * (tsconfig.build.json: dist/.tsbuildinfo, removed with dist/), so after `npm ci` or an
 * unchanged tree it only checks the sources' hashes. tsc still emits when it reports
 * type errors; under CI those errors fail the run, locally they are only printed.
 */
import { execFileSync } from "node:child_process";

export default function setup(): void {
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
}
