/**
 * manifest.json, the contract CI jobs and scripts read (DESIGN.md "Contracts"). Pure:
 * built from the ReportModel and the relative paths of what was written. Ratios are
 * fractions; figures are raw doubles, never rounded; a figure with no data is null.
 */
import type { MonthlyMetrics, PortfolioSummary, ReportModel } from "../metrics/model.js";

export const MANIFEST_SCHEMA_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";

export type RunStatus = "ok" | "partial" | "failed";

export interface ManifestPlant {
  id: string;
  name: string;
  status: "ok" | "failed";
  error?: string;
  pdf?: string;
  metrics: MonthlyMetrics;
}

export interface Manifest {
  schemaVersion: number;
  title: string;
  month: string;
  generatedAt: string;
  /** Last day included when the month was still in progress; null for a complete month. */
  reportedThrough: string | null;
  status: RunStatus;
  workbooks: { yield?: string; pr?: string; availability?: string };
  requests: { total: number; retried: number; failed: number };
  portfolio: Pick<PortfolioSummary, "metrics" | "weighting" | "weightingRule">;
  plants: ManifestPlant[];
  warnings: string[];
}

export interface WrittenFiles {
  workbooks: Manifest["workbooks"];
  /** plant id → relative PDF path */
  pdfs: Map<string, string>;
}

export function runStatus(plants: { status: "ok" | "failed" }[]): RunStatus {
  const failed = plants.filter((p) => p.status === "failed").length;
  if (plants.length === 0 || failed === plants.length) return "failed";
  return failed > 0 ? "partial" : "ok";
}

export function buildManifest(model: ReportModel, files: WrittenFiles): Manifest {
  const plants = model.plants.map((p): ManifestPlant => {
    const entry: ManifestPlant = { id: p.id, name: p.name, status: p.status, metrics: p.metrics };
    if (p.error !== null) entry.error = p.error;
    const pdf = files.pdfs.get(p.id);
    if (pdf !== undefined) entry.pdf = pdf;
    return entry;
  });
  return {
    schemaVersion: MANIFEST_SCHEMA_VERSION,
    title: model.title,
    month: model.month,
    generatedAt: model.generatedAt,
    reportedThrough: model.reportedThrough,
    status: runStatus(model.plants),
    workbooks: files.workbooks,
    requests: model.requests,
    portfolio: {
      metrics: model.portfolio.metrics,
      weighting: model.portfolio.weighting,
      weightingRule: model.portfolio.weightingRule,
    },
    plants,
    warnings: model.warnings,
  };
}

export function manifestJson(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
