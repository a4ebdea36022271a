/** Builds the ReportModel (the seam renderers consume) from the fetched plants. Pure. */
import type { ReportDefinition } from "../definition/index.js";
import { buildPortfolio } from "../metrics/index.js";
import type { PlantReport, ReportModel } from "../metrics/model.js";
import type { Period } from "./fetch-all.js";

export function assembleModel(
  def: ReportDefinition,
  period: Period,
  plants: PlantReport[],
  requests: ReportModel["requests"],
  generatedAt: Date,
): ReportModel {
  const warnings: string[] = [];
  if (period.reportedThrough !== null) {
    warnings.push(`month in progress: figures cover the days up to ${period.reportedThrough}`);
  }
  if (plants.length === 0) warnings.push("no plant of the account matches the definition's plant selection");
  return {
    title: def.title,
    month: period.month,
    generatedAt: generatedAt.toISOString(),
    dates: period.dates,
    daysInMonth: period.dates.length,
    reportedThrough: period.reportedThrough,
    locale: def.locale,
    currency: def.currency,
    sourceUnits: def.units,
    branding: {
      company: def.branding.company,
      accentColor: def.branding.accentColor,
      logoPath: def.branding.logoPath,
    },
    plants,
    portfolio: buildPortfolio(plants, period.dates, period.historyMonths, def.targets),
    requests,
    warnings,
  };
}
