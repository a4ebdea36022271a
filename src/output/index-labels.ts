/**
 * Every word index.html prints, in one place (English): the next step moves them into the
 * message catalogs keyed by the manifest's locale, which must stay a mechanical change.
 * Numbers arrive already formatted (index-format.ts); functions only place them in a sentence.
 */
import type { Verdict, VerdictFigure, VerdictRules } from "../metrics/model.js";
import type { RunStatus } from "./manifest.js";

export const INDEX_LABELS = {
  runStatus: { ok: "OK", partial: "Partial", failed: "Failed" } satisfies Record<RunStatus, string>,
  allReported: (n: string) => `all ${n} plants reported`,
  someFailed: (failed: string, total: string) => `${failed} of ${total} plants failed`,
  noPlants: "no plants to report",
  noneReported: (total: string) => `none of ${total} plants reported`,
  inProgress: (day: string) => `Month in progress: reported through ${day}.`,
  generated: "Generated",

  portfolio: "Portfolio",
  plantsReported: "Plants reported",
  yieldTotal: "Yield",
  inclEstimated: (energy: string) => `incl. ${energy} estimated`,
  target: (ratio: string) => `target ${ratio}`,
  budgetCovered: "Budget (P50), days covered",
  budgetVariance: "Variance to budget",
  revenue: "Revenue",
  prLabel: {
    pr: "Performance ratio (IEC 61724-1)",
    prTemperatureCorrected: "Performance ratio at 25 °C",
    prEffective: "Effective PR (excl. downtime)",
  } satisfies Record<VerdictRules["pr"]["metric"], string>,
  prAt25: "PR at 25 °C",
  prColumn: {
    pr: "PR (IEC 61724-1)",
    prTemperatureCorrected: "PR at 25 °C",
    prEffective: "Effective PR",
  } satisfies Record<VerdictRules["pr"]["metric"], string>,
  availability: "Availability",
  availabilityLoss: "Lost to unavailability",
  irradiation: "Irradiation",
  irradiationVariance: "Irradiation vs normal",
  specificYield: "Specific yield",
  ytdVariance: (from: string, to: string) => `Year to date (${from} – ${to}) vs budget`,
  ytdRevenue: "Revenue year to date",
  lastYear: (month: string) => `Yield vs ${month}`,

  bridge: "From budget to actual",
  bridgeCaption: "Budget for the days covered, then what weather, availability and performance changed.",
  bridgeSteps: {
    budget: "Budget (days covered)",
    weather: "Weather (irradiation vs normal)",
    availability: "Availability",
    performance: "Performance (the rest)",
    actual: "Actual yield",
  },
  bridgeEnergy: "Energy",
  bridgeValue: "Value",

  legendTitle: "How verdicts are decided",
  legendIntro: "Each chip names its verdict; the colour repeats it.",
  legend: {
    energy: (watch: string) =>
      `Energy: on target at or above the budget for the days covered; watch down to ${watch}; below target further.`,
    pr: (metric: string, watch: string) =>
      `${metric}: on target at or above the plant's target; watch up to ${watch} below it; below target further.`,
    availability: (watch: string) =>
      `Availability: on target at or above the plant's target; watch up to ${watch} below it; below target further.`,
    irradiation: (watch: string) =>
      `Irradiation: on target at or above the long-term normal; watch down to ${watch}; below target further. It explains a month, it is not the plant's doing.`,
  } satisfies Record<VerdictFigure, (...args: string[]) => string>,
  points: (value: string) => `${value} percentage points`,

  verdict: {
    target: "On target",
    watch: "Watch",
    below: "Below target",
  } satisfies Record<Verdict, string>,
  noVerdict: "No verdict",
  figure: {
    energy: "Energy",
    pr: "PR",
    availability: "Availability",
    irradiation: "Irradiation",
  } satisfies Record<VerdictFigure, string>,
  chipTitle: (figure: string, verdict: string) => `${figure}: ${verdict}`,

  workbooks: "Workbooks",
  noWorkbooks: "No workbooks.",
  workbook: {
    yield: "Yield workbook",
    pr: "Performance ratio workbook",
    availability: "Availability workbook",
  },

  plants: "Plants",
  columns: {
    plant: "Plant (PDF)",
    fetch: "Data",
    yield: "Yield",
    budgetVariance: "vs budget",
    revenue: "Revenue",
    availability: "Availability",
    irradiation: "Irradiation vs normal",
    ytd: "YTD vs budget",
    days: "Days with data",
    late: "Late days",
  },
  fetched: "ok",
  failed: "failed",
  failedWith: (reason: string) => `failed: ${reason}`,
  daysEstimated: (n: string) => `+${n} estimated`,

  warnings: (n: string) => `Warnings (${n})`,
  footer: (total: string, retried: string, failed: string) =>
    `${total} requests to the Solar Plant Data Service, ${retried} retried, ${failed} failed. Figures and file list: `,
} as const;
