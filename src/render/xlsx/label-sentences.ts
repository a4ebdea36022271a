/**
 * The workbooks' sentences and chart words that take the report's figures or names: titles,
 * notes, sanity checks, the ratio workbooks' theme words and chart titles (part of labels.ts).
 */
import type { Messages, PlainMessageKey } from "../../i18n/index.js";
import type { PlantReport, PortfolioSummary, SanityWarning } from "../../metrics/model.js";

type T = Messages["t"];
interface Formats {
  month(iso: string): string;
  stamp(iso: string): string;
  pct(x: number): string;
  signedPct(x: number): string;
  num(x: number): string;
}
type RatioKind = "pr" | "availability";

const WEIGHTING: Record<PortfolioSummary["weighting"], PlainMessageKey> = {
  "irradiation×capacity": "xlsx.weighting.capacity",
  irradiation: "xlsx.weighting.irradiation",
};

/** A failed plausibility check in words, from the plant's figures (the model's message is English). */
function sanity(t: T, f: Formats, units: { kwp: string; kwhPerKwp: string; kwhPerM2: string }) {
  return (w: SanityWarning, p: PlantReport): string => {
    const m = p.metrics;
    const withUnit = (x: number | null, unit: string) => (x === null ? "?" : `${f.num(x)} ${unit}`);
    if (w.code === "prAboveOne")
      return t("xlsx.sanity.prAboveOne", {
        pr: f.pct(m.pr ?? 0),
        capacity: withUnit(p.capacityKwp, units.kwp),
      });
    if (w.code === "specificYieldAboveIrradiation")
      return t("xlsx.sanity.specificYieldAboveIrradiation", {
        specific: withUnit(m.specificYieldKwhKwp, units.kwhPerKwp),
        irradiation: withUnit(m.irradiationKwhM2, units.kwhPerM2),
      });
    return t("xlsx.sanity.budgetVarianceExtreme", { variance: f.signedPct(m.budgetVariance ?? 0) });
  };
}

export function sentences(t: T, f: Formats) {
  const units = { kwp: t("unit.kwp"), kwhPerKwp: t("unit.kwhPerKwp"), kwhPerM2: t("unit.kwhPerM2") };
  return {
    workbookTitle: (report: string, workbook: string, month: string) =>
      t("xlsx.workbook.title", { report, workbook, month: f.month(month) }),
    workbookSubject: (workbook: string, month: string) =>
      t("xlsx.workbook.subject", { workbook, month: f.month(month) }),
    workbookKeywords: (workbook: string, month: string) => t("xlsx.workbook.keywords", { workbook, month }),
    summaryGenerated: (workbook: string, month: string, company: string, at: string) =>
      t("xlsx.summary.generated", { workbook, month: f.month(month), company, date: f.stamp(at) }),
    monthInProgress: (from: string, through: string) => t("note.monthInProgress", { from, through }),
    portfolioRow: (w: PortfolioSummary["weighting"]) =>
      t("xlsx.summary.portfolioRow", { rule: t(WEIGHTING[w]) }),
    weightingRule: (w: PortfolioSummary["weighting"]) => t(WEIGHTING[w]),
    sanity: sanity(t, f, units),
    nonNumeric: (count: number) => t("xlsx.note.nonNumeric", { count }),
    impossible: (count: number) => t("xlsx.note.impossible", { count }),
    plant: {
      capacity: (kwp: number | null) =>
        kwp === null ? t("xlsx.plant.capacityUnknown") : `${f.num(kwp)} ${units.kwp}`,
      noData: (error: string | null | undefined) =>
        t("xlsx.plant.noData", { error: error ?? t("xlsx.plant.fetchFailed") }),
    },
    ratio: {
      daily: (kind: RatioKind) => t("xlsx.ratio.daily", { kind }),
      portfolio: (kind: RatioKind) => t("xlsx.ratio.portfolio", { kind }),
      portfolioWeighted: (kind: RatioKind) => t("xlsx.ratio.portfolioWeighted", { kind }),
      portfolioTrend: (kind: RatioKind) => t("xlsx.ratio.portfolioTrend", { kind }),
      target: (kind: RatioKind) => t("xlsx.ratio.target", { kind }),
      againstTarget: (kind: RatioKind) => t("xlsx.ratio.againstTarget", { kind }),
      weightedDays: (figure: string) => t("xlsx.ratio.weightedDays", { figure }),
      chartTitle: (kind: RatioKind, who: "portfolio" | "plants" | "bestWorst", month: string) => {
        const params = { daily: t("xlsx.ratio.daily", { kind }), month: f.month(month) };
        if (who === "portfolio") return t("xlsx.ratio.chartPortfolio", params);
        return who === "plants"
          ? t("xlsx.ratio.chartPlants", params)
          : t("xlsx.ratio.chartBestWorst", params);
      },
      perPlant: (kind: RatioKind, month: string) => t("xlsx.ratio.perPlant", { kind, month: f.month(month) }),
      plantDaily: (kind: RatioKind, plant: string, month: string) =>
        t("xlsx.ratio.plantDaily", { kind, plant, month: f.month(month) }),
    },
    charts: {
      portfolioDaily: (month: string) => t("xlsx.chart.portfolioDaily", { month: f.month(month) }),
      plantDaily: (plant: string, month: string) =>
        t("xlsx.chart.plantDaily", { plant, month: f.month(month) }),
      outage: t("xlsx.chart.outage"),
      trend: (count: number) => t("xlsx.chart.trend", { count }),
      yieldTotal: t("xlsx.series.yieldTotal"),
      budget: t("xlsx.series.budget"),
      target: t("xlsx.series.target"),
    },
  };
}
