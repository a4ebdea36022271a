/**
 * A plant whose PDF could not be rendered keeps its figures (DESIGN.md "The one picture":
 * nothing a renderer does feeds back into the figures): the workbooks, the CSVs, index.html,
 * the portfolio and the client packs show it as usual; its PDF is a failed file, listed in the
 * manifest and named in the run's warnings, and the run exits 3.
 */
import type { PlantReport, ReportModel } from "../../metrics/model.js";
import type { FailedFile } from "../../output/manifest.js";
import { PLANT_DIR } from "../../output/out-dir.js";
import { type ReportWarning, reportWarning } from "../../vocabulary/report-warning.js";
import { pdfNames } from "./render.js";

export function pdfFailureMessage(plant: string, reason: string): string {
  return (
    `the PDF of ${plant} could not be rendered (${reason}) and is left out; its figures are in the ` +
    "workbooks, index.html and the portfolio: report this as a bug with the plant's id"
  );
}

/** The renderer's own words are the reason, as it wrote them (data, not translated). */
export function pdfFailure(plant: Pick<PlantReport, "id" | "name">, reason: string): ReportWarning {
  return reportWarning(
    "plantPdfFailed",
    { plant: plant.name, reason },
    pdfFailureMessage(plant.name, reason),
  );
}

/** The failed PDFs as files the manifest lists, and the run's warnings naming them, in plant order. */
export function pdfFailures(
  model: ReportModel,
  failures: ReadonlyMap<string, string>,
): { files: FailedFile[]; warnings: ReportWarning[] } {
  if (failures.size === 0) return { files: [], warnings: [] };
  const names = pdfNames(model);
  const failed = model.plants.filter((p) => failures.has(p.id));
  return {
    files: failed.map((p) => ({
      file: `${PLANT_DIR}/${names.get(p.id) ?? `${p.id}.pdf`}`,
      kind: "plantPdf",
      plant: p.id,
      reason: failures.get(p.id)!,
    })),
    warnings: failed.map((p) => pdfFailure(p, failures.get(p.id)!)),
  };
}
