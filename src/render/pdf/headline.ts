/**
 * The six headline tiles (pure; drawn by tiles.ts). Every figure and every verdict is the
 * model's (DESIGN.md "Monthly figures", "Verdicts"): energy is the total with its estimated
 * share, compared with the budget of the days covered; the PR tile names which PR it is.
 */
import type { PlantReport, VerdictResult } from "../../metrics/model.js";
import type { Formatters } from "./format.js";
import { PR_KEY } from "./labels.js";
import { type TileVerdict, verdictGap } from "./status.js";

export interface Tile {
  label: string;
  /** Formatted figure ("–" without data). */
  value: string;
  unit: string;
  /** Up to three short lines under the figure. */
  lines: string[];
  verdict: TileVerdict;
  /** Irradiation: the verdict reads as weather, not as a target. */
  weather?: boolean;
}

/** Days of the period that are reported (all of them, or through the last reported day). */
export function reportedDays(plant: PlantReport): number {
  return plant.daily.filter((r) => r.status !== "future").length;
}

function estimated(fmt: Formatters, kwh: number | null, n: number): string | null {
  return kwh !== null && kwh > 0 && n > 0
    ? fmt.t("pdf.tile.ofWhichEstimated", { kwh: fmt.number(kwh, 0), days: n })
    : null;
}

const present = (lines: (string | null)[]) => lines.filter((l): l is string => l !== null);

/** "Target 80.0% · −3.8 pp" from the verdict's own value and target. */
export function targetLine(fmt: Formatters, v: VerdictResult): string {
  if (v.target === null) return fmt.t("pdf.tile.noTarget");
  const gap = verdictGap(v);
  const t = fmt.t("pdf.target", { value: fmt.percent(v.target) });
  return gap === null ? t : `${t} · ${fmt.signed(gap, "pp")}`;
}

function energyTile(plant: PlantReport, fmt: Formatters, inProgress: boolean): Tile {
  const m = plant.metrics;
  const v = plant.verdicts.energy;
  const covered = m.daysWithData + m.daysEstimated;
  const all = reportedDays(plant);
  let budget: string | null = fmt.t("pdf.tile.noBudget");
  if (m.budgetKwh !== null && covered === 0)
    budget = fmt.t("pdf.tile.noDayCovered", { kwh: fmt.number(m.budgetKwh, 0) });
  else if (m.budgetCoveredKwh !== null && m.budgetKwh !== null) {
    const kwh = fmt.number(m.budgetCoveredKwh, 0);
    const b = fmt.t(inProgress ? "pdf.tile.budgetToDate" : "pdf.tile.budget", { kwh });
    budget = m.budgetVariance === null ? b : `${b} · ${fmt.signed(m.budgetVariance, "%")}`;
  }
  const partial = m.budgetCoveredKwh !== null && covered > 0 && covered < all;
  return {
    label: fmt.t("figure.energyYield"),
    value: fmt.number(m.yieldTotalKwh, 0),
    unit: m.yieldTotalKwh === null ? "" : fmt.t("unit.kwh"),
    lines: present([
      m.yieldTotalKwh === null ? fmt.t("pdf.noData") : estimated(fmt, m.yieldEstimatedKwh, m.daysEstimated),
      budget,
      partial ? fmt.t("pdf.tile.covered", { covered, total: all }) : null,
    ]),
    verdict: v.verdict,
  };
}

/** Meter yield is what is sold: the total and revenue, never judged against the yield budget. */
function meterTile(plant: PlantReport, fmt: Formatters): Tile {
  const m = plant.metrics;
  const revenue = m.revenue === null ? null : fmt.t("pdf.tile.revenue", { money: fmt.currency(m.revenue) });
  const overspill =
    m.overspillKwh !== null && m.overspillKwh > 0
      ? fmt.t("pdf.tile.overspill", { kwh: fmt.number(m.overspillKwh, 0) })
      : null;
  return {
    label: fmt.t("figure.meterYield"),
    value: fmt.number(m.meterYieldTotalKwh, 0),
    unit: m.meterYieldTotalKwh === null ? "" : fmt.t("unit.kwh"),
    lines: present([
      m.meterYieldTotalKwh === null
        ? fmt.t("pdf.noData")
        : estimated(fmt, m.meterYieldEstimatedKwh, plant.quality.meterEstimatedDays.length),
      revenue,
      overspill,
    ]),
    verdict: "none",
  };
}

/** Specific yield with the capacity it is per (a plant's, a portfolio's or a client's). */
export function specificTileOf(specific: number | null, cap: number | null, fmt: Formatters): Tile {
  return {
    label: fmt.t("figure.specificYield"),
    value: fmt.number(specific, 1),
    unit: specific === null ? "" : fmt.t("unit.kwhPerKwp"),
    lines: present([
      specific === null && cap !== null ? fmt.t("pdf.noData") : null,
      cap === null
        ? fmt.t("pdf.noCapacity")
        : fmt.t("pdf.tile.perCapacity", { kwp: fmt.number(cap, cap < 100 ? 1 : 0) }),
    ]),
    verdict: "none",
  };
}

type PrKey = keyof typeof PR_KEY;
/** The figures the PR and availability tiles show: a plant's metrics, or a portfolio's or client's. */
type RatioFigures = Record<PrKey, number | null> & {
  availability: number | null;
  availabilityLossKwh: number | null;
};

/** The judged PR large, the other two beside it, each named (a plant's, a portfolio's or a client's). */
export function prTileOf(m: RatioFigures, v: VerdictResult, fmt: Formatters): Tile {
  const judged = v.metric as PrKey;
  const others = (Object.keys(PR_KEY) as PrKey[]).filter((k) => k !== judged && m[k] !== null);
  return {
    label: fmt.t(PR_KEY[judged]),
    value: fmt.percent(m[judged]),
    unit: "",
    lines: present([
      m[judged] === null ? fmt.t("pdf.noData") : null,
      targetLine(fmt, v),
      ...others.map((k) => `${fmt.t(PR_KEY[k])} ${fmt.percent(m[k])}`),
    ]),
    verdict: v.verdict,
  };
}

export function availabilityTileOf(m: RatioFigures, v: VerdictResult, fmt: Formatters): Tile {
  const loss =
    m.availabilityLossKwh === null
      ? null
      : fmt.t("pdf.tile.loss", { kwh: fmt.number(m.availabilityLossKwh, 0) });
  return {
    label: fmt.t("figure.availability"),
    value: fmt.percent(m.availability),
    unit: "",
    lines: present([m.availability === null ? fmt.t("pdf.noData") : null, targetLine(fmt, v), loss]),
    verdict: v.verdict,
  };
}

function irradiationTile(plant: PlantReport, fmt: Formatters, inProgress: boolean): Tile {
  const m = plant.metrics;
  const withH = plant.completeness.irradiationKwhM2;
  const all = reportedDays(plant);
  let normal: string = fmt.t("pdf.tile.noNormal");
  if (m.irradiationNormalKwhM2 !== null) {
    const value = fmt.number(m.irradiationNormalKwhM2, 1);
    const n = fmt.t(inProgress ? "pdf.tile.normalToDate" : "pdf.tile.normal", { value });
    normal = m.irradiationVariance === null ? n : `${n} · ${fmt.signed(m.irradiationVariance, "%")}`;
  }
  return {
    label: fmt.t("figure.irradiation"),
    value: fmt.number(m.irradiationKwhM2, 1),
    unit: m.irradiationKwhM2 === null ? "" : fmt.t("unit.kwhPerM2"),
    lines: present([
      m.irradiationKwhM2 === null ? fmt.t("pdf.noData") : null,
      normal,
      m.irradiationNormalKwhM2 !== null && withH < all
        ? fmt.t("pdf.tile.normalDays", { days: withH, total: all })
        : null,
    ]),
    verdict: plant.verdicts.irradiation.verdict,
    weather: true,
  };
}

/**
 * `inProgress`: the month is not over and the model's budget and normal are prorated to the
 * days reported, so the tiles say "to date": the month's full budget is a different number.
 */
export function headlineTiles(plant: PlantReport, fmt: Formatters, inProgress = false): Tile[] {
  return [
    energyTile(plant, fmt, inProgress),
    meterTile(plant, fmt),
    specificTileOf(plant.metrics.specificYieldKwhKwp, plant.capacityKwp, fmt),
    prTileOf(plant.metrics, plant.verdicts.pr, fmt),
    availabilityTileOf(plant.metrics, plant.verdicts.availability, fmt),
    irradiationTile(plant, fmt, inProgress),
  ];
}
