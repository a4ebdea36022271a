/**
 * The documents hold together: every relative link in README.md, BENCHMARKS.md, RELIABILITY.md
 * and docs/*.md reaches a file, and a link's #anchor a heading of that file (GitHub's slugs);
 * every README section the code, the examples or the tests cite by name ('README "Rate
 * limits"', an error message's pointer included) is a heading of the README; every source file
 * architecture.md and figures.md name exists. Moving a section or a file without its readers
 * fails here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

const DOCS = [
  "README.md",
  "BENCHMARKS.md",
  "RELIABILITY.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** Markdown without its fenced code blocks (a `#` there is a comment, a `](` no link). */
function prose(file: string): string {
  return readFileSync(join(ROOT, file), "utf8").replace(/^```[^\n]*\n[\s\S]*?^```$/gmu, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/ /g, "-");
}

function headings(file: string): string[] {
  return [...prose(file).matchAll(/^#{1,6} (.+)$/gmu)].map((m) => m[1]!.trim());
}

/** Relative link targets of a document, as written: `path`, `path#anchor` or `#anchor`. */
function links(file: string): string[] {
  return [...prose(file).matchAll(/\]\(([^)\s]+)\)/gu)].map((m) => m[1]!).filter((t) => !/^[a-z]+:/u.test(t));
}

/** Files under `dir` (relative to the root) whose names end with one of `exts`. */
function sources(dir: string, exts: string[]): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((f) => join(dir, f))
    .filter((f) => exts.some((e) => f.endsWith(e)) && statSync(join(ROOT, f)).isFile());
}

describe("links between the documents", () => {
  it("slugs headings as GitHub does", () => {
    expect(slug("Registered addresses, proxies and certificates")).toBe(
      "registered-addresses-proxies-and-certificates",
    );
    expect(slug("Response cache (`--cache-dir`)")).toBe("response-cache---cache-dir");
    expect(slug("Verdicts (`verdicts`, `verdictDetails`)")).toBe("verdicts-verdicts-verdictdetails");
  });

  for (const doc of DOCS) {
    it(`${doc}: every relative link reaches a file and a heading`, () => {
      const broken: string[] = [];
      for (const target of links(doc)) {
        const [path, anchor] = target.split("#") as [string, string | undefined];
        const file = path === "" ? doc : relative(ROOT, join(ROOT, dirname(doc), decodeURI(path)));
        if (!existsSync(join(ROOT, file))) {
          broken.push(`${target}: no file ${file}`);
        } else if (anchor !== undefined && !headings(file).map(slug).includes(anchor)) {
          broken.push(`${target}: no heading #${anchor} in ${file}`);
        }
      }
      expect(broken).toEqual([]);
    });
  }
});

/** Every `….ts` a document names, as written: a path from the root, from src/, or a file's own name (a `*` for any part). */
function namedSources(doc: string): string[] {
  return [...new Set([...prose(doc).matchAll(/`([\w*./-]+\.ts)`/gu)].map((m) => m[1]!))];
}

describe("the code the developer documents name", () => {
  const files = [...sources("src", [".ts"]), ...sources("test", [".ts"])];
  for (const doc of ["docs/architecture.md", "docs/figures.md"]) {
    it(`${doc}: every file it names exists`, () => {
      const missing = namedSources(doc).filter((name) => {
        const pattern = new RegExp(`(^|/)${name.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]*")}$`, "u");
        return !files.some((f) => pattern.test(f));
      });
      expect(missing).toEqual([]);
    });
  }
});

describe("README sections cited by name", () => {
  it("are headings of the README", () => {
    const readme = new Set(headings("README.md"));
    const files = [
      ...sources("src", [".ts"]),
      ...sources("test", [".ts"]),
      ...sources("examples", [".yml", ".yaml"]),
    ]
      // This file's own examples are not citations.
      .filter((f) => f !== relative(ROOT, import.meta.filename));
    const missing: string[] = [];
    let cited = 0;
    for (const file of files) {
      for (const m of readFileSync(join(ROOT, file), "utf8").matchAll(/README,? "([^"\n]+)"/gu)) {
        cited++;
        if (!readme.has(m[1]!)) missing.push(`${file}: README "${m[1]}"`);
      }
    }
    expect(cited).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
