/**
 * The import rules of docs/architecture.md, as `npm run deps` checks them: the repository's
 * own .dependency-cruiser.cjs run by dependency-cruiser's CLI, on src/ (no violation) and on a
 * small tree laid out like src/ in which each file makes one import (a rule broken, or an
 * import the picture allows). A new import against the rules fails the check.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const CONFIG = join(ROOT, ".dependency-cruiser.cjs");
const BIN = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

/**
 * `npm run deps` on `src` of `cwd`: dependency-cruiser's CLI with the repository's rules and
 * its default output; its exit code and the violations it printed as [rule, from, to].
 */
async function cruise(cwd: string): Promise<{ code: number; violations: string[][] }> {
  const run = promisify(execFile)(process.execPath, [BIN, "src", "--config", CONFIG], { cwd });
  const { stdout, code } = await run.then(
    (r) => ({ stdout: r.stdout, code: 0 }),
    (e: { stdout: string; code: number }) => ({ stdout: e.stdout, code: e.code }),
  );
  const violations = [...stdout.matchAll(/^\s*error (\S+): (\S+) → (\S+)$/gmu)].map((m) => m.slice(1, 4));
  return { code, violations };
}

/** importer → imported (both under src/), and the rule the import breaks (null: allowed). */
const CASES: [string, string, string | null][] = [
  ["render/pdf/page.ts", "api/client.ts", "render-pdf"],
  ["render/pdf/figure.ts", "metrics/portfolio.ts", "render-pdf"],
  ["render/xlsx/sheet.ts", "render/pdf/page.ts", "render-xlsx"],
  ["definition/logo.ts", "render/pdf/image-cache.ts", "definition"],
  ["api/responses.ts", "metrics/model.ts", "api"],
  ["api/errors.ts", "i18n/index.ts", "api"],
  ["output/index-format.ts", "render/warning-text.ts", "output"],
  ["sandbox/server.ts", "api/client.ts", "sandbox"],
  ["metrics/daily.ts", "definition/schema.ts", "metrics"],
  ["i18n/format.ts", "metrics/model.ts", "i18n"],
  ["vocabulary/words.ts", "i18n/index.ts", "vocabulary"],
  ["pipeline/run.ts", "sandbox/index.ts", "pipeline"],
  ["cli/app.ts", "bench/run.ts", "cli"],
  // What the picture allows.
  ["render/pdf/table.ts", "metrics/model.ts", null],
  ["render/xlsx/labels.ts", "i18n/index.ts", null],
  ["render/xlsx/cells.ts", "render/finite.ts", null],
  ["output/manifest.ts", "vocabulary/report-warning.ts", null],
  ["api/transport.ts", "vocabulary/graphemes.ts", null],
  ["sandbox/data.ts", "api/types.ts", null],
  ["metrics/rows.ts", "api/types.ts", null],
  ["definition/parse.ts", "render/pdf/image-probe.ts", null],
  ["pipeline/fetch.ts", "render/pdf/index.ts", null],
  ["cli/demo.ts", "sandbox/index.ts", null],
];

describe("the import rules (npm run deps)", () => {
  let tree: string;

  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), "solar-report-deps-"));
    writeFileSync(join(tree, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext" } }));
    const files = new Set([...CASES.map(([from]) => from), ...CASES.map(([, to]) => to)]);
    for (const file of files) {
      mkdirSync(dirname(join(tree, "src", file)), { recursive: true });
      writeFileSync(join(tree, "src", file), "export const x = 1;\n");
    }
    for (const [from, to] of CASES) {
      const spec = relative(dirname(join(tree, "src", from)), join(tree, "src", to)).replace(/\.ts$/, ".js");
      const rel = spec.startsWith(".") ? spec : `./${spec}`;
      writeFileSync(join(tree, "src", from), `import { x as y } from "${rel}";\nexport const x = y;\n`);
    }
  });

  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it("reports every import against the rules, under the rule it breaks, and fails", async () => {
    const { code, violations } = await cruise(tree);
    expect(code).not.toBe(0);
    const expected = CASES.filter(([, , rule]) => rule !== null)
      .map(([from, to, rule]) => [rule, `src/${from}`, `src/${to}`])
      .sort();
    const found = [...violations].sort();
    expect(found).toEqual(expected);
  });

  it("passes on src/", async () => {
    const { code, violations } = await cruise(ROOT);
    expect(violations).toEqual([]);
    expect(code).toBe(0);
  });
});
