/**
 * Every word the workbooks show, from the message catalogs (src/i18n, keys `xlsx.…` and the
 * common figure, bridge, period and verdict words) in the definition's locale, with dates,
 * months and numbers that are text formatted by `Intl` in the same locale. One module, so the
 * builders never hold a word of their own.
 */
import type { Messages } from "../../i18n/index.js";
import { countryLabel, messagesFor } from "../../i18n/index.js";
import { warningText } from "../../i18n/warning-text.js";
import type { Verdict, VerdictFigure, VerdictRules } from "../../metrics/model.js";
import type { ReportWarning } from "../../vocabulary/report-warning.js";
import { plantTypeName } from "../plant-type.js";
import { contractLabels } from "./label-contract.js";
import { figureLabels } from "./label-figures.js";
import { sentences } from "./label-sentences.js";
import { methodFormulas } from "./method-formulas.js";

type T = Messages["t"];

/** Dates and numbers that are text (titles, notes), in the workbook's locale. */
function formats(locale: string) {
  const utc = { timeZone: "UTC" } as const;
  const monthYear = new Intl.DateTimeFormat(locale, { ...utc, month: "long", year: "numeric" });
  const date = new Intl.DateTimeFormat(locale, { ...utc, dateStyle: "medium" });
  const day = new Intl.DateTimeFormat(locale, { ...utc, day: "numeric", month: "short" });
  const stamp = new Intl.DateTimeFormat(locale, { ...utc, dateStyle: "medium", timeStyle: "short" });
  const pct = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const num = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const at = (iso: string) => new Date(`${iso.length === 7 ? `${iso}-01` : iso.slice(0, 10)}T00:00:00Z`);
  const oneDay = 86_400_000;
  /** Sorted days in runs of consecutive days. */
  const runs = (isos: string[]) =>
    [...isos].sort().reduce<[Date, Date][]>((out, iso) => {
      const d = at(iso);
      const last = out.at(-1);
      if (last && d.getTime() - last[1].getTime() === oneDay) last[1] = d;
      else out.push([d, d]);
      return out;
    }, []);
  return {
    /** "2026-10" → "October 2026" / "Oktober 2026". */
    month: (iso: string) => monthYear.format(at(iso)),
    date: (iso: string) => date.format(at(iso)),
    /** "2026-10-05" → "5 Oct" / "5. Okt." (notes list days of the report's month). */
    day: (iso: string) => day.format(at(iso)),
    /** Days as runs: "5–9 Oct, 12 Oct" / "5.–9. Okt., 12. Okt." (a month's 31 missing days stay one line). */
    days: (isos: string[]) =>
      runs(isos)
        .map(([a, b]) => (a.getTime() === b.getTime() ? day.format(a) : day.formatRange(a, b)))
        .join(", "),
    /** An ISO timestamp in UTC, labelled as such. */
    stamp: (iso: string) => `${stamp.format(new Date(iso))} UTC`,
    pct: (x: number) => pct.format(x),
    signedPct: (x: number) => signed.format(x),
    num: (x: number) => num.format(x),
  };
}

function verdictWords(t: T) {
  return {
    names: {
      target: t("verdict.onTarget"),
      watch: t("verdict.watch"),
      below: t("verdict.belowTarget"),
    } satisfies Record<Verdict, string>,
    // Irradiation is weather, not a target the plant can miss.
    irradiation: {
      target: t("verdict.irradiation.target"),
      watch: t("verdict.irradiation.watch"),
      below: t("verdict.irradiation.below"),
    } satisfies Record<Verdict, string>,
  };
}

function build(locale: string) {
  const m = messagesFor(locale);
  const t: T = m.t;
  const f = formats(m.locale);
  const withUnit = (label: string, unit: string) => t("xlsx.withUnit", { label, unit });
  const warning = (w: ReportWarning) => warningText(m, w);
  const pp = t("xlsx.unit.pp");
  const figureNames: Record<VerdictFigure, string> = {
    energy: t("xlsx.figure.energy"),
    pr: t("xlsx.figure.pr"),
    availability: t("figure.availability"),
    irradiation: t("figure.irradiation"),
  };
  const prName = (metric: VerdictRules["pr"]["metric"]) => t("xlsx.prName", { metric });
  const verdicts = verdictWords(t);
  /** A band in percentage points, as text: 0.02 → "2 pp". */
  const points = (x: number) => `${f.num(Math.round(x * 1000) / 10)}\u00a0${pp}`;
  /** The PR band, and when the chosen PR is not the IEC PR, what a plant without it is judged on. */
  const prLegend = (r: VerdictRules) => {
    const band = t("xlsx.legend.ratio", { points: points(r.pr.watch) });
    if (r.pr.metric === "pr") return band;
    const fallback = t("xlsx.legend.prFallback", {
      chosen: prName(r.pr.metric),
      judged: prName("pr"),
      column: t("xlsx.col.prJudged"),
    });
    return `${band} ${fallback}`;
  };
  return {
    t,
    f,
    locale: m.locale,
    withUnit,
    /** The plant's country and type in the reader's language; what no table knows, as the service sent it. */
    country: (plant: { country: string; countryCode: string | null }) => countryLabel(plant, locale),
    plantType: (sent: string | null) => plantTypeName(sent, locale),
    units: { kwh: t("unit.kwh"), mwh: t("unit.mwh"), kwp: t("unit.kwp"), kwhPerM2: t("unit.kwhPerM2"), pp },
    figureNames,
    prName,
    verdicts,
    workbooks: {
      yield: t("xlsx.workbook.yield"),
      pr: t("xlsx.workbook.pr"),
      availability: t("figure.availability"),
    },
    sheets: {
      summary: t("xlsx.sheet.summary"),
      charts: t("xlsx.sheet.charts"),
      dailyYield: t("xlsx.sheet.dailyYield"),
      dailyMeter: t("xlsx.sheet.dailyMeter"),
      dailyIrradiation: t("xlsx.sheet.dailyIrradiation"),
      dailyTemperature: t("xlsx.sheet.dailyTemperature"),
      portfolioDaily: t("xlsx.sheet.portfolioDaily"),
      trend: t("xlsx.sheet.trend"),
      bridge: t("xlsx.sheet.bridge"),
      ranking: t("xlsx.sheet.ranking"),
      method: t("section.method"),
      fallback: t("xlsx.sheet.fallback"),
    },
    groups: {
      plant: t("xlsx.group.plant"),
      energy: t("xlsx.group.yield"),
      meter: t("xlsx.group.meter"),
      irradiation: t("figure.irradiation"),
      performance: t("xlsx.group.performance"),
      budget: t("figure.budget"),
      revenue: t("figure.revenue"),
      bridge: t("xlsx.group.bridge", { unit: t("unit.kwh") }),
      bridgeValue: (currency: string) => t("xlsx.group.bridge", { unit: currency }),
      ytd: t("period.yearToDate"),
      lastYear: t("period.sameMonthLastYear"),
      data: t("xlsx.group.data"),
      bands: t("xlsx.group.bands"),
      audit: t("xlsx.group.audit"),
    },
    cols: {
      plant: t("xlsx.col.plant"),
      label: t("xlsx.col.label"),
      plantId: t("xlsx.col.plantId"),
      country: t("xlsx.col.country"),
      capacity: t("xlsx.col.capacity"),
      daysWithData: t("xlsx.col.daysWithData"),
      completeness: t("xlsx.col.completeness"),
      lateDays: t("xlsx.col.lateDays"),
      missingDays: t("xlsx.col.missingDays"),
      status: t("xlsx.col.status"),
      weight: t("xlsx.col.weight"),
      weightCapacity: t("xlsx.col.weightCapacity"),
      date: t("xlsx.col.date"),
      month: t("xlsx.col.month"),
      portfolioIrradiation: t("xlsx.col.portfolioIrradiation"),
      plantsReporting: t("xlsx.col.plantsReporting"),
      portfolioYield: {
        measured: t("xlsx.col.portfolioYieldMeasured"),
        estimated: t("xlsx.col.portfolioYieldEstimated"),
        total: t("xlsx.col.portfolioYieldTotal"),
      },
      portfolioBudget: t("xlsx.col.portfolioBudget"),
    },
    energyHeaders: {
      yield: {
        measured: t("xlsx.col.yieldMeasured"),
        estimated: t("xlsx.col.yieldEstimated"),
        total: t("xlsx.col.yieldTotal"),
      },
      meter: {
        measured: t("xlsx.col.meterMeasured"),
        estimated: t("xlsx.col.meterEstimated"),
        total: t("xlsx.col.meterTotal"),
      },
    },
    daysEstimated: t("xlsx.col.daysEstimated"),
    /** A warning or a failed plant's reason in the workbook's language. */
    warning,
    status: {
      ok: t("xlsx.status.ok"),
      failed: (failure: ReportWarning | null | undefined) =>
        t("xlsx.status.failed", { error: failure ? warning(failure) : t("xlsx.status.noData") }),
      total: (ok: number, failed: number) => t("xlsx.status.total", { ok, failed }),
    },
    daysInPeriod: t("xlsx.col.daysInPeriod"),
    irradiation: t("xlsx.col.irradiation"),
    irradiationNormal: t("xlsx.col.irradiationNormal"),
    irradiationVariance: t("xlsx.col.irradiationVariance"),
    specificYield: t("xlsx.col.specificYield"),
    prIec: t("xlsx.col.prIec"),
    prTemperature: t("figure.prTemperatureCorrected"),
    prEffective: t("xlsx.col.prEffective"),
    availability: t("figure.availability"),
    availabilityLoss: t("xlsx.col.availabilityLoss"),
    budgetPeriod: t("xlsx.col.budgetPeriod"),
    budgetCovered: t("xlsx.col.budgetCovered"),
    variance: t("xlsx.col.variance"),
    tariff: (currency: string) => t("xlsx.col.tariff", { currency }),
    revenue: (currency: string) => t("xlsx.col.revenue", { currency }),
    bridgeHeader: withUnit,
    ytdYield: t("xlsx.col.ytdYield"),
    ytdBudget: t("xlsx.col.ytdBudget"),
    ytdVariance: t("xlsx.col.ytdVariance"),
    ytdRevenue: (currency: string) => t("xlsx.col.ytdRevenue", { currency }),
    lastYearMonth: t("xlsx.col.lastYearMonth"),
    lastYearYield: t("xlsx.col.lastYearYield"),
    lastYearChange: t("xlsx.col.lastYearChange"),
    notes: t("xlsx.col.notes"),
    noteYieldEstimated: (days: string) => t("xlsx.note.yieldEstimated", { days }),
    noteMeterEstimated: (days: string) => t("xlsx.note.meterEstimated", { days }),
    noteNoEstimate: (days: string) => t("xlsx.note.noEstimate", { days }),
    noteSource: (day: string, source: string) => t("xlsx.note.source", { day, source }),
    referenceYield: t("xlsx.col.referenceYield"),
    temperatureCoefficient: t("xlsx.col.temperatureCoefficient"),
    verdictTarget: (figure: VerdictFigure) => t("xlsx.col.verdictTarget", { figure: figureNames[figure] }),
    verdictWatch: (figure: VerdictFigure) => t("xlsx.col.verdictWatch", { figure: figureNames[figure] }),
    dailyMeasured: (unit: string) => t("xlsx.daily.measured", { unit }),
    dailyEstimated: (unit: string) => t("xlsx.daily.estimated", { unit }),
    yieldSources: { meter: t("xlsx.source.meter"), irradiation: t("xlsx.source.irradiation") },
    meterSources: { yield: t("xlsx.source.yield"), irradiation: t("xlsx.source.irradiation") },
    dailyLegend: t("xlsx.daily.legend"),
    dailyOutage: t("xlsx.daily.outage"),
    dailyOutageLegend: t("xlsx.daily.outageLegend"),
    bridgeTitle: (who: string, month: string) => t("xlsx.bridge.title", { who, month: f.month(month) }),
    bridgeAxisBreak: (min: number) => t("xlsx.bridge.axisBreak", { min: f.num(min) }),
    bridgeColumns: {
      step: t("xlsx.bridge.step"),
      kwh: t("unit.kwh"),
      base: t("xlsx.bridge.base"),
      total: t("xlsx.bridge.total"),
      up: t("xlsx.bridge.up"),
      down: t("xlsx.bridge.down"),
    },
    portfolio: t("xlsx.portfolio"),
    none: t("xlsx.none"),
    rankingTitle: (month: string) => t("xlsx.ranking.title", { month: f.month(month) }),
    rankingColumns: {
      rank: t("xlsx.ranking.rank"),
      variance: t("xlsx.ranking.variance"),
      verdict: t("xlsx.ranking.verdict"),
    },
    estimatedSeries: t("xlsx.series.estimated"),
    measuredSeries: t("xlsx.series.measured"),
    legendLine: (label: string, text: string) => t("xlsx.legend.line", { label, text }),
    legendRows: (r: VerdictRules): [string, string][] => [
      [t("xlsx.legend.title"), t("xlsx.legend.colours", verdicts.names)],
      [t("xlsx.legend.decimalsLabel"), t("xlsx.legend.decimals")],
      [
        t("xlsx.legend.energyLabel"),
        t("xlsx.legend.energy", { zero: f.pct(0), watchFrom: f.signedPct(-r.energy.watch) }),
      ],
      [prName(r.pr.metric), prLegend(r)],
      [figureNames.availability, t("xlsx.legend.ratio", { points: points(r.availability.watch) })],
      [
        t("xlsx.legend.irradiationLabel"),
        t("xlsx.legend.irradiation", {
          ...verdicts.irradiation,
          zero: f.pct(0),
          watchFrom: f.signedPct(-r.irradiation.watch),
        }),
      ],
    ],
    method: methodFormulas(t),
    contract: contractLabels(t),
    ...sentences(t, f),
    ...figureLabels(t, f),
  };
}

export type XlsxLabels = ReturnType<typeof build>;

const cache = new Map<string, XlsxLabels>();

/** The workbooks' words in `locale` (the definition's), built once per locale. */
export function xlsxLabels(locale: string): XlsxLabels {
  let labels = cache.get(locale);
  if (!labels) {
    labels = build(locale);
    cache.set(locale, labels);
  }
  return labels;
}
