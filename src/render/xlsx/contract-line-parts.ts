/**
 * What a plant's contract lines share (contract-plant-lines.ts): the inputs, a guarantee's
 * period, the day mask of a period, a price that falls back on the tariff, and the cap.
 */
import type {
  ContractAvailability,
  ContractPr,
  ContractWorkings,
  PlantContract,
} from "../../metrics/contract-model.js";
import type { PlantReport } from "../../metrics/model.js";
import { blankUnless, excelDate, formula } from "./cells.js";
import type { DayTable } from "./contract-day-table.js";
import type { At, Line } from "./contract-lines.js";
import type { XlsxLabels } from "./labels.js";
import { FMT } from "./styles.js";

export const KWH = FMT.kwhDaily;
export const RATIO = "0.0000%";

export interface PlantLinesInput {
  plant: PlantReport;
  contract: PlantContract;
  w: ContractWorkings;
  days: DayTable;
  causes: readonly string[];
  L: XlsxLabels;
  currency: string;
}

export function periodLines(p: "a" | "p", g: ContractAvailability | ContractPr, L: XlsxLabels): Line[] {
  const C = L.contract;
  return [
    { key: `${p}From`, label: C.periodFrom, value: () => excelDate(g.periodFrom), numFmt: FMT.date },
    { key: `${p}To`, label: C.periodTo, value: () => excelDate(g.periodTo), numFmt: FMT.date },
    {
      key: `${p}Settles`,
      label: C.settlesOn,
      value: () => excelDate(g.settlesOn),
      numFmt: FMT.date,
      note: C.status(g.provisional),
    },
  ];
}

/** (date in the period) as a 0/1 array over the plant's days. */
export const inPeriod = (p: "a" | "p", at: At, d: DayTable) =>
  `(${d.range("date")}>=${at(`${p}From`)})*(${d.range("date")}<=${at(`${p}To`)})`;

/** The damages after the cap: the cap cell may be empty (no cap). */
export function cappedLine(
  key: string,
  before: string,
  cap: string,
  label: string,
  value: number | null,
  fmt: string,
  decimals: number,
): Line {
  return {
    key,
    label,
    numFmt: fmt,
    value: (at) =>
      formula(
        blankUnless(
          `ISNUMBER(${at(before)})`,
          `ROUND(IF(ISNUMBER(${at(cap)}),MIN(${at(before)},${at(cap)}),${at(before)}),${decimals})`,
        ),
        value,
      ),
  };
}

/** A price per kWh: the term's, or the plant's tariff. */
export function priceLine(
  key: string,
  term: string,
  value: number | null,
  L: XlsxLabels,
  currency: string,
): Line {
  return {
    key,
    label: L.contract.priceUsed(currency),
    numFmt: FMT.tariff,
    value: (at) =>
      formula(
        `IF(ISNUMBER(${at(term)}),${at(term)},IF(ISNUMBER(${at("tariff")}),${at("tariff")},""))`,
        value,
      ),
  };
}
