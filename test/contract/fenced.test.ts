/**
 * The libraries whose internals solar-report uses are fenced (docs/architecture.md, "Library
 * adapters"): pdfkit and fontkit only inside render/pdf/engine/, exceljs's private writer steps
 * only inside render/xlsx/writer/. An upgrade of any of them must pass the tests of this folder
 * (test/contract/<library>/), which compare the adapters' output with the library's own; and
 * the versions they were written against are pinned exactly, so an upgrade is a decision.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const ADAPTERS = ["src/render/pdf/engine/", "src/render/xlsx/writer/"];
/** The libraries reached inside, and what an upgrade must pass. */
const FENCED = {
  pdfkit: "test/contract/pdfkit",
  fontkit: "test/contract/pdfkit",
  exceljs: "test/contract/exceljs",
};

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(dir, f));
}

/** `obj._member`, `obj["_member"]` and `Class.prototype` patches: a library's private side. */
const PRIVATE = /\._[A-Za-z]\w*|\[\s*["']_[A-Za-z]\w*["']\s*\]|\.prototype\b/g;

describe("library internals stay in their adapters", () => {
  it("no file outside an adapter touches a private member or patches a prototype", () => {
    const outside = sources("src").filter((f) => !ADAPTERS.some((a) => f.startsWith(a)));
    const found = outside.flatMap((f) =>
      readFileSync(join(ROOT, f), "utf8")
        .split("\n")
        .flatMap((line, i) => (line.match(PRIVATE) ?? []).map((m) => `${f}:${i + 1}: ${m}`)),
    );
    expect(found).toEqual([]);
  });

  it("each adapter does use its library's internals (else the fence and its tests are stale)", () => {
    for (const adapter of ADAPTERS) {
      const text = sources(adapter.replace(/\/$/, "")).map((f) => readFileSync(join(ROOT, f), "utf8"));
      expect(
        text.some((t) => /\._[A-Za-z]|prepareModel|addWorksheets/.test(t)),
        adapter,
      ).toBe(true);
    }
  });

  it("the fenced libraries are declared, pinned exactly and installed at that version", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    for (const name of Object.keys(FENCED)) {
      const declared = pkg.dependencies[name];
      expect(declared, `${name} in dependencies`).toMatch(/^\d+\.\d+\.\d+$/);
      const installed = JSON.parse(
        readFileSync(join(packageDir(resolveFromRoot(name), name), "package.json"), "utf8"),
      ).version;
      expect(installed, name).toBe(declared);
    }
  });

  it("fontkit is the copy pdfkit itself loads (the engine hands pdfkit fontkit font objects)", () => {
    const fromPdfkit = createRequire(resolveFromRoot("pdfkit")).resolve("fontkit");
    expect(packageDir(fromPdfkit, "fontkit")).toBe(packageDir(resolveFromRoot("fontkit"), "fontkit"));
  });

  it("every fenced library has a contract-test folder with tests", () => {
    for (const dir of new Set(Object.values(FENCED))) {
      expect(sources(dir).filter((f) => f.endsWith(".test.ts")).length, dir).toBeGreaterThan(0);
    }
  });
});

function resolveFromRoot(name: string): string {
  return createRequire(join(ROOT, "package.json")).resolve(name);
}

/** The package folder holding a resolved file: the nearest node_modules/<name> above it. */
function packageDir(file: string, name: string): string {
  let dir = dirname(file);
  while (!dir.endsWith(`node_modules/${name}`)) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`${relative(ROOT, file)} is not inside node_modules/${name}`);
    dir = up;
  }
  return dir;
}
