/**
 * Which model figure each formula cell of a workbook stands for, decided here from what a
 * reader sees (sheet, header, row label), independently of the renderer: the Summary by its
 * header and row (plant or portfolio), a plant's sheet by its row label and the plant it is
 * about, the Bridge sheet by block and step, the Budget ranking by plant, the Portfolio daily
 * sheet by day. `expectedFigure` throws for a formula cell it cannot place, so a new formula
 * whose cached value is not a model figure fails the test that uses it.
 */
import {
  type PlantReport,
  type PortfolioDay,
  type ReportModel,
  VERDICT_FIGURES,
  type VerdictFigure,
} from "../../src/metrics/model.js";
import { BRIDGE_STEPS, BRIDGE_TOTALS, bridgeKwh } from "../../src/render/xlsx/bridge-columns.js";
import { excelDate } from "../../src/render/xlsx/cells.js";
import type { XlsxLabels } from "../../src/render/xlsx/labels.js";
import type { RawCell } from "./xlsx-cached.js";

type Kind = "yield" | "pr" | "availability";
/** A figure of a plant's row and of the portfolio row; undefined: that row has no formula for it. */
interface Figure {
  plant?(p: PlantReport): number | null;
  portfolio?(m: ReportModel): number | null;
}

const metric = (key: keyof PlantReport["metrics"] & keyof ReportModel["portfolio"]["metrics"]): Figure => ({
  plant: (p) => p.metrics[key] as number | null,
  portfolio: (m) => m.portfolio.metrics[key] as number | null,
});
const plantOnly = (pick: (p: PlantReport) => number | null): Figure => ({ plant: pick });
const portfolioOnly = (pick: (m: ReportModel) => number | null): Figure => ({ portfolio: pick });

/** A verdict's target and watch-from (values in the Summary, linked from the plants' sheets). */
function bands(L: XlsxLabels, figures: readonly VerdictFigure[]): [string, Figure][] {
  return figures.flatMap((f): [string, Figure][] => [
    [
      L.verdictTarget(f),
      {
        plant: (p) => p.verdicts[f].target,
        portfolio: (m) =>
          f === "pr" || f === "availability" ? m.portfolio.targets[f] : m.portfolio.verdicts[f].target,
      },
    ],
    [
      L.verdictWatch(f),
      { plant: (p) => p.verdicts[f].watchFrom, portfolio: (m) => m.portfolio.verdicts[f].watchFrom },
    ],
  ]);
}

/** Summary header → the figure its formula cells stand for, per workbook. */
export function summaryFigures(L: XlsxLabels, kind: Kind, currency: string): Map<string, Figure> {
  const common: [string, Figure][] = [
    ...bands(L, kind === "yield" ? VERDICT_FIGURES : [kind]),
    [L.cols.capacity, portfolioOnly((m) => m.portfolio.metrics.capacityKwp)],
    [L.irradiation, metric("irradiationKwhM2")],
    [L.cols.daysWithData, plantOnly((p) => p.metrics.daysWithData)],
    [L.cols.completeness, plantOnly((p) => p.metrics.dataCompleteness)],
    [L.cols.weightCapacity, plantOnly((p) => p.capacityKwp)],
  ];
  const pr: [string, Figure][] = [
    [L.prIec, metric("pr")],
    [L.referenceYield, metric("referenceYieldKwh")],
  ];
  if (kind !== "yield") {
    const gap = (p: { verdicts: PlantReport["verdicts"] }) => {
      const g = p.verdicts[kind].gap;
      return g === null ? null : g * 100;
    };
    const own: [string, Figure][] =
      kind === "pr"
        ? [
            ...pr,
            [L.prTemperature, plantOnly((p) => p.metrics.prTemperatureCorrected)],
            [L.prEffective, plantOnly((p) => p.metrics.prEffective)],
          ]
        : [
            [L.availability, metric("availability")],
            [L.ratio.weightedDays(L.availability), plantOnly((p) => p.metrics.availabilityIrradiationKwhM2)],
          ];
    return new Map([
      ...common,
      ...own,
      [L.ratio.againstTarget(kind), { plant: gap, portfolio: (m) => gap(m.portfolio) }],
    ]);
  }
  const y = L.energyHeaders.yield;
  const mt = L.energyHeaders.meter;
  const bridge = BRIDGE_STEPS.flatMap((s): [string, Figure][] => [
    [
      L.bridgeHeader(L.bridgeSteps[s], L.units.kwh),
      {
        plant: (p) => (p.bridge ? bridgeKwh(p.bridge, s) : null),
        portfolio: (m) => (m.portfolio.bridge ? bridgeKwh(m.portfolio.bridge, s) : null),
      },
    ],
    [
      L.bridgeHeader(L.bridgeSteps[s], currency),
      {
        plant: (p) => p.bridge?.value?.[s] ?? null,
        portfolio: (m) => m.portfolio.bridge?.value?.[s] ?? null,
      },
    ],
  ]);
  return new Map([
    ...common,
    ...pr,
    [y.measured, metric("yieldKwh")],
    [y.estimated, metric("yieldEstimatedKwh")],
    [y.total, metric("yieldTotalKwh")],
    [L.daysEstimated, plantOnly((p) => p.metrics.daysEstimated)],
    [L.daysCovered, plantOnly((p) => p.metrics.daysCovered)],
    [mt.measured, metric("meterYieldKwh")],
    [mt.estimated, metric("meterYieldEstimatedKwh")],
    [mt.total, metric("meterYieldTotalKwh")],
    [L.budgetPeriod, portfolioOnly((m) => m.portfolio.metrics.budgetKwh)],
    [L.budgetCovered, metric("budgetCoveredKwh")],
    [L.variance, metric("budgetVariance")],
    [L.varianceFull, metric("budgetVarianceFull")],
    [L.revenue(currency), metric("revenue")],
    [L.irradiationVariance, metric("irradiationVariance")],
    [L.specificYield, metric("specificYieldKwhKwp")],
    ...bridge,
  ]);
}

/** A bridge block's waterfall parts, as DESIGN.md's steps add up from the last total (bridge-parts.ts). */
function waterfall(b: NonNullable<PlantReport["bridge"]>, step: string, part: "D" | "E" | "F" | "G") {
  let total = 0;
  let since = 0;
  for (const s of BRIDGE_STEPS) {
    const x = bridgeKwh(b, s);
    const isTotal = BRIDGE_TOTALS.has(s);
    if (isTotal) [total, since] = [x ?? 0, 0];
    if (s === step) {
      if (part === "E") return isTotal ? x : null;
      if (isTotal) return null;
      if (part === "F") return x !== null && x > 0 ? x : null;
      if (part === "G") return x !== null && x < 0 ? -x : null;
      return x === null ? null : Math.min(total + since, total + since + x);
    }
    if (!isTotal) since += x ?? 0;
  }
  throw new Error(`no bridge step ${step}`);
}

export interface SheetView {
  name: string;
  cells: Map<string, RawCell>;
  text(ref: string): string | null;
}

const split = (ref: string): [string, number] => {
  const m = /^([A-Z]+)(\d+)$/.exec(ref)!;
  return [m[1]!, Number(m[2])];
};

/** The model figure a formula cell stands for, or an Error naming the cell that stands for none. */
export function expectedFigure(
  model: ReportModel,
  kind: Kind,
  L: XlsxLabels,
  sheet: SheetView,
  ref: string,
  summaryHeaderRow: number,
): number | null {
  const [col, row] = split(ref);
  const plantsByName = new Map(model.plants.map((p) => [p.name, p]));
  const fromSummary = (header: string, who: PlantReport | "portfolio"): number | null => {
    const f = summaryFigures(L, kind, model.currency).get(header);
    const pick = who === "portfolio" ? f?.portfolio : f?.plant;
    if (!pick)
      throw new Error(
        `${sheet.name}!${ref}: "${header}" is no model figure of ${who === "portfolio" ? "the portfolio" : who.name}`,
      );
    return who === "portfolio"
      ? (pick as (m: ReportModel) => number | null)(model)
      : (pick as (p: PlantReport) => number | null)(who);
  };
  if (sheet.name === L.sheets.summary) {
    const header = sheet.text(`${col}${summaryHeaderRow}`) ?? "";
    const i = row - summaryHeaderRow - 1;
    return fromSummary(header, i === model.plants.length ? "portfolio" : model.plants[i]!);
  }
  if (sheet.name === L.sheets.bridge) {
    let title = row;
    while (title > 0 && sheet.text(`B${title}`) !== L.units.kwh) title--;
    const who = sheet.text(`A${title - 1}`) ?? "";
    const b = who === L.portfolio ? model.portfolio.bridge : plantsByName.get(who)?.bridge;
    const step = BRIDGE_STEPS.find((s) => L.bridgeSteps[s] === sheet.text(`A${row}`));
    if (!b || !step) throw new Error(`${sheet.name}!${ref}: no bridge step of "${who}"`);
    if (col === "B") return bridgeKwh(b, step);
    if (col === "C") return b.value?.[step] ?? null;
    return waterfall(b, step, col as "D" | "E" | "F" | "G");
  }
  if (sheet.name === L.sheets.ranking) {
    const p = plantsByName.get(sheet.text(`B${row}`) ?? "");
    const v = p?.metrics.budgetVariance ?? null;
    if (col === "C") return v;
    // One column per energy verdict (E target, F watch, G below): the variance under its plant's verdict.
    const verdict = ({ E: "target", F: "watch", G: "below" } as const)[col as "E" | "F" | "G"];
    if (verdict) return p?.verdicts.energy.verdict === verdict ? v : null;
  }
  if (sheet.name === L.sheets.charts && kind !== "yield") {
    // The per-plant chart's hidden verdict columns: row 2 is the first plant; each column, named
    // by a verdict (or by the judged figure, for plants without one), holds the judged ratio of
    // its verdict's plants only.
    const p = model.plants[row - 2];
    const header = sheet.text(`${col}1`) ?? "";
    const verdict =
      (["target", "watch", "below"] as const).find((v) => L.verdicts.names[v] === header) ?? null;
    if (p) {
      const judged = p.metrics[kind === "pr" ? model.verdictRules.pr.metric : "availability"];
      return p.verdicts[kind].verdict === verdict ? judged : null;
    }
  }
  if (sheet.name === L.sheets.portfolioDaily && kind === "yield") {
    const serial = sheet.cells.get(`A${row}`)?.shown;
    const day = model.portfolio.daily.find((d) => excelDate(d.date) === serial);
    const field: Record<string, keyof PortfolioDay> = {
      [L.cols.portfolioYield.measured]: "yieldKwh",
      [L.cols.portfolioYield.estimated]: "yieldEstimatedKwh",
      [L.cols.portfolioYield.total]: "yieldTotalKwh",
    };
    const key = field[sheet.text(`${col}1`) ?? ""];
    if (day && key) return day[key] as number | null;
  }
  const p = plantsByName.get(sheet.text("A1") ?? "");
  if (p && col === "B") return fromSummary(sheet.text(`A${row}`) ?? "", p);
  throw new Error(`${sheet.name}!${ref}: a formula that stands for no model figure`);
}
