/**
 * The workbooks' words for the figures at the edges of DESIGN.md "Monthly figures": the
 * bridge's steps to the metered yield, the full budget beside the like-for-like one, the
 * P-level of the rolling 12 months, and which PR a PR verdict judged (part of labels.ts).
 */
import type { Messages, PlainMessageKey } from "../../i18n/index.js";
import type { PLevels, VerdictResult, VerdictRules } from "../../metrics/model.js";

type T = Messages["t"];
type PrMetric = VerdictRules["pr"]["metric"];
const MISSING: Record<"noYieldStudy" | "shortHistory", PlainMessageKey> = {
  noYieldStudy: "xlsx.pLevel.noYieldStudy",
  shortHistory: "xlsx.pLevel.shortHistory",
};

export function figureLabels(t: T, f: { month(iso: string): string }) {
  const prName = (metric: PrMetric) => t("xlsx.prName", { metric });
  const isPr = (m: string): m is PrMetric =>
    m === "pr" || m === "prTemperatureCorrected" || m === "prEffective";
  return {
    bridgeSteps: {
      budget: t("xlsx.bridge.budget"),
      weather: t("bridge.weather"),
      availability: t("bridge.availability"),
      curtailment: t("xlsx.bridge.curtailment"),
      performance: t("bridge.performance"),
      actual: t("xlsx.bridge.actual"),
      exportLoss: t("xlsx.bridge.exportLoss"),
      metered: t("xlsx.bridge.metered"),
    },
    varianceFull: t("xlsx.col.varianceFull"),
    ytdBudgetFull: t("xlsx.col.ytdBudgetFull"),
    ytdVarianceFull: t("xlsx.col.ytdVarianceFull"),
    daysCovered: t("xlsx.col.daysCovered"),
    overspill: t("xlsx.col.overspill"),
    prJudged: t("xlsx.col.prJudged"),
    /** Which PR a PR verdict is on: the chosen one, or the IEC PR it fell back to, labelled so. */
    prVerdictOn: (v: VerdictResult): string => {
      const judged = isPr(v.metric) ? prName(v.metric) : v.metric;
      if (v.fallbackFrom === null || !isPr(v.fallbackFrom)) return judged;
      return t("xlsx.prFallback", { judged, chosen: prName(v.fallbackFrom) });
    },
    pLevel: {
      group: t("xlsx.group.pLevel"),
      from: t("xlsx.col.pLevelFrom"),
      to: t("xlsx.col.pLevelTo"),
      energy: t("xlsx.col.pLevelEnergy"),
      p50: t("xlsx.col.p50"),
      p90: t("xlsx.col.p90"),
      sigma: t("xlsx.col.sigma"),
      exceedance: t("xlsx.col.exceedance"),
      daysWithoutData: t("xlsx.col.pLevelDaysWithoutData"),
      /** "P" of "P62", the yield study's name of an exceedance level. */
      prefix: t("xlsx.pLevel.prefix"),
      note: t("xlsx.col.pLevelNote"),
      /** Why a plant has no P-level, or null when it has one. */
      missing: (p: PLevels): string | null => {
        const m = p.missing;
        if (p.rolling12 !== null || m === null) return null;
        if (m.reason !== "incompleteMonths") return t(MISSING[m.reason]);
        return t("xlsx.pLevel.incompleteMonths", {
          months: m.months.map(f.month).join(", "),
          count: m.months.length,
        });
      },
    },
  };
}
