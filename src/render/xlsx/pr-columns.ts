/**
 * The PR Summary figures: the IEC 61724-1 PR over the Daily yield and irradiation sheets (in
 * the yield and the PR workbook), and in the PR workbook the PR at 25 °C, Σ E_d /
 * (P0 · Σ H_d·(1 + γ·(T_d − 25))) over the days with all three, with its two sums as audit
 * columns. The portfolio's is the ratio of the plants' sums (DESIGN.md "Portfolio figures").
 */
import type { DailyRow, ReportModel } from "../../metrics/model.js";
import { blankUnless, formula } from "./cells.js";
import type { DailyBlock } from "./daily-sheet.js";
import { xlsxLabels } from "./labels.js";
import type { RatioBlocks } from "./ratio-theme.js";
import { FMT } from "./styles.js";
import type { SummaryColumn } from "./summary-sheet.js";
import { columnSum } from "./yield-columns.js";

/** Σ E_d over the days with E, H and T (audit cache from the daily values). */
function yieldOnTemperatureDays(rows: DailyRow[]): number | null {
  const days = rows.filter(
    (r) => r.yieldKwh !== null && r.irradiationKwhM2 !== null && r.cellTemperatureC !== null,
  );
  return days.length === 0 ? null : days.reduce((s, r) => s + r.yieldKwh!, 0);
}

/** P0 · Σ H_d·(1 + γ·(T_d − 25)) over the same days, or null without P0 and γ. */
function temperatureReference(
  rows: DailyRow[],
  capacity: number | null,
  gamma: number | null,
): number | null {
  if (capacity === null || capacity <= 0 || gamma === null) return null;
  const days = rows.filter(
    (r) => r.yieldKwh !== null && r.irradiationKwhM2 !== null && r.cellTemperatureC !== null,
  );
  if (days.length === 0) return null;
  return (
    capacity * days.reduce((s, r) => s + r.irradiationKwhM2! * (1 + gamma * (r.cellTemperatureC! - 25)), 0)
  );
}

/** Σ E_d over the days that also have H_d: the PR's numerator, an audit figure of the daily values. */
function yieldOnIrradiationDays(rows: DailyRow[]): number | null {
  const days = rows.filter((r) => r.yieldKwh !== null && r.irradiationKwhM2 !== null);
  return days.length === 0 ? null : days.reduce((s, r) => s + r.yieldKwh!, 0);
}

/** IEC 61724-1 PR = Σ E_d / (P0 · Σ H_d) over the days with both; its two sums are audit columns. */
export function iecPrColumns(model: ReportModel, e: DailyBlock, h: DailyBlock): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const audit = L.groups.audit;
  const both = (i: number) => `SUMPRODUCT(--ISNUMBER(${e.ref(i)}),--ISNUMBER(${h.ref(i)}))>0`;
  return [
    {
      key: "pr",
      header: L.prIec,
      group: L.groups.performance,
      numFmt: FMT.percent,
      width: 11,
      plant: ({ plant, at }) =>
        formula(blankUnless(`N(${at("reference")})>0`, `${at("eOnH")}/${at("reference")}`), plant.metrics.pr),
      total: (t) =>
        formula(
          blankUnless(
            `SUM(${t.column("reference")})>0`,
            `SUMPRODUCT(--ISNUMBER(${t.column("reference")}),${t.column("eOnH")})/SUM(${t.column("reference")})`,
          ),
          model.portfolio.metrics.pr,
        ),
    },
    {
      key: "eOnH",
      header: L.yieldOnIrradiationDays,
      group: audit,
      numFmt: FMT.kwh,
      plant: ({ plant, index }) =>
        formula(
          blankUnless(both(index), `SUMPRODUCT(--ISNUMBER(${h.ref(index)}),${e.ref(index)})`),
          yieldOnIrradiationDays(plant.daily),
        ),
    },
    {
      key: "reference",
      header: L.referenceYield,
      group: audit,
      numFmt: FMT.kwh,
      plant: ({ plant, index, at }) =>
        formula(
          blankUnless(
            `AND(N(${at("capacity")})>0,${both(index)})`,
            `${at("capacity")}*SUMPRODUCT(--ISNUMBER(${e.ref(index)}),${h.ref(index)})`,
          ),
          plant.metrics.referenceYieldKwh,
        ),
      total: (t) => formula(columnSum(t, "reference"), model.portfolio.metrics.referenceYieldKwh),
    },
  ];
}

export function temperatureColumns(model: ReportModel, d: RatioBlocks): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const e = d.yield!;
  const h = d.irradiation;
  const t = d.temperature!;
  const audit = L.groups.audit;
  const all = (i: number) => `--ISNUMBER(${e.ref(i)}),--ISNUMBER(${h.ref(i)}),--ISNUMBER(${t.ref(i)})`;
  const any = (i: number) => `SUMPRODUCT(${all(i)})>0`;
  return [
    {
      key: "prTemperatureCorrected",
      header: L.prTemperature,
      group: L.groups.performance,
      numFmt: "0.0%",
      width: 11,
      plant: ({ plant, at }) =>
        formula(
          blankUnless(`N(${at("tReference")})<>0`, `${at("eOnHT")}/${at("tReference")}`),
          plant.metrics.prTemperatureCorrected,
        ),
      total: (c) =>
        formula(
          blankUnless(
            `SUM(${c.column("tReference")})<>0`,
            `SUMPRODUCT(--ISNUMBER(${c.column("tReference")}),${c.column("eOnHT")})/SUM(${c.column("tReference")})`,
          ),
          model.portfolio.metrics.prTemperatureCorrected,
        ),
    },
    {
      key: "gamma",
      header: L.temperatureCoefficient,
      group: audit,
      numFmt: "0.0000",
      width: 12,
      plant: ({ plant }) => plant.temperatureCoefficient,
    },
    {
      key: "eOnHT",
      header: L.yieldOnTemperatureDays,
      group: audit,
      numFmt: "#,##0",
      plant: ({ plant, index: i }) =>
        formula(
          blankUnless(any(i), `SUMPRODUCT(--ISNUMBER(${h.ref(i)}),--ISNUMBER(${t.ref(i)}),${e.ref(i)})`),
          yieldOnTemperatureDays(plant.daily),
        ),
    },
    {
      key: "tReference",
      header: L.temperatureReference,
      group: audit,
      numFmt: "#,##0",
      width: 16,
      plant: ({ plant, index: i, at }) =>
        formula(
          blankUnless(
            `AND(N(${at("capacity")})>0,ISNUMBER(${at("gamma")}),${any(i)})`,
            `${at("capacity")}*SUMPRODUCT(--ISNUMBER(${e.ref(i)}),--ISNUMBER(${t.ref(i)}),${h.ref(i)},1+${at("gamma")}*(${t.ref(i)}-25))`,
          ),
          temperatureReference(plant.daily, plant.capacityKwp, plant.temperatureCoefficient),
        ),
    },
  ];
}
