/**
 * `run --shard K/N` and `merge` against the sandbox: the shards cover every plant exactly
 * once; merging 3 shards gives the single run's manifest (every plant's figures and the
 * portfolio's, exactly), the same workbooks (every sheet's values read back with exceljs),
 * every plant PDF, and the single run's portfolio PDF and client packs; ids the account lacks
 * land in the shard owning them; and merge refuses shards
 * that do not make one report.
 */
import { execFileSync } from "node:child_process";
import { access, cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition, type ReportDefinition } from "../../src/definition/index.js";
import type { Manifest } from "../../src/output/manifest.js";
import type { ModelFile } from "../../src/output/model-file.js";
import { mergeReports } from "../../src/pipeline/merge/merge.js";
import { MergeError } from "../../src/pipeline/merge/merge-error.js";
import { type RunOptions, type RunResult, runReport } from "../../src/pipeline/run/run.js";
import { shardOf } from "../../src/pipeline/shard/shard.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";
import { toolsAvailable } from "../helpers/tools.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const MONTH = "2026-10";
const GENERATED_AT = new Date("2026-11-05T07:00:00Z");
const PLANTS = 11;
const N = 3;

let sandbox: Sandbox;
let root: string;
let definition: ReportDefinition;
let single: RunResult;
let shards: RunResult[];
let merged: Awaited<ReturnType<typeof mergeReports>>;

function defineReport(yaml: string): ReportDefinition {
  const def = parseDefinition(yaml, "inline.yaml", process.cwd());
  return { ...def, plantDetails: sandboxDefinitionDetails(sandbox) };
}

function run(def: ReportDefinition, outDir: string, extra: Partial<RunOptions> = {}): Promise<RunResult> {
  return runReport({
    definition: def,
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir,
    now: new Date(NOW),
    generatedAt: GENERATED_AT,
    pdfWorkers: 1,
    ...extra,
  });
}

function runShards(def: ReportDefinition, name: string, extra: Partial<RunOptions> = {}) {
  return Promise.all(
    Array.from({ length: N }, (_, i) =>
      run(def, join(root, `${name}-${i + 1}`), { shard: { index: i + 1, count: N }, ...extra }),
    ),
  );
}

const pdfText = (file: string) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });

const readJson = async <T>(path: string) => JSON.parse(await readFile(path, "utf8")) as T;

/**
 * Every sheet's cell values, as exceljs reads them back; the Method sheet's request count is
 * left out (shards send more requests than one run: each logs in and lists the plants).
 */
async function workbookValues(path: string): Promise<Record<string, unknown[]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(await readFile(path)).buffer);
  const out: Record<string, unknown[]> = {};
  for (const ws of wb.worksheets) {
    const rows: unknown[] = [];
    ws.eachRow({ includeEmpty: true }, (row) => {
      const values = row.values as unknown[];
      rows.push(values[1] === "Requests" || values[2] === "Requests" ? "requests" : values);
    });
    out[ws.name] = rows;
  }
  return out;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, plants: PLANTS, seed: 11, now: () => NOW });
  root = await mkdtemp(join(tmpdir(), "solar-shards-"));
  const ids = sandbox.plants.map((p) => p.id);
  const clients = [
    "clients:",
    `  - {name: "Stadtwerke Nordhafen", plants: [${ids.slice(0, 5).join(", ")}], locale: de-DE}`,
    `  - {name: "Ørsted & Co", plants: [${ids.slice(5).join(", ")}]}`,
  ].join("\n");
  definition = defineReport(`title: Shard check\nperiod: "${MONTH}"\nplants: all\nhistory: 2\n${clients}\n`);
  single = await run(definition, join(root, "single"), { pdfs: true });
  shards = await runShards(definition, "shard", { pdfs: true });
  merged = await mergeReports({
    dirs: shards.map((s) => s.outDir).reverse(),
    outDir: join(root, "merged"),
    generatedAt: GENERATED_AT,
  });
}, 240_000);

afterAll(async () => {
  await sandbox?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe("run --shard K/N", () => {
  it("covers every plant exactly once, each in the shard its id hashes to", () => {
    const ids = shards.flatMap((s) => s.manifest.plants.map((p) => p.id));
    expect(ids).toHaveLength(PLANTS);
    expect(new Set(ids)).toEqual(new Set(single.manifest.plants.map((p) => p.id)));
    shards.forEach((s, i) => {
      for (const p of s.manifest.plants) expect(shardOf(p.id, N)).toBe(i + 1);
    });
  });

  it("records the shard in its manifest and leaves model.json for merge", async () => {
    for (const [i, s] of shards.entries()) {
      const manifest = await readJson<Manifest>(join(s.outDir, "manifest.json"));
      expect(manifest.shard).toEqual({ index: i + 1, count: N });
      const file = await readJson<ModelFile>(join(s.outDir, "model.json"));
      expect(file.shard).toEqual({ index: i + 1, count: N });
      expect(file.selection).toEqual(single.manifest.plants.map((p) => p.id));
      expect(file.model.plants.map((p) => p.id)).toEqual(manifest.plants.map((p) => p.id));
    }
  });

  it("a run without --shard writes no model.json and no shard key", async () => {
    expect(single.manifest.shard).toBeUndefined();
    await expect(access(join(single.outDir, "model.json"))).rejects.toThrow();
  });
});

describe("merge of 3 shards", () => {
  it("exits 0 with the single run's manifest: every plant, figure and PDF path, exactly", () => {
    expect(merged.exitCode).toBe(0);
    const { requests: _r, ...mine } = merged.manifest;
    const { requests: _s, ...theirs } = single.manifest;
    expect(mine).toEqual(theirs);
    expect(merged.manifest.plants.every((p) => p.pdf !== undefined)).toBe(true);
  });

  it("carries every plant's structured quality warnings through model.json", () => {
    const warnings = (m: typeof merged.model) => m.plants.map((p) => p.quality.warnings);
    expect(warnings(merged.model)).toEqual(warnings(single.model));
    expect(merged.model.warnings).toEqual(single.model.warnings);
  });

  it("recomputes the portfolio exactly as a single run does (daily and trend too)", () => {
    expect(merged.model.portfolio).toEqual(single.model.portfolio);
  });

  it("sums the shards' requests: each shard logs in and lists the plants once more", () => {
    const total = shards.reduce((n, s) => n + s.manifest.requests.total, 0);
    expect(merged.manifest.requests.total).toBe(total);
    expect(total).toBe(single.manifest.requests.total + 2 * (N - 1));
    // Each shard's pool adapted on its own: throttles add up, limits are the most cautious shard's.
    expect(merged.manifest.requests).toMatchObject({
      throttled: 0,
      concurrency: single.manifest.requests.concurrency,
      maxRequestsPerSecond: null,
    });
  });

  it("writes the manifest read back from disk as returned", async () => {
    expect(await readJson<Manifest>(join(merged.outDir, "manifest.json"))).toEqual(merged.manifest);
  });

  it.each(["yield", "pr", "availability"] as const)(
    "%s workbook: every sheet's values equal the single run's (Summary included)",
    async (kind) => {
      const mine = await workbookValues(join(merged.outDir, merged.manifest.workbooks[kind]!));
      const theirs = await workbookValues(join(single.outDir, single.manifest.workbooks[kind]!));
      expect(Object.keys(mine)).toContain("Summary");
      expect(mine).toEqual(theirs);
    },
  );

  it("copies every shard's PDF into plants/, byte for byte", async () => {
    const files = await readdir(join(merged.outDir, "plants"));
    expect(files.sort()).toEqual(merged.manifest.plants.map((p) => p.pdf!.slice("plants/".length)).sort());
    const source = new Map(
      shards.flatMap((s) => s.manifest.plants.map((p) => [p.id, join(s.outDir, p.pdf!)])),
    );
    for (const p of merged.manifest.plants) {
      const copy = await readFile(join(merged.outDir, p.pdf!));
      expect(copy.equals(await readFile(source.get(p.id)!)), p.name).toBe(true);
    }
  });
});

describe.skipIf(!toolsAvailable(["pdftotext"], "merged portfolio PDF and client packs"))(
  "merge of 3 shards: portfolio PDF and client packs",
  () => {
    it("the shards leave none; the merge writes the single run's, text and bytes", async () => {
      for (const s of shards) {
        expect(s.manifest.portfolioPdf).toBeUndefined();
        expect(s.manifest.clients.every((c) => c.pdf === undefined)).toBe(true);
      }
      const files = [merged.manifest.portfolioPdf!, ...merged.manifest.clients.map((c) => c.pdf!)];
      expect(files).toEqual([
        `portfolio-${MONTH}.pdf`,
        `clients/Stadtwerke Nordhafen-${MONTH}.pdf`,
        `clients/Ørsted & Co-${MONTH}.pdf`,
      ]);
      for (const f of files) {
        const mine = join(merged.outDir, f);
        const theirs = join(single.outDir, f);
        expect(pdfText(mine), f).toEqual(pdfText(theirs));
        expect((await readFile(mine)).equals(await readFile(theirs)), f).toBe(true);
      }
    });
  },
);

describe("ids the account lacks, listed in the definition", () => {
  it("are reported by the shard owning them; the merge lists plants as a single run does (exit 3)", async () => {
    const ids = sandbox.plants.map((p) => p.id);
    const missing = ["0badc0de-0000-4000-8000-000000000001", "0badc0de-0000-4000-8000-000000000002"];
    const listed = [ids[5]!, missing[0]!, ids[2]!, ids[9]!, missing[1]!, ids[0]!, ids[7]!];
    const def = defineReport(
      `title: Listed\nperiod: "${MONTH}"\nhistory: 2\nplants: [${listed.join(", ")}]\n`,
    );
    const whole = await run(def, join(root, "listed-single"), { pdfs: false });
    const parts = await runShards(def, "listed", { pdfs: false });
    for (const [i, s] of parts.entries()) {
      const unknown = s.manifest.plants.filter((p) => missing.includes(p.id)).map((p) => p.id);
      expect(unknown).toEqual(missing.filter((id) => shardOf(id, N) === i + 1));
    }
    const m = await mergeReports({
      dirs: parts.map((s) => s.outDir),
      outDir: join(root, "listed-merged"),
      generatedAt: GENERATED_AT,
    });
    expect(whole.exitCode).toBe(3);
    expect(m.exitCode).toBe(3);
    const { requests: _r, ...mine } = m.manifest;
    const { requests: _s, ...theirs } = whole.manifest;
    expect(mine).toEqual(theirs);
    // The failures keep their codes through model.json, so index.html can translate them.
    const failures = m.manifest.plants
      .filter((p) => p.failure)
      .map((p) => [p.failure!.code, p.failure!.params]);
    expect(failures).toEqual(missing.map((id) => ["plantNotInList", { plant: id }]));
  });
});

describe("merge refuses shards that do not make one report (MergeError, exit 2)", () => {
  const dirs = () => shards.map((s) => s.outDir);
  const refuse = (folders: string[], message: RegExp) =>
    expect(mergeReports({ dirs: folders, outDir: join(root, "refused") })).rejects.toThrow(
      expect.objectContaining({ name: MergeError.name, message: expect.stringMatching(message) }),
    );

  async function copyOf(dir: string, name: string): Promise<string> {
    const copy = join(root, name);
    await cp(dir, copy, { recursive: true });
    return copy;
  }

  it("an unfinished shard (no manifest)", async () => {
    const copy = await copyOf(dirs()[1]!, "unfinished");
    await rm(join(copy, "manifest.json"));
    await refuse([dirs()[0]!, copy, dirs()[2]!], /no manifest\.json: that shard did not finish/);
  });

  it("an incomplete set of K/N, and a shard given twice", async () => {
    await refuse(dirs().slice(0, 2), /incomplete set of shards: 3\/3 missing/);
    const twin = await copyOf(dirs()[0]!, "twin");
    await refuse([...dirs(), twin], /shard 1\/3 is given twice/);
  });

  it("a folder of a run without --shard", async () => {
    await refuse([single.outDir], /not a shard's manifest/);
  });

  it("shards of different months, definitions or titles", async () => {
    const september = await run(definition, join(root, "september"), {
      month: "2026-09",
      pdfs: false,
      shard: { index: 3, count: N },
    });
    await refuse([...dirs().slice(0, 2), september.outDir], /month "2026-09" but .* has "2026-10"/);
    const other = defineReport(`title: Shard check\nperiod: "${MONTH}"\nplants: all\nhistory: 3\n`);
    const longer = await run(other, join(root, "longer"), { pdfs: false, shard: { index: 3, count: N } });
    await refuse(
      [...dirs().slice(0, 2), longer.outDir],
      /definition "sha256:.*merge only the shards of one report/,
    );
    const renamed = await copyOf(dirs()[2]!, "renamed");
    const file = await readJson<ModelFile>(join(renamed, "model.json"));
    file.model.title = "Another report";
    await writeFile(join(renamed, "model.json"), JSON.stringify(file));
    await refuse([...dirs().slice(0, 2), renamed], /title "Another report"/);
  });

  it("a plant in two shards", async () => {
    const copy = await copyOf(dirs()[1]!, "duplicate");
    const file = await readJson<ModelFile>(join(copy, "model.json"));
    const other = await readJson<ModelFile>(join(dirs()[0]!, "model.json"));
    file.model.plants.push(other.model.plants[0]!);
    await writeFile(join(copy, "model.json"), JSON.stringify(file));
    await refuse([dirs()[0]!, copy, dirs()[2]!], /plant .* is in two shards/);
  });

  it("an output folder that is one of the shards'", async () => {
    await expect(mergeReports({ dirs: dirs(), outDir: dirs()[0]! })).rejects.toThrow(
      /is one of the shards' folders/,
    );
  });
});
