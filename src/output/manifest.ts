/**
 * manifest.json, the contract CI jobs and scripts read (DESIGN.md "Contracts"). Pure:
 * built from the ReportModel and the relative paths of what was written. Ratios are
 * fractions; figures are raw doubles, never rounded; a figure with no data is null.
 */

import type { ContractSums, PlantContract } from "../metrics/contract-model.js";
import type {
  BudgetBridge,
  ClientSummary,
  LastYear,
  MonthlyMetrics,
  PLevels,
  PlantReport,
  PortfolioSummary,
  ReportModel,
  Verdict,
  VerdictFigure,
  VerdictResult,
  YearToDate,
} from "../metrics/model.js";
import { VERDICT_FIGURES } from "../metrics/model.js";
import { type ReportWarning, warningMessages } from "../vocabulary/report-warning.js";
import type { DeliveryAddresses, ManifestDelivery } from "./manifest-delivery.js";

export { type DeliveryAddresses, deliveryAddresses, type ManifestDelivery } from "./manifest-delivery.js";

/**
 * 2: `metrics` gains totals with estimates, the three PRs (`pr` is now IEC 61724-1, the
 * service's is `prEffective`), availability loss, the budget for the days covered (and
 * `budgetVariance` against it), `revenue` on the total meter yield; plants and the portfolio
 * gain `bridge`, `ytd`, `lastYear` and `verdicts`.
 * 3: days count once they have ended in the plant's time zone: `reportedThrough` is per plant
 * (the top-level one is the latest of them) and `final` says whether every plant's month has
 * ended; the bridge closes to revenue (`curtailmentKwh`, `exportLossKwh`, `meteredKwh`, and
 * `value.metered` = `revenue`); `budgetVarianceFull` beside the like-for-like variance (and in
 * `ytd`); `portfolio.targets` and `clients[].targets` are weighted as their figures are (no
 * longer the definition's flat targets); `verdictDetails` hold the gap and the printed decimals;
 * `pLevel`; the days behind each figure (`daysCovered`, `daysReported`, `dataCompleteness`,
 * `availabilityIrradiationKwhM2`) are figures of `metrics`; a file that cannot be rendered is
 * listed in `failedFiles` (its plant keeps its figures); `attention` and `ranking` of the
 * portfolio and each client are the model's.
 */
export const MANIFEST_SCHEMA_VERSION = 4;
export const MANIFEST_NAME = "manifest.json";

export type RunStatus = "ok" | "partial" | "failed";

/** What is printed beside a verdict (DESIGN.md "Numbers beside a verdict"): the model's VerdictResult less its band. */
export type VerdictDetail = Pick<
  VerdictResult,
  "metric" | "fallbackFrom" | "value" | "target" | "gap" | "decimals"
>;

export interface ManifestPlant {
  id: string;
  name: string;
  status: "ok" | "failed";
  /** Why it failed, in English (as `failure.message`). */
  error?: string;
  /** Why it failed, with its code and parameters (index.html prints it in the report's language). */
  failure?: ReportWarning;
  pdf?: string;
  /** The last day of the month that has ended in the plant's time zone; null: its month is complete. */
  reportedThrough: string | null;
  /** When the plant's month ends, ISO 8601 UTC; null without a readable time zone. */
  monthEndsAt: string | null;
  metrics: MonthlyMetrics;
  bridge: BudgetBridge | null;
  /** The contract's money (docs/figures.md "Contract money"); null without a contract; absent in manifests of earlier versions. */
  contract?: PlantContract | null;
  ytd: YearToDate | null;
  lastYear: LastYear | null;
  pLevel: PLevels;
  /** figure → verdict (null: no target or no value); the bands are the manifest's `verdictRules`. */
  verdicts: Record<VerdictFigure, Verdict | null>;
  verdictDetails: Record<VerdictFigure, VerdictDetail>;
  /**
   * The targets the verdicts compared with: PR and availability (fractions), the month's P50
   * budget (kWh) and its normal irradiation (kWh/m²), from the plant's details.
   */
  targets: {
    pr: number | null;
    availability: number | null;
    budgetKwh: number | null;
    irradiationKwhM2: number | null;
  };
  /** The plant's capacity P0 (kWp) and tariff (per kWh of meter yield), from its details. */
  capacityKwp: number | null;
  tariff: number | null;
  /** Days whose yield was estimated (YYYY-MM-DD). */
  estimatedDays: string[];
  /**
   * Outage days (YYYY-MM-DD), the model's trips: data arrived, 0 kWh measured at 0 %
   * availability (or with irradiation and no availability). Absent in manifests written before it.
   */
  outageDays?: string[];
  /**
   * The plant's data-quality notes, each with its code, parameters and English message: a KPI
   * the service left out (`kpiMissing`), days without data, impossible values set to null, the
   * freshness report unavailable… A script tells "the service dropped the KPI" from "no data" here.
   */
  notes: ReportWarning[];
  /** Figures of `metrics` that are null because they cannot be known, and why (e.g. `lateDays: "freshnessUnavailable"`). */
  unknownFigures: PlantReport["unknownFigures"];
}

/** A client (definition `clients`): its plants and their figures summed as the portfolio's are. */
export interface ManifestClient {
  name: string;
  locale: string;
  /** Its plants' ids, in report order. */
  plants: string[];
  metrics: ClientSummary["metrics"];
  /** Weighted as its figures are (metrics/portfolio-targets.ts). */
  targets: ClientSummary["targets"];
  bridge: BudgetBridge | null;
  /** Σ of its plants' contract money; null when none has a contract; absent in manifests of earlier versions. */
  contract?: ContractSums | null;
  ytd: YearToDate | null;
  lastYear: LastYear | null;
  attention: ClientSummary["attention"];
  watchCount: ClientSummary["watchCount"];
  verdictCounts: ClientSummary["verdictCounts"];
  ranking: ClientSummary["ranking"];
  verdicts: Record<VerdictFigure, Verdict | null>;
  verdictDetails: Record<VerdictFigure, VerdictDetail>;
  /** Its pack, `clients/<client>-YYYY-MM.pdf` (absent without PDFs or when it could not be rendered). */
  pdf?: string;
  /** Who `deliver` e-mails the pack to (definition `clients[].recipients`); absent when nobody. */
  recipients?: string[];
}

export interface Manifest {
  schemaVersion: number;
  title: string;
  month: string;
  /**
   * `sha256:…` of the definition's reporting settings (definition/digest.ts): with the month and
   * title, which report the folder holds; a run into a folder of another report is refused
   * unless --replace is given. Absent in manifests of earlier versions.
   */
  definition?: string;
  /** BCP 47 locale and ISO 4217 currency of the definition (index.html formats with them). */
  locale?: string;
  currency?: string;
  generatedAt: string;
  /** The latest `plants[].reportedThrough` while some plant's month has not ended; null when every plant's has. */
  reportedThrough: string | null;
  /** Every plant's month has ended in its time zone: rerunning later gives the same figures (late data aside). */
  final: boolean;
  status: RunStatus;
  workbooks: { yield?: string; pr?: string; availability?: string };
  /** Requests sent; `cache` {hits, misses} only when the run used a response cache. */
  requests: ReportModel["requests"];
  portfolio: Pick<
    PortfolioSummary,
    | "metrics"
    | "targets"
    | "weighting"
    | "weightingRule"
    | "bridge"
    | "ytd"
    | "lastYear"
    | "attention"
    | "watchCount"
    | "verdictCounts"
    | "ranking"
  > & {
    /** Σ of the plants' contract money; null when no plant has a contract; absent in manifests of earlier versions. */
    contract?: ContractSums | null;
    verdicts: Record<VerdictFigure, Verdict | null>;
    verdictDetails: Record<VerdictFigure, VerdictDetail>;
  };
  verdictRules: ReportModel["verdictRules"];
  plants: ManifestPlant[];
  /** One entry per client of the definition, in its order (empty without `clients`). */
  clients: ManifestClient[];
  /** `portfolio-YYYY-MM.pdf`: the portfolio's summary and the ranking of every plant. */
  portfolioPdf?: string;
  /** The figures as CSV for BI tools: one row per plant, day and figure / one row per plant. */
  data?: { daily: string; monthly: string };
  /** Files that could not be rendered and are not in the folder (the status is then at best partial, exit 3). */
  failedFiles: FailedFile[];
  /** The run's warnings in English, one line each (as the log printed them). */
  warnings: string[];
  /** The same warnings with their codes and parameters, in the same order (index.html translates them). */
  warningDetails?: ReportWarning[];
  /** index.html, the human-readable summary (written just before the manifest). */
  index?: string;
  /** Only in a shard's folder (`run --shard K/N`): which part of the plants it reports. */
  shard?: { index: number; count: number };
  /** Only when the definition names a sender (`delivery`): what `deliver` needs besides the folder. */
  delivery?: ManifestDelivery;
}

/**
 * A file that could not be rendered (DESIGN.md "The one picture"): listed, left out of the
 * folder, the run exits 3; no figure changes (the plant keeps its figures everywhere else).
 */
export interface FailedFile {
  /** Its path relative to the folder, as it would have been written. */
  file: string;
  kind: "plantPdf" | "portfolioPdf" | "clientPack" | "workbook";
  /** The plant's id, for a plant's PDF. */
  plant?: string;
  /** The client's name, for a client's pack. */
  client?: string;
  /** The renderer's own words (data, never translated). */
  reason: string;
}

export interface WrittenFiles {
  /** Files that could not be rendered (absent: none). */
  failed?: FailedFile[];
  workbooks: Manifest["workbooks"];
  /** plant id → relative PDF path */
  pdfs: Map<string, string>;
  data?: { daily: string; monthly: string };
  /** portfolio-YYYY-MM.pdf */
  portfolio?: string;
  /** client index (definition order) → relative pack path */
  packs?: Map<number, string>;
}

/** failed: no plant's data came; partial: some plant failed, or some file could not be rendered. */
export function runStatus(
  plants: { status: "ok" | "failed" }[],
  failedFiles: readonly FailedFile[] = [],
): RunStatus {
  const failed = plants.filter((p) => p.status === "failed").length;
  if (plants.length === 0 || failed === plants.length) return "failed";
  return failed > 0 || failedFiles.length > 0 ? "partial" : "ok";
}

/** The verdicts alone; the model keeps the values and thresholds they came from. */
export function verdictsOf(v: PortfolioSummary["verdicts"]): Record<VerdictFigure, Verdict | null> {
  return Object.fromEntries(VERDICT_FIGURES.map((f) => [f, v[f].verdict])) as Record<
    VerdictFigure,
    Verdict | null
  >;
}

export function verdictDetailsOf(v: PortfolioSummary["verdicts"]): Record<VerdictFigure, VerdictDetail> {
  return Object.fromEntries(
    VERDICT_FIGURES.map((f) => {
      const { metric, fallbackFrom, value, target, gap, decimals } = v[f];
      return [f, { metric, fallbackFrom, value, target, gap, decimals }];
    }),
  ) as Record<VerdictFigure, VerdictDetail>;
}

function manifestClient(c: ClientSummary, pdf: string | undefined, recipients: string[]): ManifestClient {
  return {
    ...(pdf === undefined ? {} : { pdf }),
    ...(recipients.length > 0 ? { recipients } : {}),
    name: c.name,
    locale: c.locale,
    plants: c.plantIds,
    metrics: c.metrics,
    targets: c.targets,
    bridge: c.bridge,
    contract: c.contract ?? null,
    ytd: c.ytd,
    lastYear: c.lastYear,
    attention: c.attention,
    watchCount: c.watchCount,
    verdictCounts: c.verdictCounts,
    ranking: c.ranking,
    verdicts: verdictsOf(c.verdicts),
    verdictDetails: verdictDetailsOf(c.verdicts),
  };
}

export function buildManifest(
  model: ReportModel,
  files: WrittenFiles,
  delivery: DeliveryAddresses | null = null,
): Manifest {
  const plants = model.plants.map((p): ManifestPlant => {
    const entry: ManifestPlant = {
      id: p.id,
      name: p.name,
      status: p.status,
      reportedThrough: p.reportedThrough,
      monthEndsAt: p.monthEndsAt,
      metrics: p.metrics,
      bridge: p.bridge,
      contract: p.contract ?? null,
      ytd: p.ytd,
      lastYear: p.lastYear,
      pLevel: p.pLevel,
      verdicts: verdictsOf(p.verdicts),
      verdictDetails: verdictDetailsOf(p.verdicts),
      targets: {
        pr: p.targets.pr,
        availability: p.targets.availability,
        budgetKwh: p.targets.budgetKwh,
        irradiationKwhM2: p.targets.irradiationKwhM2,
      },
      capacityKwp: p.capacityKwp,
      tariff: p.tariff,
      estimatedDays: p.quality.estimatedDays,
      outageDays: p.quality.outageDays,
      notes: p.quality.warnings,
      unknownFigures: p.unknownFigures,
    };
    if (p.error !== null) entry.error = p.error;
    if (p.failure) entry.failure = p.failure;
    const pdf = files.pdfs.get(p.id);
    if (pdf !== undefined) entry.pdf = pdf;
    return entry;
  });
  return {
    schemaVersion: MANIFEST_SCHEMA_VERSION,
    title: model.title,
    month: model.month,
    locale: model.locale,
    currency: model.currency,
    generatedAt: model.generatedAt,
    reportedThrough: model.reportedThrough,
    final: model.final,
    status: runStatus(model.plants, files.failed ?? []),
    workbooks: files.workbooks,
    requests: model.requests,
    portfolio: {
      metrics: model.portfolio.metrics,
      targets: model.portfolio.targets,
      weighting: model.portfolio.weighting,
      weightingRule: model.portfolio.weightingRule,
      bridge: model.portfolio.bridge,
      contract: model.portfolio.contract ?? null,
      ytd: model.portfolio.ytd,
      lastYear: model.portfolio.lastYear,
      attention: model.portfolio.attention,
      watchCount: model.portfolio.watchCount,
      verdictCounts: model.portfolio.verdictCounts,
      ranking: model.portfolio.ranking,
      verdicts: verdictsOf(model.portfolio.verdicts),
      verdictDetails: verdictDetailsOf(model.portfolio.verdicts),
    },
    verdictRules: model.verdictRules,
    plants,
    clients: model.clients.map((c, i) =>
      manifestClient(c, files.packs?.get(i), delivery?.recipients[i] ?? []),
    ),
    ...(files.portfolio ? { portfolioPdf: files.portfolio } : {}),
    ...(files.data ? { data: files.data } : {}),
    failedFiles: files.failed ?? [],
    warnings: warningMessages(model.warnings),
    warningDetails: model.warnings,
    ...(delivery
      ? { delivery: { from: delivery.from, internal: delivery.internal, company: model.branding.company } }
      : {}),
  };
}

export function manifestJson(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
