/**
 * The PR Summary figures: the IEC 61724-1 PR over the Daily yield and irradiation sheets (in
 * the yield and the PR workbook), and in the PR workbook the PR at 25 °C, Σ E_d /
 * (P0 · Σ H_d·(1 + γ·(T_d − 25))) over the days with all three. Every cached result is the
 * model's figure (an audit column only where the model has the figure: the reference yield).
 */
import type { ReportModel } from "../../metrics/model.js";
import { blankUnless, formula } from "./cells.js";
import type { DailyBlock } from "./daily-sheet.js";
import { xlsxLabels } from "./labels.js";
import type { RatioBlocks } from "./ratio-theme.js";
import { FMT } from "./styles.js";
import type { SummaryColumn } from "./summary-sheet.js";
import { columnSum } from "./yield-columns.js";

/**
 * IEC 61724-1 PR = Σ E_d / (P0 · Σ H_d) over the days with both: Σ E_d over those days straight
 * from the Daily sheets, over the reference yield P0 · Σ H_d (an audit column, the model's
 * `referenceYieldKwh`). The portfolio's is Σ PR·reference / Σ reference (= Σ E / Σ P0·H).
 */
export function iecPrColumns(model: ReportModel, e: DailyBlock, h: DailyBlock): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const both = (i: number) => `SUMPRODUCT(--ISNUMBER(${e.ref(i)}),--ISNUMBER(${h.ref(i)}))>0`;
  return [
    {
      key: "pr",
      header: L.prIec,
      group: L.groups.performance,
      numFmt: FMT.percent,
      width: 11,
      plant: ({ plant, index, at }) =>
        formula(
          blankUnless(
            `N(${at("reference")})>0`,
            `SUMPRODUCT(--ISNUMBER(${h.ref(index)}),${e.ref(index)})/${at("reference")}`,
          ),
          plant.metrics.pr,
        ),
      total: (t) => {
        const withPr = `--ISNUMBER(${t.column("pr")}),${t.column("reference")}`;
        return formula(
          blankUnless(
            `SUMPRODUCT(${withPr})>0`,
            `SUMPRODUCT(${withPr},${t.column("pr")})/SUMPRODUCT(${withPr})`,
          ),
          model.portfolio.metrics.pr,
        );
      },
    },
    {
      key: "reference",
      header: L.referenceYield,
      group: L.groups.audit,
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

/**
 * The PR at 25 °C straight from the Daily sheets (over the days with yield, irradiation and
 * cell temperature), with the plant's γ beside it. The portfolio's weighs every plant-day by its
 * own capacity and γ, which the Summary has no cells for: it is the report's value.
 */
export function temperatureColumns(model: ReportModel, d: RatioBlocks): SummaryColumn[] {
  const L = xlsxLabels(model.locale);
  const e = d.yield!;
  const h = d.irradiation;
  const t = d.temperature!;
  const all = (i: number) => `--ISNUMBER(${e.ref(i)}),--ISNUMBER(${h.ref(i)}),--ISNUMBER(${t.ref(i)})`;
  return [
    {
      key: "prTemperatureCorrected",
      header: L.prTemperature,
      group: L.groups.performance,
      numFmt: FMT.percent,
      width: 11,
      plant: ({ plant, index: i, at }) => {
        const reference = `${at("capacity")}*SUMPRODUCT(${all(i)},${h.ref(i)},1+${at("gamma")}*(${t.ref(i)}-25))`;
        return formula(
          blankUnless(
            `AND(N(${at("capacity")})>0,ISNUMBER(${at("gamma")}),SUMPRODUCT(${all(i)})>0)`,
            blankUnless(`${reference}<>0`, `SUMPRODUCT(${all(i)},${e.ref(i)})/(${reference})`),
          ),
          plant.metrics.prTemperatureCorrected,
        );
      },
      total: () => model.portfolio.metrics.prTemperatureCorrected,
    },
    {
      key: "gamma",
      header: L.temperatureCoefficient,
      group: L.groups.audit,
      numFmt: "0.0000",
      width: 12,
      plant: ({ plant }) => plant.temperatureCoefficient,
    },
  ];
}
