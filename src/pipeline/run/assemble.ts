/** Builds the ReportModel (the seam renderers consume) from the fetched plants. Pure. */
import type { ReportDefinition } from "../../definition/index.js";
import { buildClients, buildPortfolio, type ClientMembership } from "../../metrics/index.js";
import type { PlantReport, ReportHeader, ReportModel } from "../../metrics/model.js";
import { type ReportWarning, reportWarning } from "../../metrics/report-warning.js";
import type { Period } from "../fetch/fetch-all.js";

/** The run's own warnings (plants carry theirs); `merge` recomputes them for all shards' plants. */
export function modelWarnings(reportedThrough: string | null, plants: number): ReportWarning[] {
  const warnings: ReportWarning[] = [];
  if (reportedThrough !== null) {
    warnings.push(
      reportWarning(
        "monthInProgress",
        { through: reportedThrough },
        `month in progress: figures cover the days up to ${reportedThrough}`,
      ),
    );
  }
  if (plants === 0)
    warnings.push(
      reportWarning(
        "noPlantSelected",
        {},
        "no plant of the account matches the definition's plant selection",
      ),
    );
  return warnings;
}

/** What the report is, before any data: all a plant's PDF needs besides the plant. */
export function reportHeader(def: ReportDefinition, period: Period, generatedAt: Date): ReportHeader {
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
    verdictRules: def.verdicts,
    branding: {
      company: def.branding.company,
      accentColor: def.branding.accentColor,
      logoPath: def.branding.logoPath,
    },
  };
}

/**
 * `clients`: each client's plants among the whole selection (a shard's model keeps those it
 * reports); `warnings`: the run's own about the definition (clients, commentary), the same in
 * every shard, so `merge` keeps them.
 */
export function assembleModel(
  def: ReportDefinition,
  period: Period,
  plants: PlantReport[],
  requests: ReportModel["requests"],
  generatedAt: Date,
  extra: { clients: ClientMembership[]; warnings: ReportWarning[] } = { clients: [], warnings: [] },
): ReportModel {
  const { dates, historyMonths } = period;
  return {
    ...reportHeader(def, period, generatedAt),
    plants,
    portfolio: buildPortfolio(plants, dates, historyMonths, def.targets, def.verdicts),
    clients: buildClients(extra.clients, plants, dates, historyMonths, def.targets, def.verdicts),
    requests,
    warnings: [...modelWarnings(period.reportedThrough, plants.length), ...extra.warnings],
  };
}
