/**
 * The month in one line, e.g. "Energy 4.2% below budget; irradiation 6.1% below normal;
 * PR 81.3% (target 80.0%); availability 99.3% (target 98.0%)".
 */
import type { PlantReport } from "../../metrics/model.js";
import type { Formatters } from "./format.js";
import { relativeDeviation } from "./status.js";

/** Deviations smaller than half a per-mille print as "on …" rather than "0.0% below". */
const ON_TARGET = 0.0005;

function versus(fmt: Formatters, what: string, dev: number, reference: string): string {
  if (Math.abs(dev) < ON_TARGET) return `${what} on ${reference}`;
  return `${what} ${fmt.percent(Math.abs(dev))} ${dev < 0 ? "below" : "above"} ${reference}`;
}

/** `inProgress`: budget and normal are prorated to the days reported, so they are "to date". */
export function verdict(plant: PlantReport, fmt: Formatters, inProgress = false): string {
  const m = plant.metrics;
  if (m.daysWithData === 0) return "No data was received for this period; no figure can be computed.";
  const parts: string[] = [];
  const energyDev = relativeDeviation(m.yieldKwh, plant.targets.budgetKwh ?? m.budgetKwh);
  const toDate = inProgress ? " to date" : "";
  if (energyDev !== null) parts.push(versus(fmt, "Energy", energyDev, `budget${toDate}`));
  else parts.push(`Energy ${fmt.number(m.yieldKwh, 0)} kWh (no budget)`);
  const irrDev = relativeDeviation(m.irradiationKwhM2, plant.targets.irradiationKwhM2);
  if (irrDev !== null) parts.push(versus(fmt, "irradiation", irrDev, `normal${toDate}`));
  const target = (t: number | null) => (t === null ? "" : ` (target ${fmt.percent(t)})`);
  if (m.pr !== null) parts.push(`PR ${fmt.percent(m.pr)}${target(plant.targets.pr)}`);
  if (m.availability !== null) {
    parts.push(`availability ${fmt.percent(m.availability)}${target(plant.targets.availability)}`);
  }
  const missing = plant.quality.missingDays.length;
  if (missing > 0) parts.push(`${missing} ${missing === 1 ? "day" : "days"} without data`);
  return parts.join("; ");
}
