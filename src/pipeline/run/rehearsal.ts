/**
 * The documents rehearsed while the run waits for its last plants. A document's first render
 * in a thread costs far more than a later one: V8 compiles the code as it runs it, and after
 * the last plant both cores are busy (the workbooks on this thread, the portfolio PDF on its
 * worker, V8's compiler beside them). So once nine tenths of the plants have arrived, the
 * first plants' model is made and its documents rendered and dropped: the three workbooks on
 * this thread, one at a time between the fetch's answers, and the portfolio PDF on the summary
 * worker started for the run (render-summaries.ts, SummaryWorkerStart). The real documents
 * then run compiled code: at 1,000 plants about 1 CPU-s less for the workbooks and 0.3 for the
 * portfolio PDF after the last plant (BENCHMARKS.md, "Against a rate limit"). Late, not at the
 * start: V8 drops compiled code that has not run for a while, and workbooks rehearsed early in
 * a 40-second fetch saved nothing. Nothing is written and no byte of any document changes; a
 * rehearsal that fails costs the run its head start, nothing else.
 */
import type { PlantReport, ReportModel } from "../../metrics/model.js";
import { portfolioJob, type SummaryWorkerStart } from "../../render/pdf/index.js";
import { layOutWorkbook, packWorkbook, WORKBOOK_KINDS, type WorkbookKind } from "../../render/xlsx/index.js";

/** The rehearsal's plants: the first to arrive, enough for every kind of row, sheet and page. */
export const REHEARSAL_PLANTS = 30;
/** Smaller reports are not rehearsed: their documents take a fraction of a second anyway. */
export const REHEARSAL_MIN_PLANTS = 100;
/** The share of the plants arrived when the rehearsal starts. */
export const REHEARSAL_AT = 0.9;

export interface RehearsalSetup {
  planned: number;
  /** A model of the plants so far (the run's assembleModel; no requests, no clients). */
  model: (plants: PlantReport[]) => ReportModel;
  /** The run's summary worker, when it renders the portfolio PDF on one. */
  summaryWorker: SummaryWorkerStart | null;
  /** The definition's; a report of more plants than this has no plant sheets, nor has its rehearsal. */
  perPlantSheetLimit: number;
  /** Told the workbooks rehearsed once the rehearsal's workbooks are done or stopped. */
  onRehearsed?: (workbooks: WorkbookKind[]) => void;
  /** Renders and drops a workbook (default: laid out and zipped as the run's, nothing written). */
  workbook?: (kind: WorkbookKind, model: ReportModel, perPlantSheetLimit: number) => Promise<unknown>;
}

async function renderWorkbook(kind: WorkbookKind, model: ReportModel, perPlantSheetLimit: number) {
  return packWorkbook(await layOutWorkbook(kind, model, { perPlantSheetLimit }));
}

export class Rehearsal {
  private readonly first: PlantReport[] = [];
  private arrived = 0;
  private stopped = false;
  private workbooks: Promise<void> | null = null;
  /** What was rendered and dropped (the bench and the tests read it). */
  readonly rehearsed: { workbooks: WorkbookKind[]; portfolio: Promise<boolean> | null } = {
    workbooks: [],
    portfolio: null,
  };

  constructor(private readonly setup: RehearsalSetup) {}

  /** Called with each plant as it arrives. */
  add(plant: PlantReport): void {
    const { planned } = this.setup;
    if (planned < REHEARSAL_MIN_PLANTS || this.stopped) return;
    this.arrived++;
    if (this.first.length < REHEARSAL_PLANTS) this.first.push(plant);
    const startAt = Math.max(REHEARSAL_PLANTS, Math.ceil(planned * REHEARSAL_AT));
    if (this.workbooks === null && this.arrived >= startAt) {
      // Never a rejection: nothing the rehearsal does may fail the run, nor go unhandled.
      this.workbooks = this.run()
        .then(() => this.setup.onRehearsed?.([...this.rehearsed.workbooks]))
        .catch(() => {});
    }
  }

  private async run(): Promise<void> {
    let model: ReportModel;
    try {
      model = this.setup.model(this.first);
    } catch {
      return;
    }
    const worker = this.setup.summaryWorker;
    if (worker) {
      try {
        this.rehearsed.portfolio = worker.rehearse(portfolioJob(model));
      } catch {
        // A job the worker cannot be sent: the real one says why, if it cannot be either.
        this.rehearsed.portfolio = Promise.resolve(false);
      }
    }
    const limit = this.setup.perPlantSheetLimit;
    const perPlantSheetLimit = this.setup.planned > limit ? 0 : limit;
    const render = this.setup.workbook ?? renderWorkbook;
    for (const kind of WORKBOOK_KINDS) {
      // The fetch's answers waiting meanwhile are taken first: one workbook at a time.
      await new Promise((resolve) => setImmediate(resolve));
      if (this.stopped) return;
      try {
        await render(kind, model, perPlantSheetLimit);
        this.rehearsed.workbooks.push(kind);
      } catch {
        // The real workbook reports its own failure, if it has one.
      }
    }
  }

  /** The last plant is in: no other workbook is rehearsed. Settles once the one under way is done. */
  stop(): Promise<void> {
    this.stopped = true;
    return this.workbooks ?? Promise.resolve();
  }
}
