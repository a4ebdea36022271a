/** What a shard writes for `merge`, besides the files every run writes (see output/model-file.ts). */
import { definitionDigest, type ReportDefinition } from "../../definition/index.js";
import type { ReportModel } from "../../metrics/model.js";
import { MODEL_FILE_FORMAT, MODEL_FILE_SCHEMA_VERSION, writeModelFile } from "../../output/model-file.js";
import type { Shard } from "./shard.js";
import type { ShardService } from "./shard-service.js";

export interface ShardOutput {
  definition: ReportDefinition;
  shard: Shard;
  /** Ids of the whole selection, every shard's, in report order (FetchResult.selectionIds). */
  selection: string[];
  /** The service and account the data came from. */
  service: ShardService;
  /** Whether the run made PDFs (merge makes the portfolio PDF and the packs only then). */
  pdfs: boolean;
  model: ReportModel;
}

export async function writeShardModel(outDir: string, out: ShardOutput): Promise<void> {
  await writeModelFile(outDir, {
    format: MODEL_FILE_FORMAT,
    schemaVersion: MODEL_FILE_SCHEMA_VERSION,
    shard: { index: out.shard.index, count: out.shard.count },
    definition: definitionDigest(out.definition),
    service: out.service,
    selection: out.selection,
    perPlantSheetLimit: out.definition.workbooks.perPlantSheetLimit,
    pdfs: out.pdfs,
    model: out.model,
  });
}
