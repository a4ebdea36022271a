/**
 * The yield workbook's budget figures (DESIGN.md "Monthly figures"): the period's P50 budget,
 * the budget for the days covered, the like-for-like and the full-budget variance, revenue on
 * the total meter yield, year to date and the same month last year (YTD and last year need
 * other months, so they are the model's values).
 */
import type { ReportModel } from "../../metrics/model.js";
import { blankUnless, excelDate, formula } from "./cells.js";
import { xlsxLabels } from "./labels.js";
import { currencyFormat, decimalsFormat, FMT } from "./styles.js";
import type { SummaryColumn } from "./summary-sheet.js";
import { columnSum } from "./yield-columns.js";

/** yieldTotal / `against` − 1 for a plant; the portfolio's over the plants with a budget (metrics/portfolio). */
function varianceColumn(
  key: string,
  header: string,
  against: string,
  figure: (m: { budgetVariance: number | null; budgetVarianceFull: number | null }) => number | null,
  model: ReportModel,
): SummaryColumn {
  const L = xlsxLabels(model.locale);
  return {
    key,
    header,
    group: L.groups.budget,
    numFmt: FMT.variance,
    width: 12,
    plant: ({ plant, at }) =>
      formula(
        blankUnless(
          `AND(ISNUMBER(${at("yieldTotal")}),N(${at(against)})>0)`,
          `${at("yieldTotal")}/${at(against)}-1`,
        ),
        figure(plant.metrics),
      ),
    total: (t) =>
      formula(
        blankUnless(
          `N(${t.at(against)})>0`,
          `SUMPRODUCT(--ISNUMBER(${t.column("budget")}),${t.column("yieldTotal")})/${t.at(against)}-1`,
        ),
        figure(model.portfolio.metrics),
      ),
  };
}

/**
 * The P50 budget of the period and for the days covered, and the variance against each, both
 * labelled (DESIGN.md "Full budget beside the like-for-like one").
 */
export function budgetColumns(model: ReportModel): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const pm = model.portfolio.metrics;
  const group = L.groups.budget;
  return [
    {
      key: "budget",
      header: L.budgetPeriod,
      group,
      numFmt: FMT.kwh,
      plant: ({ plant }) => plant.metrics.budgetKwh,
      total: (t) => formula(columnSum(t, "budget"), pm.budgetKwh),
    },
    {
      key: "covered",
      header: L.budgetCovered,
      group,
      numFmt: FMT.kwh,
      plant: ({ plant, at }) =>
        formula(
          blankUnless(
            `AND(ISNUMBER(${at("budget")}),N(${at("period")})>0)`,
            `${at("budget")}*${at("daysCovered")}/${at("period")}`,
          ),
          plant.metrics.budgetCoveredKwh,
        ),
      total: (t) => formula(columnSum(t, "covered"), pm.budgetCoveredKwh),
    },
    varianceColumn("budgetVariance", L.variance, "covered", (m) => m.budgetVariance, model),
    varianceColumn("budgetVarianceFull", L.varianceFull, "budget", (m) => m.budgetVarianceFull, model),
  ];
}

export function revenueColumns(model: ReportModel): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const group = L.groups.revenue;
  return [
    {
      key: "tariff",
      header: L.tariff(model.currency),
      group,
      numFmt: FMT.tariff,
      width: 10,
      plant: ({ plant }) => (plant.status === "ok" ? plant.tariff : null),
      // The tariff as it was given, never rounded (0.0479, not 0.05).
      plantFormat: (plant) =>
        plant.tariffDecimals === null ? undefined : decimalsFormat(plant.tariffDecimals),
    },
    {
      key: "revenue",
      header: L.revenue(model.currency),
      group,
      numFmt: currencyFormat(model.currency),
      width: 16,
      plant: ({ plant, at }) =>
        formula(
          blankUnless(
            `AND(ISNUMBER(${at("meterTotal")}),ISNUMBER(${at("tariff")}))`,
            `${at("meterTotal")}*${at("tariff")}`,
          ),
          plant.metrics.revenue,
        ),
      total: (t) => formula(columnSum(t, "revenue"), model.portfolio.metrics.revenue),
    },
  ];
}

export function yearColumns(model: ReportModel): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const p = model.portfolio;
  const ytd = (
    key: string,
    header: string,
    numFmt: string,
    pick: (y: NonNullable<typeof p.ytd>) => number | null,
  ) => ({
    key,
    header,
    group: L.groups.ytd,
    numFmt,
    width: numFmt === FMT.kwh || numFmt === FMT.variance ? 13 : 17,
    plant: ({ plant }: { plant: { ytd: typeof p.ytd } }) => (plant.ytd ? pick(plant.ytd) : null),
    total: () => (p.ytd ? pick(p.ytd) : null),
  });
  const ly = L.groups.lastYear;
  return [
    ytd("ytdYield", L.ytdYield, FMT.kwh, (y) => y.yieldTotalKwh),
    ytd("ytdBudget", L.ytdBudget, FMT.kwh, (y) => y.budgetKwh),
    ytd("ytdVariance", L.ytdVariance, FMT.variance, (y) => y.budgetVariance),
    ytd("ytdBudgetFull", L.ytdBudgetFull, FMT.kwh, (y) => y.budgetFullKwh),
    ytd("ytdVarianceFull", L.ytdVarianceFull, FMT.variance, (y) => y.budgetVarianceFull),
    ytd("ytdRevenue", L.ytdRevenue(model.currency), currencyFormat(model.currency), (y) => y.revenue),
    {
      key: "lyMonth",
      header: L.lastYearMonth,
      group: ly,
      // A real date shown as a month, so Excel writes it in the reader's language.
      numFmt: FMT.month,
      width: 10,
      plant: ({ plant }) => (plant.lastYear ? excelDate(plant.lastYear.month) : null),
      total: () => (p.lastYear ? excelDate(p.lastYear.month) : null),
    },
    {
      key: "lyYield",
      header: L.lastYearYield,
      group: ly,
      numFmt: FMT.kwh,
      width: 12,
      plant: ({ plant }) => plant.lastYear?.yieldTotalKwh ?? null,
      total: () => p.lastYear?.yieldTotalKwh ?? null,
    },
    {
      key: "lyChange",
      header: L.lastYearChange,
      group: ly,
      numFmt: FMT.variance,
      width: 10,
      plant: ({ plant }) => plant.lastYear?.change ?? null,
      total: () => p.lastYear?.change ?? null,
    },
  ];
}
