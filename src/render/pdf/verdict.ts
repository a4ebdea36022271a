/**
 * The month in one line, e.g. "Energy 4.2% below budget; irradiation 6.1% below normal;
 * PR 81.3% (target 80.0%); availability 99.3%".
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

export function verdict(plant: PlantReport, fmt: Formatters): string {
  const m = plant.metrics;
  if (m.daysWithData === 0) return "No data was received for this period; no figure can be computed.";
  const parts: string[] = [];
  const energyDev = relativeDeviation(m.yieldKwh, plant.targets.budgetKwh ?? m.budgetKwh);
  if (energyDev !== null) parts.push(versus(fmt, "Energy", energyDev, "budget"));
  else parts.push(`Energy ${fmt.number(m.yieldKwh, 0)} kWh (no budget)`);
  const irrDev = relativeDeviation(m.irradiationKwhM2, plant.targets.irradiationKwhM2);
  if (irrDev !== null) parts.push(versus(fmt, "irradiation", irrDev, "normal"));
  if (m.pr !== null) {
    const target = plant.targets.pr === null ? "" : ` (target ${fmt.percent(plant.targets.pr)})`;
    parts.push(`PR ${fmt.percent(m.pr)}${target}`);
  }
  if (m.availability !== null) parts.push(`availability ${fmt.percent(m.availability)}`);
  const missing = plant.quality.missingDays.length;
  if (missing > 0) parts.push(`${missing} ${missing === 1 ? "day" : "days"} without data`);
  return parts.join("; ");
}
