/** Builds the ReportModel (the seam renderers consume) from the fetched plants. Pure. */
import type { ReportDefinition } from "../../definition/index.js";
import { buildClients, buildPortfolio, type ClientMembership } from "../../metrics/index.js";
import type { PlantReport, ReportHeader, ReportModel } from "../../metrics/model.js";
import { type ReportWarning, reportWarning } from "../../vocabulary/report-warning.js";
import type { Period } from "../fetch/fetch-all.js";

/**
 * Whether the report is final, and through which day it reaches when it is not: each plant's
 * month ends in its own time zone (metrics/plant-time.ts), so a run early on the 1st (UTC) may
 * hold plants west of UTC whose last day is still in progress.
 */
export function reportPeriodOf(plants: PlantReport[]): Pick<ReportModel, "reportedThrough" | "final"> {
  const open = plants.flatMap((p) => (p.reportedThrough === null ? [] : [p.reportedThrough]));
  return {
    reportedThrough: open.length === 0 ? null : open.reduce((a, b) => (a > b ? a : b)),
    final: open.length === 0,
  };
}

/**
 * The run's own warnings (plants carry theirs); `merge` recomputes them for all shards' plants.
 * A month in progress for every plant is said once; otherwise each plant whose month has not
 * ended is named with the UTC time it ends.
 */
export function modelWarnings(plants: PlantReport[]): ReportWarning[] {
  const warnings: ReportWarning[] = [];
  const open = plants.filter((p) => p.reportedThrough !== null);
  const { reportedThrough } = reportPeriodOf(plants);
  if (reportedThrough !== null && open.length === plants.length) {
    warnings.push(
      reportWarning(
        "monthInProgress",
        { through: reportedThrough },
        `month in progress: figures cover the days up to ${reportedThrough}`,
      ),
    );
  } else {
    for (const p of open) warnings.push(plantMonthNotEnded(p));
  }
  const fellBack = plants.filter((p) => p.status === "ok" && p.verdicts.pr.fallbackFrom !== null);
  if (fellBack.length > 0) warnings.push(verdictFallback(fellBack));
  if (plants.length === 0)
    warnings.push(
      reportWarning(
        "noPlantSelected",
        {},
        "no plant of the account matches the definition's plant selection",
      ),
    );
  return warnings;
}

/** Plants whose PR verdict is on the IEC PR because the chosen PR could not be had (verdicts.ts). */
function verdictFallback(plants: PlantReport[]): ReportWarning {
  const metric = plants[0]!.verdicts.pr.fallbackFrom!;
  const names = plants.map((p) => p.name);
  const shown =
    names.length > 5 ? `${names.slice(0, 5).join(", ")} and ${names.length - 5} more` : names.join(", ");
  return reportWarning(
    "verdictFallback",
    { metric, count: plants.length, plants: shown },
    `${plants.length} plant(s) have no ${metric} this month (${shown}): their PR verdict is on the ` +
      "IEC 61724-1 PR instead, labelled as such; add their temperatureCoefficient to plantDetails",
  );
}

function plantMonthNotEnded(p: PlantReport): ReportWarning {
  const through = p.reportedThrough!;
  const endsAt = p.monthEndsAt ?? "";
  return reportWarning(
    "plantMonthNotEnded",
    { plant: p.name, offset: p.tzOffset, through, endsAt },
    `${p.name} (UTC${p.tzOffset}): the month ends there at ${endsAt}, so the plant is reported through ` +
      `${through} like a month in progress; the report is final once it is rerun after that time`,
  );
}

/** What the report is, before any data: all a plant's PDF needs besides the plant. */
export function reportHeader(def: ReportDefinition, period: Period, generatedAt: Date): ReportHeader {
  return {
    title: def.title,
    month: period.month,
    generatedAt: generatedAt.toISOString(),
    dates: period.dates,
    daysInMonth: period.dates.length,
    locale: def.locale,
    currency: def.currency,
    hasContracts: def.contracts.length > 0,
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
    ...reportPeriodOf(plants),
    plants,
    portfolio: buildPortfolio(plants, dates, historyMonths, def.verdicts),
    clients: buildClients(extra.clients, plants, dates, historyMonths, def.verdicts),
    requests,
    warnings: [...modelWarnings(plants), ...extra.warnings],
  };
}
