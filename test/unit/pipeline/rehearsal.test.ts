/**
 * The rehearsal (pipeline/run/rehearsal.ts): when it starts (nine tenths of the plants in, a
 * report of at least REHEARSAL_MIN_PLANTS), what it renders (the first REHEARSAL_PLANTS'
 * model: the three workbooks here, the portfolio PDF on the summary worker), that the last
 * plant stops it, and that a failure costs nothing but the rehearsal. The workbook renderer and
 * the worker are stand-ins that record their calls; the bytes it leaves unchanged are checked
 * with the real renderers in test/integration/rehearsal-run.test.ts and pdf-workers.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { PlantReport, ReportModel } from "../../../src/metrics/model.js";
import {
  REHEARSAL_AT,
  REHEARSAL_MIN_PLANTS,
  REHEARSAL_PLANTS,
  Rehearsal,
  type RehearsalSetup,
} from "../../../src/pipeline/run/rehearsal.js";
import type { SummaryWorkerStart } from "../../../src/render/pdf/index.js";
import type { SummaryJob } from "../../../src/render/pdf/workers/summary-jobs.js";
import type { WorkbookKind } from "../../../src/render/xlsx/index.js";

const plant = (i: number) =>
  ({ id: `p${i}`, name: `Plant ${i}`, daily: [{ date: "2026-10-01" }] }) as PlantReport;

/** A rehearsal of `planned` plants whose renderer and worker record what they are given. */
function setUp(planned: number, overrides: Partial<RehearsalSetup> = {}) {
  const models: PlantReport[][] = [];
  const rendered: [WorkbookKind, number, number][] = [];
  const jobs: SummaryJob[] = [];
  const told: WorkbookKind[][] = [];
  let tell = () => {};
  /** Settles once the rehearsal has told what it rendered. */
  const finished = new Promise<void>((resolve) => {
    tell = resolve;
  });
  const worker = {
    rehearse: (job: SummaryJob) => {
      jobs.push(job);
      return Promise.resolve(true);
    },
  } as unknown as SummaryWorkerStart;
  const rehearsal = new Rehearsal({
    planned,
    model: (first) => {
      models.push([...first]);
      return { plants: [...first], clients: [] } as unknown as ReportModel;
    },
    summaryWorker: worker,
    perPlantSheetLimit: 50,
    onRehearsed: (kinds) => {
      told.push(kinds);
      tell();
    },
    workbook: async (kind, model, limit) => {
      rendered.push([kind, model.plants.length, limit]);
    },
    ...overrides,
  });
  return { rehearsal, models, rendered, jobs, told, finished };
}

describe("the rehearsal of a run's documents", () => {
  it("starts once nine tenths of the plants are in, with the first plants' model", async () => {
    const planned = 200;
    const startAt = Math.ceil(planned * REHEARSAL_AT);
    expect(startAt).toBe(180);
    const r = setUp(planned);
    for (let i = 0; i < startAt - 1; i++) r.rehearsal.add(plant(i));
    expect(r.models).toEqual([]);
    r.rehearsal.add(plant(startAt - 1));
    // One model, of the first REHEARSAL_PLANTS to arrive, and nothing more for later plants.
    expect(r.models.map((m) => m.map((p) => p.id))).toEqual([
      Array.from({ length: REHEARSAL_PLANTS }, (_, i) => `p${i}`),
    ]);
    await r.finished;
    for (let i = startAt; i < planned; i++) r.rehearsal.add(plant(i));
    await r.rehearsal.stop();
    expect(r.models).toHaveLength(1);
    // The three workbooks, in order, of the 30 plants, without plant sheets (the report has 200).
    expect(r.rendered).toEqual([
      ["yield", REHEARSAL_PLANTS, 0],
      ["pr", REHEARSAL_PLANTS, 0],
      ["availability", REHEARSAL_PLANTS, 0],
    ]);
    expect(r.told).toEqual([["yield", "pr", "availability"]]);
    // The portfolio PDF's job, with the plants' days left behind as the real one's.
    expect(r.jobs).toHaveLength(1);
    expect(r.jobs[0]!.client).toBeNull();
    expect(r.jobs[0]!.model.plants).toHaveLength(REHEARSAL_PLANTS);
    expect(r.jobs[0]!.model.plants.every((p) => p.daily.length === 0)).toBe(true);
    expect(r.rehearsal.rehearsed.workbooks).toEqual(["yield", "pr", "availability"]);
    await expect(r.rehearsal.rehearsed.portfolio).resolves.toBe(true);
  });

  it("keeps the plant sheets when the report will have them", async () => {
    const r = setUp(REHEARSAL_MIN_PLANTS, { perPlantSheetLimit: 500 });
    for (let i = 0; i < REHEARSAL_MIN_PLANTS; i++) r.rehearsal.add(plant(i));
    await r.finished;
    expect(r.rendered.map(([, , limit]) => limit)).toEqual([500, 500, 500]);
  });

  it("rehearses nothing for a report of fewer plants", async () => {
    const r = setUp(REHEARSAL_MIN_PLANTS - 1);
    for (let i = 0; i < REHEARSAL_MIN_PLANTS - 1; i++) r.rehearsal.add(plant(i));
    await r.rehearsal.stop();
    expect([r.models, r.rendered, r.jobs, r.told]).toEqual([[], [], [], []]);
    expect(r.rehearsal.rehearsed.portfolio).toBeNull();
  });

  it("starts no workbook once the last plant is in, and settles when the one under way is done", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const r = setUp(REHEARSAL_MIN_PLANTS, {
      workbook: async (kind) => {
        r.rendered.push([kind, 0, 0]);
        await held;
      },
    });
    for (let i = 0; i < REHEARSAL_MIN_PLANTS; i++) r.rehearsal.add(plant(i));
    // The first workbook starts after the answers waiting (setImmediate), then waits on `held`.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.rendered.map(([k]) => k)).toEqual(["yield"]);
    let settled = false;
    const stopped = r.rehearsal.stop().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    release();
    await stopped;
    expect(r.rendered.map(([k]) => k)).toEqual(["yield"]);
    expect(r.told).toEqual([["yield"]]);
  });

  it("goes on past a workbook that fails, and a model that cannot be made rehearses nothing", async () => {
    const failing = setUp(REHEARSAL_MIN_PLANTS, {
      workbook: async (kind) => {
        if (kind === "pr") throw new Error("the PR sheets could not be laid out");
      },
    });
    for (let i = 0; i < REHEARSAL_MIN_PLANTS; i++) failing.rehearsal.add(plant(i));
    await failing.finished;
    expect(failing.told).toEqual([["yield", "availability"]]);

    const noModel = setUp(REHEARSAL_MIN_PLANTS, {
      model: () => {
        throw new Error("no model");
      },
    });
    for (let i = 0; i < REHEARSAL_MIN_PLANTS; i++) noModel.rehearsal.add(plant(i));
    await noModel.finished;
    expect([noModel.rendered, noModel.jobs]).toEqual([[], []]);
    expect(noModel.told).toEqual([[]]);
  });

  it("without a summary worker rehearses the workbooks only", async () => {
    const r = setUp(REHEARSAL_MIN_PLANTS, { summaryWorker: null });
    for (let i = 0; i < REHEARSAL_MIN_PLANTS; i++) r.rehearsal.add(plant(i));
    await r.finished;
    expect(r.told).toEqual([["yield", "pr", "availability"]]);
    expect(r.rehearsal.rehearsed.portfolio).toBeNull();
  });
});
