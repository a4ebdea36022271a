/**
 * The run's small gaps closed (issue 32): plants and locale from the command line, help that
 * says what --pdf switches and shows no contradictory "[required] [default: []]", validate
 * counting only the selected plants' details. Through the built CLI, as a user types it.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { applyRunOverrides } from "../../src/cli/commands/run-overrides.js";
import { loadDefinition } from "../../src/definition/index.js";
import { cli } from "./cli.js";

const A = "11299ee7-1d10-456e-94db-a6610caa81f8";
const B = "0145f82b-027c-4f33-9585-85e90c4cdc3f";

describe("run --plants and --locale", () => {
  it("replace the definition's plants and locale, and refuse what the definition would", async () => {
    const def = await loadDefinition("templates/demo.yaml");
    const out = applyRunOverrides(def, { plants: ` ${A}, ${B} `, locale: "fr-FR" });
    expect(out.plants).toEqual([A, B]);
    expect(out.locale).toBe("fr-FR");
    expect(applyRunOverrides(def, {})).toBe(def);
    expect(() => applyRunOverrides(def, { plants: "," })).toThrow(/--plants: no plant id/);
    expect(() => applyRunOverrides(def, { plants: `${A},nope` })).toThrow(/--plants: .*commas/);
    expect(() => applyRunOverrides(def, { locale: "xx-!!" })).toThrow(
      /--locale: .*not a supported BCP 47 locale/,
    );
  });

  it("a bad --locale is a usage error (exit 2) before any request", async () => {
    const r = await cli(["run", "templates/demo.yaml", "--locale", "not a locale"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--locale/);
  });

  it("help lists both, says --pdf switches every PDF, and merge's help has no '[default: []]'", async () => {
    const run = (await cli(["run", "--help"])).stdout;
    expect(run).toMatch(/--plants/);
    expect(run).toMatch(/--locale/);
    expect(run.replace(/\s+/g, " ")).toMatch(/--pdf .*the portfolio PDF and the client packs/);
    const merge = (await cli(["merge", "--help"])).stdout;
    expect(merge).toMatch(/dirs/);
    expect(merge).not.toMatch(/\[default: \[\]\]/);
  });
});

describe("validate", () => {
  it("counts the details of the selected plants only", async () => {
    const dir = await mkdtemp(join(tmpdir(), "solar-validate-"));
    const file = join(dir, "three.yaml");
    const C = "13aca841-1c60-4f29-8440-6daf030b5535";
    await writeFile(
      file,
      `title: t\nplants: [${A}, ${B}, ${C}]\nplantDetails: ${join(process.cwd(), "templates/plant-details.csv")}\n`,
    );
    const r = await cli(["validate", file]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("3 of 3 selected plants with details");
    const two = join(dir, "two.yaml");
    await writeFile(
      two,
      `title: t\nplants: [${A}, 00000000-0000-4000-8000-000000000000]\nplantDetails: ${join(process.cwd(), "templates/plant-details.csv")}\n`,
    );
    expect((await cli(["validate", two])).stderr).toContain("1 of 2 selected plants with details");
  });
});
