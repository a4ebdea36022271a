/**
 * Reruns with the same --month and --generated-at give byte-identical files — workbooks,
 * PDFs, index.html and manifest — so a CI job rerun for one month changes nothing it need not.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, cli, startSandboxProcess } from "./cli.js";

let sandbox: { child: ChildProcess; env: Record<string, string> };

beforeAll(async () => {
  sandbox = await startSandboxProcess(["--port", "0", "--plants", "4"]);
});
afterAll(() => {
  sandbox?.child.kill("SIGINT");
});

async function files(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      out.set(relative(dir, path), await readFile(path));
    }
  return out;
}

async function report(generatedAt: string): Promise<Map<string, Buffer>> {
  const out = await mkdtemp(join(tmpdir(), "solar-rerun-"));
  const args = [
    "run",
    "templates/demo.yaml",
    "--month",
    "2026-10",
    "--generated-at",
    generatedAt,
    "--out",
    out,
  ];
  const r = await cli([...args, "--quiet"], cleanEnv(sandbox.env));
  expect(r.code, r.stderr).toBe(0);
  return files(out);
}

describe("reruns", () => {
  it("with the same --generated-at are byte-identical, file by file", async () => {
    const a = await report("2026-11-02T05:00:00Z");
    const b = await report("2026-11-02T05:00:00Z");
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    expect([...a.keys()].filter((f) => f.endsWith(".xlsx"))).toHaveLength(3);
    expect([...a.keys()].filter((f) => f.startsWith("plants/") && f.endsWith(".pdf"))).toHaveLength(4);
    expect(a.has("portfolio-2026-10.pdf")).toBe(true);
    for (const [name, bytes] of a) expect(Buffer.compare(bytes, b.get(name)!), name).toBe(0);
    const c = await report("2026-11-03T05:00:00Z");
    for (const name of [...a.keys()].filter((f) => f.endsWith(".xlsx")))
      expect(Buffer.compare(a.get(name)!, c.get(name)!), `${name} with another --generated-at`).not.toBe(0);
  });
});
