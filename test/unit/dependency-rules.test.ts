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

/**
 * importer → imported (under src/, or `npm:<package>` for a package the tree has in its
 * node_modules), and the rule the import breaks (null: allowed).
 */
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
  ["render/pdf/engine/fonts.ts", "render/pdf/pages/theme.ts", "render-pdf-engine"],
  ["render/html/page.ts", "output/atomic.ts", "render-html"],
  ["render/csv/daily.ts", "api/client.ts", "render-csv"],
  ["render/pdf/pages/tiles.ts", "render/pdf/workers/worker.ts", "render-pdf-pages"],
  ["render/pdf/pages/document.ts", "npm:pdfkit", "pdfkit-adapter"],
  ["render/xlsx/writer/sheet-bodies.ts", "render/xlsx/yield-workbook.ts", "render-xlsx-writer"],
  // What the picture allows.
  ["render/pdf/table.ts", "metrics/model.ts", null],
  ["render/xlsx/labels.ts", "i18n/index.ts", null],
  ["render/xlsx/cells.ts", "render/finite.ts", null],
  ["output/manifest.ts", "vocabulary/report-warning.ts", null],
  ["api/transport.ts", "vocabulary/graphemes.ts", null],
  ["sandbox/data.ts", "api/types.ts", null],
  ["metrics/rows.ts", "api/types.ts", null],
  ["definition/parse.ts", "render/pdf/engine/image-probe.ts", null],
  ["render/pdf/engine/pdf-document.ts", "npm:pdfkit", null],
  ["render/html/cells.ts", "output/manifest.ts", null],
  ["render/csv/monthly.ts", "metrics/model.ts", null],
  ["render/pdf/pages/legend.ts", "render/pdf/engine/text-emit.ts", null],
  ["render/pdf/workers/render-pdfs.ts", "render/pdf/pages/render-plant-pdf.ts", null],
  ["render/xlsx/writer/sheet-body.ts", "render/xlsx/cells.ts", null],
  ["pipeline/fetch.ts", "render/pdf/index.ts", null],
  ["cli/demo.ts", "sandbox/index.ts", null],
];

/** The import `from` writes for `to`: relative inside src/, the bare name for a package. */
function specifier(from: string, to: string): string {
  if (to.startsWith("npm:")) return to.slice(4);
  const spec = relative(dirname(join("src", from)), join("src", to)).replace(/\.ts$/, ".js");
  return spec.startsWith(".") ? spec : `./${spec}`;
}

/** How dependency-cruiser names the imported module: a file of src/, or the package's main file. */
const cruised = (to: string) =>
  to.startsWith("npm:") ? `node_modules/${to.slice(4)}/index.js` : `src/${to}`;

describe("the import rules (npm run deps)", () => {
  let tree: string;

  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), "solar-report-deps-"));
    writeFileSync(join(tree, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext" } }));
    const files = new Set([...CASES.map(([from]) => from), ...CASES.map(([, to]) => to)]);
    for (const file of [...files].filter((f) => !f.startsWith("npm:"))) {
      mkdirSync(dirname(join(tree, "src", file)), { recursive: true });
      writeFileSync(join(tree, "src", file), "export const x = 1;\n");
    }
    const packages = [...files].filter((f) => f.startsWith("npm:")).map((f) => f.slice(4));
    writeFileSync(
      join(tree, "package.json"),
      JSON.stringify({ type: "module", dependencies: Object.fromEntries(packages.map((p) => [p, "1.0.0"])) }),
    );
    for (const name of packages) {
      mkdirSync(join(tree, "node_modules", name), { recursive: true });
      writeFileSync(
        join(tree, "node_modules", name, "package.json"),
        JSON.stringify({ name, main: "index.js" }),
      );
      writeFileSync(join(tree, "node_modules", name, "index.js"), "export const x = 1;\n");
    }
    for (const [from, to] of CASES) {
      writeFileSync(
        join(tree, "src", from),
        `import { x as y } from "${specifier(from, to)}";\nexport const x = y;\n`,
      );
    }
  });

  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it("reports every import against the rules, under the rule it breaks, and fails", async () => {
    const { code, violations } = await cruise(tree);
    expect(code).not.toBe(0);
    const expected = CASES.filter(([, , rule]) => rule !== null)
      .map(([from, to, rule]) => [rule, `src/${from}`, cruised(to)])
      .sort();
    const found = [...violations].sort();
    expect(found).toEqual(expected);
  });

  it("refuses a runtime import cycle and allows one made of type-only imports", async () => {
    const cycle = mkdtempSync(join(tmpdir(), "solar-report-cycle-"));
    try {
      writeFileSync(
        join(cycle, "tsconfig.json"),
        JSON.stringify({ compilerOptions: { module: "NodeNext" } }),
      );
      mkdirSync(join(cycle, "src/pipeline"), { recursive: true });
      const file = (name: string, body: string) => writeFileSync(join(cycle, "src/pipeline", name), body);
      file("a.ts", 'import { b } from "./b.js";\nexport const a = () => b;\n');
      file("b.ts", 'import { a } from "./a.js";\nexport const b = () => a;\n');
      file("c.ts", 'import type { D } from "./d.js";\nexport interface C { d?: D }\n');
      file("d.ts", 'import type { C } from "./c.js";\nexport interface D { c?: C }\n');
      const run = promisify(execFile)(process.execPath, [BIN, "src", "--config", CONFIG], { cwd: cycle });
      const { stdout, code } = await run.then(
        (r) => ({ stdout: r.stdout, code: 0 }),
        (e: { stdout: string; code: number }) => ({ stdout: e.stdout, code: e.code }),
      );
      expect(code).not.toBe(0);
      // One report per cycle, named from its first file; the type-only cycle is not one.
      const cycles = [...stdout.matchAll(/error no-circular: (\S+)/g)].map((m) => m[1]);
      expect(cycles).toEqual(["src/pipeline/a.ts"]);
      expect(stdout).toContain("src/pipeline/b.ts");
      expect(stdout).not.toMatch(/src\/pipeline\/[cd]\.ts/);
    } finally {
      rmSync(cycle, { recursive: true, force: true });
    }
  });

  it("passes on src/", async () => {
    const { code, violations } = await cruise(ROOT);
    expect(violations).toEqual([]);
    expect(code).toBe(0);
  });
});
