/**
 * What a reader must know about a plant's figures besides the figures: which days were
 * estimated and from what, which could not be, the sanity checks that failed (with their
 * likely cause) and the data warnings. Shown in the Summary's notes and on the Method sheet.
 */
import type { PlantReport } from "../../metrics/model.js";
import { LABELS } from "./labels.js";

const day = (iso: string) => iso.slice(5);

/** "10-05 (meter), 10-08 (irradiation)" for the plant's estimated days. */
function estimatedDays(p: PlantReport, pick: "yield" | "meter"): string {
  return p.daily
    .filter((r) => (pick === "yield" ? r.yieldEstimatedKwh : r.meterYieldEstimatedKwh) !== null)
    .map((r) => {
      const source =
        pick === "yield"
          ? LABELS.yieldSources[r.yieldEstimateSource ?? "irradiation"]
          : LABELS.meterSources[r.meterYieldEstimateSource ?? "irradiation"];
      return LABELS.noteSource(day(r.date), source);
    })
    .join(", ");
}

export function estimationNotes(p: PlantReport): string[] {
  const out: string[] = [];
  const y = estimatedDays(p, "yield");
  if (y) out.push(LABELS.noteYieldEstimated(y));
  const m = estimatedDays(p, "meter");
  if (m) out.push(LABELS.noteMeterEstimated(m));
  const estimated = new Set(p.quality.estimatedDays);
  const none = p.quality.missingDays.filter((d) => !estimated.has(d));
  if (p.status === "ok" && none.length > 0 && none.length < p.daily.length)
    out.push(LABELS.noteNoEstimate(none.map(day).join(", ")));
  return out;
}

/** One line: estimates, then sanity warnings, then the data warnings. */
export function plantNotes(p: PlantReport): string {
  return [...estimationNotes(p), ...p.quality.sanity.map((s) => s.message), ...p.quality.warnings].join("; ");
}
