/**
 * A plant whose PDF could not be rendered is reported failed, with the reason, like a plant
 * whose data could not be fetched: the report stays consistent (the workbooks, index.html
 * and the manifest all list it as failed and leave it out of the portfolio), every other
 * plant keeps its files, and the run exits 3, not 1.
 */
import type { ReportDefinition } from "../../definition/index.js";
import { failedPlantReport } from "../../metrics/index.js";
import type { PlantReport } from "../../metrics/model.js";
import { type ReportWarning, reportWarning } from "../../metrics/report-warning.js";
import type { Period } from "../fetch/fetch-all.js";
import { plantDetails } from "../fetch/fetch-plant.js";

export function pdfFailureMessage(reason: string): string {
  return (
    `its PDF could not be rendered (${reason}), so the plant is left out of this report: ` +
    "rerun with --no-pdf for its figures, and report this as a bug with the plant's id"
  );
}

/** The renderer's own words are the reason, as it wrote them (data, not translated). */
export function pdfFailure(reason: string): ReportWarning {
  return reportWarning("plantPdfFailed", { reason }, pdfFailureMessage(reason));
}

export function withPdfFailures(
  plants: PlantReport[],
  failures: Map<string, string>,
  def: ReportDefinition,
  period: Period,
): PlantReport[] {
  if (failures.size === 0) return plants;
  return plants.map((p) => {
    const reason = failures.get(p.id);
    if (reason === undefined) return p;
    const identity = {
      ...{ id: p.id, name: p.name, label: p.label, country: p.country },
      ...{ tz_offset: p.tzOffset, plant_type: p.plantType },
    };
    const details = plantDetails(def, p.id);
    return failedPlantReport(
      identity,
      pdfFailure(reason),
      details,
      period.month,
      period.historyMonths,
      def.verdicts,
    );
  });
}
