/**
 * What a reader must know about a plant's figures besides the figures: which days were
 * estimated and from what, which could not be, the sanity checks that failed (with their
 * likely cause) and the data warnings. Shown in the Summary's notes and on the Method sheet.
 */
import type { PlantReport } from "../../metrics/model.js";
import type { XlsxLabels } from "./labels.js";

/** "5 Oct (from meter), 8 Oct (from irradiation)" for the plant's estimated days. */
function estimatedDays(p: PlantReport, pick: "yield" | "meter", L: XlsxLabels): string {
  return p.daily
    .filter((r) => (pick === "yield" ? r.yieldEstimatedKwh : r.meterYieldEstimatedKwh) !== null)
    .map((r) => {
      const source =
        pick === "yield"
          ? L.yieldSources[r.yieldEstimateSource ?? "irradiation"]
          : L.meterSources[r.meterYieldEstimateSource ?? "irradiation"];
      return L.noteSource(L.f.day(r.date), source);
    })
    .join(", ");
}

export function estimationNotes(p: PlantReport, L: XlsxLabels): string[] {
  const out: string[] = [];
  const y = estimatedDays(p, "yield", L);
  if (y) out.push(L.noteYieldEstimated(y));
  const m = estimatedDays(p, "meter", L);
  if (m) out.push(L.noteMeterEstimated(m));
  const estimated = new Set(p.quality.estimatedDays);
  const none = p.quality.missingDays.filter((d) => !estimated.has(d));
  if (p.status === "ok" && none.length > 0 && none.length < p.daily.length)
    out.push(L.noteNoEstimate(L.f.days(none)));
  return out;
}

/** The failed plausibility checks, in the workbook's words. */
export function sanityNotes(p: PlantReport, L: XlsxLabels): string[] {
  return p.quality.sanity.map((s) => L.sanity(s, p));
}

/**
 * One line: estimates, then sanity warnings, then the data warnings (a KPI the service did
 * not return, budget proration, values refused), each in the workbook's language.
 */
export function plantNotes(p: PlantReport, L: XlsxLabels): string {
  return [...estimationNotes(p, L), ...sanityNotes(p, L), ...p.quality.warnings.map(L.warning)].join("; ");
}
