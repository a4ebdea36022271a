/**
 * Every word index.html prints, from the message catalogs (`html.*` and the common figure
 * names, verdict words and bridge steps) in the manifest's locale. Numbers arrive already
 * formatted (index-format.ts); a count that chooses a plural form comes with its formatted
 * digits. Messages holding markup (a link, a <time>) are escaped here, with the markup put in
 * afterwards, so a translation can place it anywhere in its sentence.
 */
import type { MessageKey, Messages, ParamsArg } from "../../i18n/index.js";
import type { MessageParamTypes } from "../../i18n/message-params.js";
import type { Verdict, VerdictFigure } from "../../metrics/model.js";
import type { RunStatus } from "../../output/manifest.js";
import { escapeHtml } from "./html.js";
import { figureLabels, judgedLabels } from "./index-figure-labels.js";

type T = Messages["t"];

// Private-use characters: no catalog or formatter produces them, the pseudo-locale leaves them.
const slot = (i: number) => String.fromCharCode(0xe000 + i);

/** The escaped message with its `html` placeholders replaced by their (trusted) markup. */
function withMarkup<K extends MessageKey, H extends keyof MessageParamTypes[K] & string>(
  t: T,
  key: K,
  params: Omit<MessageParamTypes[K], H>,
  html: Record<H, string>,
): string {
  const names = Object.keys(html) as H[];
  const all = { ...params, ...Object.fromEntries(names.map((n, i) => [n, slot(i)])) };
  const text = t(key, ...([all] as unknown as ParamsArg<K>));
  return names.reduce((out, n, i) => out.split(slot(i)).join(html[n]!), escapeHtml(text));
}

function verdictWords(t: T) {
  const plant = {
    target: t("verdict.onTarget"),
    watch: t("verdict.watch"),
    below: t("verdict.belowTarget"),
  } satisfies Record<Verdict, string>;
  // Irradiation is weather, not a target the plant can miss: its chips read as weather.
  const weather = {
    target: t("verdict.irradiation.target"),
    watch: t("verdict.irradiation.watch"),
    below: t("verdict.irradiation.below"),
  } satisfies Record<Verdict, string>;
  return { plant, weather };
}

const count = (n: string, c: number) => ({ n, count: c });

/** The header and footer: run status, generation time, requests. */
function runLabels(t: T) {
  return {
    runStatus: {
      ok: t("html.status.ok"),
      partial: t("html.status.partial"),
      failed: t("html.status.failed"),
    } satisfies Record<RunStatus, string>,
    statusLineHtml: (status: string, detail: string) =>
      withMarkup(t, "html.status.line", { detail }, { status }),
    allReported: (n: string, c: number) => t("html.status.allReported", count(n, c)),
    someFailed: (n: string, c: number, total: string) =>
      t("html.status.someFailed", { ...count(n, c), total }),
    noPlants: t("html.status.noPlants"),
    noneReported: (n: string, c: number) => t("html.status.noneReported", count(n, c)),
    withFiles: (detail: string) => t("html.status.withFiles", { detail }),
    inProgress: (from: string, through: string) => t("note.monthInProgress", { from, through }),
    notFinal: t("html.notFinal"),
    notFinalPlant: (plant: string, through: string, endsAt: string | null) =>
      endsAt === null
        ? t("html.notFinal.plantNoEnd", { plant, through })
        : t("html.notFinal.plant", { plant, through, endsAt }),
    generatedHtml: (time: string) => withMarkup(t, "html.generated", {}, { time }),
    warnings: (n: string) => t("html.warnings", { n }),
    footerHtml: (n: string, c: number, retried: string, failed: string, link: string) =>
      withMarkup(t, "html.footer", { ...count(n, c), retried, failed }, { link }),
  };
}

/** Chips and the legend of the verdict bands. */
function verdictLabels(t: T) {
  const words = verdictWords(t);
  return {
    legendTitle: t("html.legend.title"),
    legendIntro: t("html.legend.intro"),
    legend: {
      energy: (figure: string, threshold: string) =>
        t("html.legend.energy", { figure, threshold, ...words.plant }),
      ratio: (figure: string, threshold: string) =>
        t("html.legend.ratio", { figure, threshold, ...words.plant }),
      irradiation: (figure: string, threshold: string) =>
        t("html.legend.irradiation", { figure, threshold, ...words.weather }),
    },
    points: (value: string) => t("html.points", { value }),

    verdict: words.plant,
    /** The chip's word: irradiation's read as weather. */
    verdictOf: (figure: VerdictFigure, v: Verdict) =>
      figure === "irradiation" ? words.weather[v] : words.plant[v],
    noVerdict: t("html.verdict.none"),
    figure: {
      energy: t("figure.energyYield"),
      pr: t("figure.performanceRatio"),
      availability: t("figure.availability"),
      irradiation: t("figure.irradiation"),
    } satisfies Record<VerdictFigure, string>,
    chipTitle: (figure: string, verdict: string) => t("html.chip.title", { figure, verdict }),
  };
}

/** The plant table and the workbook list. */
function plantLabels(t: T) {
  return {
    workbooks: t("html.workbooks"),
    noWorkbooks: t("html.noWorkbooks"),
    workbook: {
      yield: t("html.workbook.yield"),
      pr: t("html.workbook.pr"),
      availability: t("html.workbook.availability"),
    },

    plants: t("html.plants"),
    columns: {
      plant: t("html.column.plant"),
      fetch: t("html.column.fetch"),
      yield: t("html.column.yield"),
      budgetVariance: t("html.column.budgetVariance"),
      revenue: t("figure.revenue"),
      availability: t("figure.availability"),
      irradiation: t("html.irradiationVariance"),
      ytd: t("html.column.ytd"),
      pLevel: t("html.column.pLevel"),
      contract: t("html.column.contract"),
      days: t("html.column.days"),
      client: t("html.column.client"),
    },
    clients: t("html.clients"),
    pdfFailed: t("html.pdfFailed"),
    throughDay: (day: string) => t("html.throughDay", { day }),
    fetched: t("html.fetched"),
    failed: t("html.failed"),
    failedWith: (reason: string) => t("html.failedWith", { reason }),
    daysEstimated: (c: number) => t("estimate.daysEstimated", { count: c }),
    lateDays: (c: number) => t("html.lateDays", { count: c }),
    outageDays: (c: number, days: string) => t("html.outageDays", { count: c, days }),
    noContractTerms: t("html.contract.none"),
    contractAvailability: (value: string, guaranteed: string) =>
      t("html.contract.availability", { value, guaranteed }),
    prShortfall: (points: string) => t("html.contract.prShortfall", { points }),
    provisional: (day: string) => t("html.contract.provisional", { day }),
    contract: {
      title: t("html.contract.title"),
      damages: t("html.contract.damages"),
      part: (guarantee: "availability" | "pr", value: string) =>
        t("html.contract.part", { guarantee, value }),
      lostRevenue: (month: string) => t("html.contract.lostRevenue", { month }),
      cause: (cause: string) => t("pdf.contract.cause", { cause }),
      plants: (count: number) => t("html.contract.plants", { count }),
      met: {
        true: t("html.contract.met"),
        false: t("html.contract.missed"),
        null: t("html.contract.unknown"),
      },
      chipTitle: (guarantee: "availability" | "pr", verdict: string) =>
        t("html.contract.chipTitle", { guarantee, verdict }),
    },
  };
}

/** The list of PDF reports and data files. */
function fileLabels(t: T) {
  return {
    reports: t("html.reports"),
    portfolioPdf: t("html.portfolioPdf"),
    clientPack: (client: string) => t("html.clientPack", { client }),
    dataDaily: t("html.data.daily"),
    dataMonthly: t("html.data.monthly"),
    failedFilesTitle: t("html.failedFiles.title"),
    failedFilesIntro: t("html.failedFiles.intro"),
    failedFile: (kind: string, name: string) => t("html.failedFile", { kind, name }),
    failedFileReason: (reason: string) => t("html.failedFile.reason", { reason }),
  };
}

export function indexLabels(t: T) {
  return {
    ...runLabels(t),
    ...figureLabels(t),
    ...judgedLabels(t),
    ...verdictLabels(t),
    ...plantLabels(t),
    ...fileLabels(t),
  } as const;
}

export type IndexLabels = ReturnType<typeof indexLabels>;
