/**
 * What a reader must know before trusting a plant's figures: gaps, late days, days whose
 * lateness is unknown, unparseable values, and KPIs the service did not return or had no
 * data for (DESIGN.md "Reading the service's data safely": a missing key is a definition
 * error, an empty list is a gap).
 */
import type { ParsedSeries } from "../api/types.js";
import type { KpiMap } from "./daily-rows.js";
import type { DailyRow, PlantQuality } from "./model.js";

export function missingKpiWarning(kpi: string): string {
  return `${kpi}: not returned by the service: check the KPI name in the definition`;
}

export function noDataWarning(kpi: string): string {
  return `${kpi}: no data for the month`;
}

/** Lines for KPIs the service dropped, then for returned KPIs with no value on any reported day. */
function kpiWarnings(series: ParsedSeries, kpis: KpiMap, reported: string[]): string[] {
  const missing = new Set(series.missingKpis);
  const returned = [...new Set(kpis.map((k) => k.kpi))].filter((kpi) => !missing.has(kpi));
  const empty = returned.filter((kpi) => !reported.some((d) => (series.values[kpi]?.[d] ?? null) !== null));
  return [...series.missingKpis.map(missingKpiWarning), ...empty.map(noDataWarning)];
}

/** `extraWarnings` (e.g. budget proration) follow the KPI lines. */
export function plantQuality(
  rows: DailyRow[],
  series: ParsedSeries,
  kpis: KpiMap,
  extraWarnings: string[],
): PlantQuality {
  const reported = rows.filter((r) => r.status !== "future");
  const kpiLines = kpiWarnings(
    series,
    kpis,
    reported.map((r) => r.date),
  );
  return {
    missingDays: reported.filter((r) => r.yieldKwh === null).map((r) => r.date),
    lateDays: rows.filter((r) => r.late === true).map((r) => r.date),
    freshnessUnknownDays: reported.filter((r) => r.late === null).map((r) => r.date),
    nonNumericValues: series.warnings.nonNumeric,
    warnings: [...kpiLines, ...extraWarnings],
  };
}
