/**
 * The six headline figures with their budget/target and status (pure; drawn by tiles.ts).
 * Figures are the model's monthly metrics (DESIGN.md, "Monthly figures"), unrounded here.
 */
import type { PlantReport } from "../../metrics/model.js";
import type { Formatters } from "./format.js";
import type { StatusBand, StatusThresholds } from "./options.js";
import { absoluteDeviation, type Rag, ragStatus, relativeDeviation } from "./status.js";

export interface Tile {
  label: string;
  /** Formatted figure ("–" without data). */
  value: string;
  unit: string;
  /** Target/budget line, e.g. "Budget 120,000 kWh · −4.2%". */
  comparison: string;
  /** Optional third line (revenue). */
  extra: string | null;
  status: Rag;
}

interface Spec {
  label: string;
  value: number | null;
  unit: string;
  digits: number;
  target: number | null;
  targetName: string;
  band: StatusBand;
  ratio: boolean;
  extra?: string | null;
  /** The target is prorated to the days reported (a month in progress). */
  toDate?: boolean;
  /** Why the figure cannot exist whatever the data (e.g. no capacity): replaces the comparison. */
  missing?: string | null;
}

function tile(fmt: Formatters, s: Spec): Tile {
  const dev = s.ratio ? absoluteDeviation(s.value, s.target) : relativeDeviation(s.value, s.target);
  const show = (v: number | null) => (s.ratio ? fmt.percent(v) : fmt.number(v, s.digits));
  let comparison: string;
  if (s.target === null) comparison = `No ${s.targetName.toLowerCase()} set`;
  else {
    const name = s.toDate ? `${s.targetName} to date` : s.targetName;
    const t = `${name} ${show(s.target)}${s.unit ? ` ${s.unit}` : ""}`;
    comparison = dev === null ? t : `${t} · ${fmt.signed(dev, s.ratio ? "pp" : "%")}`;
  }
  if (s.missing) comparison = s.missing;
  else if (s.value === null) comparison = `No data · ${comparison}`;
  return {
    label: s.label,
    value: show(s.value),
    unit: s.value === null ? "" : s.unit,
    comparison,
    extra: s.extra ?? null,
    status: ragStatus(dev, s.band),
  };
}

/**
 * `inProgress`: the month is not over, and the model's budget is prorated to the days
 * reported (metrics/plant-report.ts, with the irradiation normal), so the tiles say
 * "Budget to date" and "Normal to date": the month's full budget is a different number.
 */
export function headlineTiles(
  plant: PlantReport,
  fmt: Formatters,
  status: StatusThresholds,
  inProgress = false,
): Tile[] {
  const m = plant.metrics;
  const t = plant.targets;
  const budget = t.budgetKwh ?? m.budgetKwh;
  const cap = plant.capacityKwp;
  const specificBudget = budget !== null && cap ? budget / cap : null;
  const energy = {
    unit: "kWh",
    digits: 0,
    targetName: "Budget",
    toDate: inProgress,
    band: status.energy,
    ratio: false,
  };
  return [
    tile(fmt, { ...energy, label: "Energy yield", value: m.yieldKwh, target: budget }),
    tile(fmt, {
      ...energy,
      label: "Meter yield",
      value: m.meterYieldKwh,
      target: budget,
      extra: m.revenue === null ? null : `Revenue ${fmt.currency(m.revenue)}`,
    }),
    tile(fmt, {
      ...energy,
      label: "Specific yield",
      unit: "kWh/kWp",
      digits: 1,
      value: m.specificYieldKwhKwp,
      target: specificBudget,
      missing: cap ? null : "Capacity not set",
    }),
    tile(fmt, {
      label: "Performance ratio",
      value: m.pr,
      unit: "",
      digits: 1,
      target: t.pr,
      targetName: "Target",
      band: status.pr,
      ratio: true,
    }),
    tile(fmt, {
      label: "Availability",
      value: m.availability,
      unit: "",
      digits: 1,
      target: t.availability,
      targetName: "Target",
      band: status.availability,
      ratio: true,
    }),
    tile(fmt, {
      label: "Irradiation",
      value: m.irradiationKwhM2,
      unit: "kWh/m²",
      digits: 1,
      target: t.irradiationKwhM2,
      targetName: "Normal",
      toDate: inProgress,
      band: status.irradiation,
      ratio: false,
    }),
  ];
}
