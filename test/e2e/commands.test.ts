/**
 * The CLI as a process: the README's commands, the stream contract (results on stdout,
 * logs on stderr) and the exit codes of DESIGN.md.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, cli, startSandboxProcess } from "./cli.js";

let sandbox: { child: ChildProcess; env: Record<string, string> };

beforeAll(async () => {
  sandbox = await startSandboxProcess(["--port", "0", "--plants", "5"]);
});
afterAll(() => {
  sandbox?.child.kill("SIGINT");
});

describe("solar-report sandbox + plants (README: two terminals)", () => {
  it("lists the sandbox's plants with the printed credentials", async () => {
    const r = await cli(["plants"], cleanEnv(sandbox.env));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^NAME\s+COUNTRY\s+TZ\s+TYPE\s+ID/);
    expect(r.stdout).toContain("5 plants");
  });

  it("plants --json writes pure JSON to stdout", async () => {
    const r = await cli(["plants", "--json"], cleanEnv(sandbox.env));
    expect(r.code, r.stderr).toBe(0);
    const plants = JSON.parse(r.stdout) as { id: string; tz_offset: string }[];
    expect(plants).toHaveLength(5);
    expect(plants[0]!.tz_offset).toMatch(/^[+-]\d\d:\d\d$/);
  });

  it("token create then show print the same token, alone on stdout", async () => {
    const created = await cli(["token", "create"], cleanEnv(sandbox.env));
    expect(created.code, created.stderr).toBe(0);
    const shown = await cli(["token", "show"], cleanEnv(sandbox.env));
    expect(shown.stdout).toBe(created.stdout);
    const token = created.stdout.trim();
    expect(token.length).toBeGreaterThan(10);
    // the token works on its own, as SOLAR_API_TOKEN
    const env = cleanEnv({ SOLAR_API_BASE_URL: sandbox.env.SOLAR_API_BASE_URL!, SOLAR_API_TOKEN: token });
    expect((await cli(["plants", "--json"], env)).code).toBe(0);
  });

  it("a wrong password is one clear fatal line (exit 1), without the password", async () => {
    const env = cleanEnv({ ...sandbox.env, SOLAR_API_PASSWORD: "wrong-Secret-123" });
    const r = await cli(["plants"], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SOLAR_API_USERNAME|SOLAR_API_PASSWORD/);
    expect(r.stderr).not.toContain("wrong-Secret-123");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("exit codes and usage", () => {
  it("bad usage exits 2", async () => {
    const r = await cli(["frobnicate"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/solar-report/);
  });

  it("--max-rps that is not a rate above 0 exits 2 with the rule, before anything is read", async () => {
    for (const bad of ["0", "-3", "lots"]) {
      const r = await cli(["run", "templates/demo.yaml", "--max-rps", bad]);
      expect(r.code).toBe(2);
      expect(r.stderr.trim()).toBe(
        "solar-report: --max-rps must be a number of requests a second above 0, at most 10000",
      );
    }
  });

  it("missing credentials exit 2 with what to set", async () => {
    const r = await cli(["plants"], cleanEnv({ SOLAR_API_BASE_URL: "http://127.0.0.1:9/v1" }));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("SOLAR_API_USERNAME");
  });

  it("validate accepts the shipped templates and rejects a bad definition with exit 2", async () => {
    expect((await cli(["validate", "templates/demo.yaml"])).code).toBe(0);
    expect((await cli(["validate", "templates/monthly-finance.yaml"])).code).toBe(0);
    const dir = await mkdtemp(join(tmpdir(), "solar-def-"));
    const bad = join(dir, "bad.yaml");
    await writeFile(bad, "title: x\nperiod: 2026-13\nconcurency: 4\n");
    const r = await cli(["validate", bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/period/);
    expect(r.stderr).toMatch(/concurency/);
  });

  it("a run with an unreachable output folder fails before fetching (exit 1)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "solar-ro-"));
    await writeFile(join(dir, "f"), "x");
    const r = await cli(
      ["run", "templates/demo.yaml", "--out", join(dir, "f", "out")],
      cleanEnv(sandbox.env),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot write to the output folder/);
  });
});

describe("solar-report run with a plant the account does not have", () => {
  it("reports the others, marks that one failed with the reason, and exits 3", async () => {
    const listed = JSON.parse((await cli(["plants", "--json"], cleanEnv(sandbox.env))).stdout) as {
      id: string;
    }[];
    const missing = "0badc0de-0000-4000-8000-000000000000";
    const dir = await mkdtemp(join(tmpdir(), "solar-partial-"));
    const def = join(dir, "def.yaml");
    await writeFile(
      def,
      `title: Partial\nperiod: "2026-10"\nhistory: 2\nplants: [${listed[0]!.id}, ${missing}, ${listed[1]!.id}]\n`,
    );
    const out = join(dir, "out");
    const r = await cli(["run", def, "--out", out, "--quiet"], cleanEnv(sandbox.env));
    expect(r.code, r.stderr).toBe(3);
    const manifest = JSON.parse(await readFile(join(out, "manifest.json"), "utf8"));
    expect(manifest.status).toBe("partial");
    // The account's plants in the list's order, then the ids it does not have.
    expect(manifest.plants.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
      [listed[0]!.id, "ok"],
      [listed[1]!.id, "ok"],
      [missing, "failed"],
    ]);
    const failed = manifest.plants[2];
    expect(failed.error).toMatch(/daily refresh/);
    expect(failed.pdf).toBeUndefined();
    expect(manifest.plants[0].metrics.yieldKwh).toBeGreaterThan(0);
    expect((await readdir(join(out, "plants"))).length).toBe(2);
    expect((await readdir(join(out, "workbooks"))).length).toBe(3);
  });
});

describe("solar-report demo", () => {
  it("finishes and leaves a manifest with every plant ok, three workbooks and a PDF per plant", async () => {
    const out = await mkdtemp(join(tmpdir(), "solar-demo-"));
    const r = await cli(["demo", "--out", out, "--plants", "6", "--log-format", "json"]);
    expect(r.code, r.stderr).toBe(0);
    const manifest = JSON.parse(await readFile(join(out, "manifest.json"), "utf8"));
    expect(manifest.status).toBe("ok");
    expect(manifest.plants).toHaveLength(6);
    expect(manifest.plants.every((p: { status: string }) => p.status === "ok")).toBe(true);
    expect((await readdir(join(out, "workbooks"))).sort()).toEqual(
      [
        `availability-${manifest.month}.xlsx`,
        `pr-${manifest.month}.xlsx`,
        `yield-${manifest.month}.xlsx`,
      ].sort(),
    );
    expect(await readdir(join(out, "plants"))).toHaveLength(6);
    for (const line of r.stderr.split("\n").filter((l) => l.startsWith("{")))
      expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe("solar-report --help and the closing lines", () => {
  it("names the environment variables and the exit codes", async () => {
    const r = await cli(["--help"]);
    expect(r.code).toBe(0);
    for (const v of ["SOLAR_API_BASE_URL", "SOLAR_API_USERNAME", "SOLAR_API_PASSWORD", "SOLAR_API_TOKEN"])
      expect(r.stdout).toContain(v);
    for (const code of ["0", "3", "2", "1", "130"])
      expect(r.stdout).toMatch(new RegExp(`^ {2}${code} +\\S`, "m"));
  });

  it("--log-format pretty off a terminal prints readable lines ending with where to look first", async () => {
    const out = await mkdtemp(join(tmpdir(), "solar-pretty-"));
    const def = join(out, "..", `${out.split("/").pop()}.yaml`);
    await writeFile(def, "title: Pretty\n");
    const r = await cli(
      ["run", def, "--month", "2026-10", "--no-pdf", "--out", out, "--log-format", "pretty"],
      cleanEnv(sandbox.env),
    );
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stderr.trim().split("\n");
    expect(lines.some((l) => l.startsWith("{"))).toBe(false);
    expect(lines.at(-2)).toMatch(/^report ok: 5 plants ok, 0 failed; /);
    expect(lines.at(-1)).toBe(`open ${out}/index.html first (scripts: ${out}/manifest.json)`);
  });
});
