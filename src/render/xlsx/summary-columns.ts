/** Summary columns every workbook shares: who the plant is, how complete its data is, its portfolio weight. */
import type { ReportModel } from "../../metrics/model.js";
import { blankUnless, formula } from "./cells.js";
import { xlsxLabels } from "./labels.js";
import { FMT } from "./styles.js";
import type { SummaryColumn } from "./summary-sheet.js";

export function commonColumns(model: ReportModel) {
  const L = xlsxLabels(model.locale);
  // SUMIF's criterion: the status word of a plant whose data came, as a string literal.
  const ok = `"${L.status.ok.replaceAll('"', '""')}"`;
  const identity: SummaryColumn[] = [
    { key: "plant", header: L.cols.plant, width: 30, plant: ({ plant }) => plant.name },
    { key: "label", header: L.cols.label, width: 10, plant: ({ plant }) => plant.label || null },
    { key: "id", header: L.cols.plantId, width: 38, plant: ({ plant }) => plant.id },
    { key: "country", header: L.cols.country, width: 16, plant: ({ plant }) => L.country(plant) },
    {
      key: "capacity",
      header: L.cols.capacity,
      numFmt: FMT.kwp,
      plant: ({ plant }) => plant.capacityKwp,
      // Σ over the plants whose data came (metrics/portfolio): a failed plant's capacity is not in it.
      total: (t) =>
        formula(
          blankUnless(
            `SUMIF(${t.column("status")},${ok},${t.column("capacity")})>0`,
            `SUMIF(${t.column("status")},${ok},${t.column("capacity")})`,
          ),
          model.portfolio.metrics.capacityKwp,
        ),
    },
  ];
  /**
   * `countDays` is the COUNT formula over the plant's daily yield, when the workbook has that
   * sheet. The period is each plant's own (its days that have ended in its time zone).
   */
  const quality = (countDays: ((index: number) => string) | null): SummaryColumn[] => [
    {
      key: "days",
      header: L.cols.daysWithData,
      numFmt: FMT.days,
      width: 10,
      plant: ({ plant, index }) =>
        countDays ? formula(countDays(index), plant.metrics.daysWithData) : plant.metrics.daysWithData,
    },
    {
      key: "period",
      header: L.daysInPeriod,
      numFmt: FMT.days,
      width: 9,
      plant: ({ plant }) => plant.metrics.daysReported,
    },
    {
      key: "completeness",
      header: L.cols.completeness,
      numFmt: FMT.percent,
      width: 13,
      plant: ({ plant, at }) =>
        formula(
          blankUnless(`N(${at("period")})>0`, `${at("days")}/${at("period")}`),
          plant.metrics.dataCompleteness,
        ),
    },
    {
      key: "late",
      header: L.cols.lateDays,
      numFmt: FMT.days,
      width: 9,
      plant: ({ plant }) => plant.metrics.lateDays,
    },
    {
      key: "status",
      header: L.cols.status,
      width: 24,
      wrap: true,
      plant: ({ plant }) => (plant.status === "ok" ? L.status.ok : L.status.failed(plant.failure)),
      total: () => L.status.total(model.portfolio.metrics.plantsOk, model.portfolio.metrics.plantsFailed),
    },
  ];
  return {
    identity: identity.map((c) => ({ ...c, group: L.groups.plant })),
    quality: (countDays: ((index: number) => string) | null) =>
      quality(countDays).map((c) => ({ ...c, group: L.groups.data })),
  };
}

/**
 * The plant's weight in portfolio ratios (model.portfolio.weighting): its capacity when
 * every contributing plant has one, else 1 — the same rule as metrics/portfolio-weighting.
 */
export function weightColumn(model: ReportModel): SummaryColumn {
  const byCapacity = model.portfolio.weighting === "irradiation×capacity";
  const L = xlsxLabels(model.locale);
  return {
    key: "weight",
    header: byCapacity ? L.cols.weightCapacity : L.cols.weight,
    group: L.groups.audit,
    numFmt: byCapacity ? FMT.kwp : "0",
    width: 12,
    // Empty without a capacity: SUMPRODUCT counts it 0, as metrics/portfolio-weighting weighs it.
    plant: ({ plant, at }) =>
      byCapacity ? formula(blankUnless(`ISNUMBER(${at("capacity")})`, at("capacity")), plant.capacityKwp) : 1,
  };
}

export function summaryNotes(model: ReportModel, what: string): string[] {
  const L = xlsxLabels(model.locale);
  const notes = [L.summaryGenerated(what, model.month, model.branding.company, model.generatedAt)];
  if (model.reportedThrough)
    notes.push(L.monthInProgress(L.f.date(model.dates[0] ?? model.month), L.f.date(model.reportedThrough)));
  notes.push(L.portfolioRow(model.portfolio.weighting));
  return notes;
}

/** Irradiation: Σ of the plant's days; the portfolio's is the weighted mean of the plants' (metrics/portfolio). */
export function irradiationColumn(model: ReportModel, sumFormula: (index: number) => string): SummaryColumn {
  return {
    key: "irradiation",
    header: xlsxLabels(model.locale).irradiation,
    numFmt: FMT.irradiation,
    plant: ({ plant, index }) => formula(sumFormula(index), plant.metrics.irradiationKwhM2),
    total: (t) => {
      const has = `SUMPRODUCT(--ISNUMBER(${t.column("irradiation")}),${t.column("weight")})`;
      return formula(
        blankUnless(`${has}>0`, `SUMPRODUCT(${t.column("weight")},${t.column("irradiation")})/${has}`),
        model.portfolio.metrics.irradiationKwhM2,
      );
    },
  };
}
