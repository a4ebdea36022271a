/** The definition's figure → KPI mapping as the pipeline and metrics consume it. */
import type { HistoricalKpi } from "../api/types.js";
import { DAILY_FIELDS, type DailyField } from "../metrics/model.js";
import type { KpiFigure } from "./defaults.js";
import type { ReportDefinition } from "./parse.js";

/** Which DailyRow field each figure of the definition fills. */
const FIELD_OF: Record<KpiFigure, DailyField> = {
  yield: "yieldKwh",
  meterYield: "meterYieldKwh",
  irradiation: "irradiationKwhM2",
  pr: "pr",
  availability: "availability",
  cellTemperature: "cellTemperatureC",
  overspill: "overspillKwh",
};

/** One entry per figure the definition maps (a figure set to null is left out), in DAILY_FIELDS order. */
export function kpisFor(def: Pick<ReportDefinition, "kpis">): { field: DailyField; kpi: HistoricalKpi }[] {
  const out: { field: DailyField; kpi: HistoricalKpi }[] = [];
  for (const [figure, kpi] of Object.entries(def.kpis) as [KpiFigure, HistoricalKpi | null][]) {
    if (kpi !== null) out.push({ field: FIELD_OF[figure], kpi });
  }
  return out.sort((a, b) => DAILY_FIELDS.indexOf(a.field) - DAILY_FIELDS.indexOf(b.field));
}
