/**
 * manifest.json, the contract CI jobs and scripts read (DESIGN.md "Contracts"). Pure:
 * built from the ReportModel and the relative paths of what was written. Ratios are
 * fractions; figures are raw doubles, never rounded; a figure with no data is null.
 */
import type {
  BudgetBridge,
  ClientSummary,
  LastYear,
  MonthlyMetrics,
  PortfolioSummary,
  ReportModel,
  Verdict,
  VerdictFigure,
  YearToDate,
} from "../metrics/model.js";
import { VERDICT_FIGURES } from "../metrics/model.js";
import { type ReportWarning, warningMessages } from "../metrics/report-warning.js";
import type { DeliveryAddresses, ManifestDelivery } from "./manifest-delivery.js";

export { type DeliveryAddresses, deliveryAddresses, type ManifestDelivery } from "./manifest-delivery.js";

/**
 * 2: `metrics` gains totals with estimates, the three PRs (`pr` is now IEC 61724-1, the
 * service's is `prEffective`), availability loss, the budget for the days covered (and
 * `budgetVariance` against it), `revenue` on the total meter yield; plants and the portfolio
 * gain `bridge`, `ytd`, `lastYear` and `verdicts`.
 */
export const MANIFEST_SCHEMA_VERSION = 2;
export const MANIFEST_NAME = "manifest.json";

export type RunStatus = "ok" | "partial" | "failed";

export interface ManifestPlant {
  id: string;
  name: string;
  status: "ok" | "failed";
  /** Why it failed, in English (as `failure.message`). */
  error?: string;
  /** Why it failed, with its code and parameters (index.html prints it in the report's language). */
  failure?: ReportWarning;
  pdf?: string;
  metrics: MonthlyMetrics;
  bridge: BudgetBridge | null;
  ytd: YearToDate | null;
  lastYear: LastYear | null;
  /** figure → verdict (null: no target or no value); the bands are the manifest's `verdictRules`. */
  verdicts: Record<VerdictFigure, Verdict | null>;
  /** The targets the PR and availability verdicts compared with (fractions). */
  targets: { pr: number | null; availability: number | null };
  /** Days whose yield was estimated (YYYY-MM-DD). */
  estimatedDays: string[];
}

/** A client (definition `clients`): its plants and their figures summed as the portfolio's are. */
export interface ManifestClient {
  name: string;
  locale: string;
  /** Its plants' ids, in report order. */
  plants: string[];
  metrics: ClientSummary["metrics"];
  bridge: BudgetBridge | null;
  ytd: YearToDate | null;
  lastYear: LastYear | null;
  verdicts: Record<VerdictFigure, Verdict | null>;
  /** Its pack, `clients/<client>-YYYY-MM.pdf` (absent without PDFs or when it could not be rendered). */
  pdf?: string;
  /** Who `deliver` e-mails the pack to (definition `clients[].recipients`); absent when nobody. */
  recipients?: string[];
}

export interface Manifest {
  schemaVersion: number;
  title: string;
  month: string;
  /** BCP 47 locale and ISO 4217 currency of the definition (index.html formats with them). */
  locale?: string;
  currency?: string;
  generatedAt: string;
  /** Last day included when the month was still in progress; null for a complete month. */
  reportedThrough: string | null;
  status: RunStatus;
  workbooks: { yield?: string; pr?: string; availability?: string };
  /** Requests sent; `cache` {hits, misses} only when the run used a response cache. */
  requests: ReportModel["requests"];
  portfolio: Pick<
    PortfolioSummary,
    "metrics" | "weighting" | "weightingRule" | "bridge" | "ytd" | "lastYear"
  > & {
    verdicts: Record<VerdictFigure, Verdict | null>;
  };
  verdictRules: ReportModel["verdictRules"];
  plants: ManifestPlant[];
  /** One entry per client of the definition, in its order (empty without `clients`). */
  clients: ManifestClient[];
  /** `portfolio-YYYY-MM.pdf`: the portfolio's summary and the ranking of every plant. */
  portfolioPdf?: string;
  /** The figures as CSV for BI tools: one row per plant, day and figure / one row per plant. */
  data?: { daily: string; monthly: string };
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

export interface WrittenFiles {
  workbooks: Manifest["workbooks"];
  /** plant id → relative PDF path */
  pdfs: Map<string, string>;
  data?: { daily: string; monthly: string };
  /** portfolio-YYYY-MM.pdf */
  portfolio?: string;
  /** client index (definition order) → relative pack path */
  packs?: Map<number, string>;
}

export function runStatus(plants: { status: "ok" | "failed" }[]): RunStatus {
  const failed = plants.filter((p) => p.status === "failed").length;
  if (plants.length === 0 || failed === plants.length) return "failed";
  return failed > 0 ? "partial" : "ok";
}

/** The verdicts alone; the model keeps the values and thresholds they came from. */
export function verdictsOf(v: PortfolioSummary["verdicts"]): Record<VerdictFigure, Verdict | null> {
  return Object.fromEntries(VERDICT_FIGURES.map((f) => [f, v[f].verdict])) as Record<
    VerdictFigure,
    Verdict | null
  >;
}

function manifestClient(c: ClientSummary, pdf: string | undefined, recipients: string[]): ManifestClient {
  return {
    ...(pdf === undefined ? {} : { pdf }),
    ...(recipients.length > 0 ? { recipients } : {}),
    name: c.name,
    locale: c.locale,
    plants: c.plantIds,
    metrics: c.metrics,
    bridge: c.bridge,
    ytd: c.ytd,
    lastYear: c.lastYear,
    verdicts: verdictsOf(c.verdicts),
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
      metrics: p.metrics,
      bridge: p.bridge,
      ytd: p.ytd,
      lastYear: p.lastYear,
      verdicts: verdictsOf(p.verdicts),
      targets: { pr: p.targets.pr, availability: p.targets.availability },
      estimatedDays: p.quality.estimatedDays,
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
    status: runStatus(model.plants),
    workbooks: files.workbooks,
    requests: model.requests,
    portfolio: {
      metrics: model.portfolio.metrics,
      weighting: model.portfolio.weighting,
      weightingRule: model.portfolio.weightingRule,
      bridge: model.portfolio.bridge,
      ytd: model.portfolio.ytd,
      lastYear: model.portfolio.lastYear,
      verdicts: verdictsOf(model.portfolio.verdicts),
    },
    verdictRules: model.verdictRules,
    plants,
    clients: model.clients.map((c, i) =>
      manifestClient(c, files.packs?.get(i), delivery?.recipients[i] ?? []),
    ),
    ...(files.portfolio ? { portfolioPdf: files.portfolio } : {}),
    ...(files.data ? { data: files.data } : {}),
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
