/**
 * index.html's words for figures: the portfolio's figures and its bridge, what stands beside a
 * verdict (target and gap, the PR fallback), P-levels and the attention list. Numbers arrive
 * formatted (index-format.ts).
 */
import type { Messages } from "../../i18n/index.js";
import type { AttentionItem, BridgeValue, SanityWarning, VerdictRules } from "../../metrics/model.js";

type T = Messages["t"];
type PrMetric = VerdictRules["pr"]["metric"];

/** The portfolio's figures and its bridge. */
export function figureLabels(t: T) {
  return {
    portfolio: t("html.portfolio"),
    plantsReported: t("html.plantsReported"),
    labelled: (label: string, value: string) => t("html.labelled", { label, value }),
    yieldTotal: t("figure.energyYield"),
    inclEstimated: (energy: string) => t("html.inclEstimated", { energy }),
    target: (ratio: string) => t("html.target", { ratio }),
    budgetCovered: t("figure.budgetCovered"),
    budgetVariance: t("html.budgetVariance"),
    budgetVarianceFull: t("html.budgetVarianceFull"),
    budgetFull: t("html.budgetFull"),
    fullBudget: (variance: string) => t("html.fullBudget", { variance }),
    revenue: t("figure.revenue"),
    prLabel: {
      pr: t("figure.performanceRatio"),
      prTemperatureCorrected: t("figure.prTemperatureCorrected"),
      prEffective: t("figure.prEffective"),
    } satisfies Record<PrMetric, string>,
    prColumn: {
      pr: t("html.column.pr"),
      prTemperatureCorrected: t("figure.prTemperatureCorrected"),
      prEffective: t("figure.prEffective"),
    } satisfies Record<PrMetric, string>,
    availability: t("figure.availability"),
    availabilityLoss: t("figure.availabilityLoss"),
    irradiation: t("figure.irradiation"),
    irradiationVariance: t("html.irradiationVariance"),
    specificYield: t("figure.specificYield"),
    ytdVariance: (from: string, to: string) => t("html.ytdVariance", { from, to }),
    ytdVarianceFull: (from: string, to: string) => t("html.ytdVarianceFull", { from, to }),
    ytdRevenue: t("html.ytdRevenue"),
    lastYear: (month: string) => t("html.lastYear", { month }),
    weighting: {
      "irradiation×capacity": t("html.weighting.irradiationCapacity"),
      irradiation: t("html.weighting.irradiation"),
    } as Record<string, string | undefined>,
    varianceRule: t("html.varianceRule"),
    targetsRule: t("html.targetsRule"),

    bridge: t("html.bridge.title"),
    bridgeCaption: t("html.bridge.caption"),
    bridgeSteps: {
      budget: t("bridge.budget"),
      weather: t("bridge.weather"),
      availability: t("bridge.availability"),
      curtailment: t("html.bridge.curtailment"),
      performance: t("bridge.performance"),
      actual: t("html.bridge.actual"),
      exportLoss: t("html.bridge.exportLoss"),
      metered: t("html.bridge.metered"),
    } satisfies Record<keyof BridgeValue, string>,
    bridgeNoMeter: t("html.bridge.noMeter"),
    bridgeEnergy: t("html.bridge.energy"),
    bridgeValue: t("html.bridge.value"),
  };
}

/** What stands beside a verdict, P-levels and the attention list. */
export function judgedLabels(t: T) {
  return {
    targetGap: (ratio: string, gap: string) => t("html.targetGap", { ratio, gap }),
    prFallback: (label: string, chosen: string) => t("html.prFallback", { label, chosen }),
    pLevel: (level: string) => t("html.pLevel", { level }),
    pLevelDetail: (p: {
      from: string;
      to: string;
      energy: string;
      level: string;
      p50: string;
      p90: string;
    }) => t("html.pLevel.detail", p),
    pLevelMissing: (reason: string, months: string) => t("html.pLevel.missing", { reason, months }),
    pLevelDaysWithoutData: (count: number) => t("html.pLevel.daysWithoutData", { count }),
    pLevelNote: t("html.pLevel.note"),
    attentionTitle: t("html.attention.title"),
    attentionNone: t("html.attention.none"),
    attentionWatchCount: (count: number) => t("html.attention.watchCount", { count }),
    /** failed and noData; below and watch read as the verdict words. */
    attentionLevel: (level: AttentionItem["level"]) => t("html.attention.level", { level }),
    attentionFigure: (kind: "variance" | "ratio", figure: string, value: string, target: string) =>
      t("html.attention.figure", { kind, figure, value, target }),
    sanity: (code: SanityWarning["code"]) => t("html.attention.sanity", { code }),
  };
}
