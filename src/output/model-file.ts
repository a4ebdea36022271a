/**
 * model.json: what a shard (`run --shard K/N`) leaves for `merge` besides its manifest:
 * the run's ReportModel (every plant's daily rows, figures and trend, from which merge
 * recomputes the portfolio) and what merge checks the shards against each other with.
 * Written atomically before the manifest, so a shard whose manifest exists has it.
 */
import { join } from "node:path";
import type { ReportModel } from "../metrics/model.js";
import { writeFileAtomic } from "./atomic.js";

export const MODEL_FILE_NAME = "model.json";
export const MODEL_FILE_FORMAT = "solar-report shard model";
/**
 * 4: warnings (`warnings`, each plant's `quality.warnings`) are `{code, params, message}`,
 * not English lines, and a failed plant has `failure` beside its English `error`.
 */
/**
 * 5: plants carry their own `reportedThrough` and `monthEndsAt` (days count once ended in the
 * plant's time zone), `pLevel`, the bridge's new steps and the verdicts' gaps and decimals;
 * the model carries `final`.
 */
/** 6: `service`, the base URL and account fingerprint the shard fetched from. */
/** 7: each plant's `quality.outageDays`. */
export const MODEL_FILE_SCHEMA_VERSION = 7;

export interface ModelFile {
  format: typeof MODEL_FILE_FORMAT;
  schemaVersion: number;
  /** This shard: `index` (1-based) of `count`. */
  shard: { index: number; count: number };
  /** `sha256:…` of the definition's reporting settings (definitionDigest). */
  definition: string;
  /** The service and account the data came from (pipeline/shard/shard-service.ts): merge refuses a mix. */
  service: { baseUrl: string; account: string | null };
  /** Ids of the whole selection, every shard's, in the order a single run lists plants. */
  selection: string[];
  /** The definition's `workbooks.perPlantSheetLimit`: merge renders workbooks as a run would. */
  perPlantSheetLimit: number;
  /** Whether the shard made PDFs: merge then renders the portfolio PDF and the client packs (absent: yes). */
  pdfs?: boolean;
  model: ReportModel;
}

/** Writes `dir/model.json` atomically (compact: it holds every plant's daily rows). */
export async function writeModelFile(dir: string, file: ModelFile): Promise<string> {
  const path = join(dir, MODEL_FILE_NAME);
  await writeFileAtomic(path, `${JSON.stringify(file)}\n`);
  return path;
}
