/**
 * The six headline tiles (pure; drawn by tiles.ts). Every figure and every verdict is the
 * model's (DESIGN.md "Monthly figures", "Verdicts"): energy is the total with its estimated
 * share, compared with the budget of the days covered; the PR tile names which PR it is.
 */
import type { PlantReport, VerdictResult } from "../../../metrics/model.js";
import { budgetLines, withVariance } from "./budget-lines.js";
import type { Formatters } from "./format.js";
import { PR_KEY } from "./labels.js";
import type { TileVerdict } from "./status.js";
import {
  gapPoints,
  judgedPercent,
  judgedVariance,
  prChosen,
  prName,
  targetPercent,
} from "./verdict-figures.js";

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

function estimated(fmt: Formatters, kwh: number | null, n: number): string | null {
  return kwh !== null && kwh > 0 && n > 0
    ? fmt.t("pdf.tile.ofWhichEstimated", { kwh: fmt.number(kwh, 0), days: n })
    : null;
}

const present = (lines: (string | null)[]) => lines.filter((l): l is string => l !== null);

/** "Target 80.00% · −0.05 pp": the verdict's target and gap at its decimals. */
export function targetLine(fmt: Formatters, v: VerdictResult): string {
  if (v.target === null) return fmt.t("pdf.tile.noTarget");
  const gap = gapPoints(fmt, v);
  const t = fmt.t("pdf.target", { value: targetPercent(fmt, v) });
  return gap === null ? t : `${t} · ${gap}`;
}

/** The budget lines of a plant's energy tile (budget-lines.ts), or why there are none. */
function plantBudgetLines(plant: PlantReport, fmt: Formatters, inProgress: boolean): string[] {
  const m = plant.metrics;
  const t = fmt.t;
  if (m.budgetKwh === null) return [t("pdf.tile.noBudget")];
  if (m.daysCovered === 0) return [t("pdf.tile.noDayCovered", { kwh: fmt.number(m.budgetKwh, 0) })];
  if (m.budgetCoveredKwh === null) return [t("pdf.tile.noBudget")];
  const days = { covered: m.daysCovered, total: m.daysReported };
  return budgetLines(
    fmt,
    { ...m, budgetKwh: m.budgetKwh, budgetCoveredKwh: m.budgetCoveredKwh },
    plant.verdicts.energy,
    {
      inProgress,
      partial: m.daysCovered < m.daysReported,
      coveredLabel: (kwh) => t("pdf.tile.budgetCovered", { kwh, ...days }),
    },
  );
}

function energyTile(plant: PlantReport, fmt: Formatters, inProgress: boolean): Tile {
  const m = plant.metrics;
  return {
    label: fmt.t("figure.energyYield"),
    value: fmt.number(m.yieldTotalKwh, 0),
    unit: m.yieldTotalKwh === null ? "" : fmt.t("unit.kwh"),
    lines: present([
      m.yieldTotalKwh === null ? fmt.t("pdf.noData") : estimated(fmt, m.yieldEstimatedKwh, m.daysEstimated),
      ...plantBudgetLines(plant, fmt, inProgress),
    ]),
    verdict: plant.verdicts.energy.verdict,
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

/**
 * The judged PR large (at the verdict's decimals), the other two beside it, each named (a
 * plant's, a portfolio's or a client's); a verdict that fell back to the IEC PR says which PR
 * it stands in for.
 */
export function prTileOf(m: RatioFigures, v: VerdictResult, fmt: Formatters): Tile {
  const judged = v.metric as PrKey;
  const others = (Object.keys(PR_KEY) as PrKey[]).filter((k) => k !== judged && m[k] !== null);
  const chosen = prChosen(fmt, v);
  return {
    label: prName(fmt, v),
    value: judgedPercent(fmt, v),
    unit: "",
    lines: present([
      v.value === null ? fmt.t("pdf.noData") : null,
      targetLine(fmt, v),
      chosen === null ? null : fmt.t("pdf.pr.fallbackLine", { chosen }),
      ...others.map((k) => `${fmt.t(PR_KEY[k])} ${fmt.percent(m[k])}`),
    ]),
    verdict: v.verdict,
  };
}

/** `note`: a line under the figures (a plant without a contract in a report with contracts says so). */
export function availabilityTileOf(
  m: RatioFigures,
  v: VerdictResult,
  fmt: Formatters,
  note: string | null = null,
): Tile {
  const loss =
    m.availabilityLossKwh === null
      ? null
      : fmt.t("pdf.tile.loss", { kwh: fmt.number(m.availabilityLossKwh, 0) });
  return {
    label: fmt.t("figure.availability"),
    value: judgedPercent(fmt, v),
    unit: "",
    lines: present([v.value === null ? fmt.t("pdf.noData") : null, targetLine(fmt, v), loss, note]),
    verdict: v.verdict,
  };
}

function irradiationTile(plant: PlantReport, fmt: Formatters, inProgress: boolean): Tile {
  const m = plant.metrics;
  const v = plant.verdicts.irradiation;
  const withH = plant.completeness.irradiationKwhM2;
  let normal: string = fmt.t("pdf.tile.noNormal");
  if (m.irradiationNormalKwhM2 !== null) {
    const value = fmt.number(m.irradiationNormalKwhM2, 1);
    const n = fmt.t(inProgress ? "pdf.tile.normalToDate" : "pdf.tile.normal", { value });
    normal = withVariance(n, m.irradiationVariance === null ? null : judgedVariance(fmt, v));
  }
  return {
    label: fmt.t("figure.irradiation"),
    value: fmt.number(m.irradiationKwhM2, 1),
    unit: m.irradiationKwhM2 === null ? "" : fmt.t("unit.kwhPerM2"),
    lines: present([
      m.irradiationKwhM2 === null ? fmt.t("pdf.noData") : null,
      normal,
      m.irradiationNormalKwhM2 !== null && withH < m.daysReported
        ? fmt.t("pdf.tile.normalDays", { days: withH, total: m.daysReported })
        : null,
    ]),
    verdict: v.verdict,
    weather: true,
  };
}

/**
 * `inProgress`: the month is not over and the model's budget and normal are prorated to the
 * days reported, so the tiles say "to date": the month's full budget is a different number.
 * `hasContracts`: the report has contracts, so a plant without one says its availability is
 * technical, with no contract terms (DESIGN.md "Contracts and guarantees").
 */
export function headlineTiles(
  plant: PlantReport,
  fmt: Formatters,
  inProgress = false,
  hasContracts = false,
): Tile[] {
  const noTerms = hasContracts && plant.contract == null ? fmt.t("pdf.contract.none") : null;
  return [
    energyTile(plant, fmt, inProgress),
    meterTile(plant, fmt),
    specificTileOf(plant.metrics.specificYieldKwhKwp, plant.capacityKwp, fmt),
    prTileOf(plant.metrics, plant.verdicts.pr, fmt),
    availabilityTileOf(plant.metrics, plant.verdicts.availability, fmt, noTerms),
    irradiationTile(plant, fmt, inProgress),
  ];
}
