/**
 * The demo's report model (templates/demo.yaml, the sandbox's 24 plants with seed 1, its
 * contracts and events) for a fixed month, as `solar-report demo` builds it, without writing
 * PDFs: what the layout tests render in each language.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadDefinition, withContracts } from "../../src/definition/index.js";
import type { ReportModel } from "../../src/metrics/model.js";
import { templatePath } from "../../src/paths.js";
import { runReport } from "../../src/pipeline/run/run.js";
import {
  SANDBOX_EVENT_COLUMNS,
  sandboxContractTerms,
  sandboxDefinitionDetails,
  sandboxEventRows,
  startSandbox,
} from "../../src/sandbox/index.js";

export async function demoModel(month = "2026-10"): Promise<ReportModel> {
  const sandbox = await startSandbox({ port: 0, plants: 24, seed: 1 });
  const outDir = mkdtempSync(join(tmpdir(), "demo-model-"));
  try {
    const base = await loadDefinition(templatePath("demo.yaml"));
    const ids = sandbox.plants.map((p) => p.id);
    const definition = withContracts(
      { ...base, plantDetails: { ...sandboxDefinitionDetails(sandbox), ...base.plantDetails } },
      sandboxContractTerms(ids, month),
      {
        header: SANDBOX_EVENT_COLUMNS,
        rows: sandboxEventRows((id, kpi, d) => sandbox.dayValue(id, kpi, d), ids, month),
      },
      "sandbox contracts",
    );
    const now = new Date(`${month}-01T00:00:00Z`);
    now.setUTCMonth(now.getUTCMonth() + 1, 20);
    const result = await runReport({
      definition,
      client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
      month,
      outDir: join(outDir, "out"),
      now,
      generatedAt: now,
      pdfs: false,
      onEvent: () => {},
    });
    return result.model;
  } finally {
    await sandbox.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
