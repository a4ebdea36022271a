/** README "Splitting a large portfolio" as a user runs it: two shards, then merge. */
import type { ChildProcess } from "node:child_process";
import { access, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, cli, startSandboxProcess } from "./cli.js";

let sandbox: { child: ChildProcess; env: Record<string, string> };
let dir: string;
let def: string;

beforeAll(async () => {
  sandbox = await startSandboxProcess(["--port", "0", "--plants", "6"]);
  dir = await mkdtemp(join(tmpdir(), "solar-e2e-shards-"));
  def = join(dir, "def.yaml");
  await writeFile(def, `title: Sharded\nperiod: "2026-10"\nhistory: 2\nplants: all\n`);
});
afterAll(() => {
  sandbox?.child.kill("SIGINT");
});

describe("solar-report run --shard K/N, then merge", () => {
  it("two shards and a merge give a complete report folder (exit 0)", async () => {
    const env = cleanEnv(sandbox.env);
    for (const k of [1, 2]) {
      const r = await cli(["run", def, "--shard", `${k}/2`, "--out", join(dir, `s${k}`), "--quiet"], env);
      expect(r.code, r.stderr).toBe(0);
    }
    const out = join(dir, "merged");
    const r = await cli(["merge", join(dir, "s1"), join(dir, "s2"), "--out", out, "--quiet"]);
    expect(r.code, r.stderr).toBe(0);
    const manifest = JSON.parse(await readFile(join(out, "manifest.json"), "utf8"));
    expect(manifest.status).toBe("ok");
    expect(manifest.plants).toHaveLength(6);
    expect(manifest.shard).toBeUndefined();
    for (const rel of [
      ...Object.values(manifest.workbooks),
      ...manifest.plants.map((p: { pdf: string }) => p.pdf),
    ]) {
      await access(join(out, rel as string));
    }
    expect((await readdir(join(out, "plants"))).length).toBe(6);
  });

  it("a bad --shard is a usage error (exit 2)", async () => {
    const r = await cli(["run", def, "--shard", "3/2"], cleanEnv(sandbox.env));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--shard 3\/2: expected K\/N with 1 ≤ K ≤ N ≤ 1000/);
  });

  it("merge refuses an incomplete set of shards (exit 2)", async () => {
    const r = await cli(["merge", join(dir, "s1"), "--out", join(dir, "half")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/incomplete set of shards: 2\/2 missing/);
  });
});
