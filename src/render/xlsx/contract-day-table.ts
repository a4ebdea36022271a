/**
 * A plant's days in a Contract sheet: each day's yield E, availability loss L and the model's
 * split of that loss among the causes (DESIGN.md "Contracts and guarantees": the events'
 * hours × share per category, the contractor's without an event), the loss not excluded as a
 * live formula, and what the PR guarantee needs: H, T, whether an excluded event leaves the
 * day out, and the day's temperature-corrected reference yield as a live formula.
 */
import type { CellValue, Worksheet } from "exceljs";
import type { ContractWorkingDay, ContractWorkings } from "../../metrics/contract-model.js";
import { colName, excelDate, formula } from "./cells.js";
import type { At } from "./contract-lines.js";
import type { XlsxLabels } from "./labels.js";
import { FMT, styleHeaderRow } from "./styles.js";

interface DayColumn {
  key: string;
  header: string;
  numFmt?: string;
  width?: number;
  value: (d: ContractWorkingDay, cell: (key: string) => string) => CellValue;
}

export interface DayTable {
  /** the first and last day rows */
  first: number;
  last: number;
  /** `$B$20:$B$385`: a column's day cells, absolute */
  range: (key: string) => string;
  rows: number;
}

const numberOrNull = (x: number | null | undefined) => x ?? null;

/** The loss's causes over all the contract's plants: the contractor, the excluded, then the others seen. */
export function contractCauses(workings: readonly ContractWorkings[]): string[] {
  const excluded = workings[0]?.terms.availability?.excluded ?? [];
  const seen = new Set(workings.flatMap((w) => w.days.flatMap((d) => Object.keys(d.lossByCause))));
  const others = [...seen].filter((c) => c !== "contractor" && !excluded.includes(c)).sort();
  return ["contractor", ...excluded, ...others];
}

function eventsOn(w: ContractWorkings, date: string, L: XlsxLabels): string | null {
  const on = w.events.filter((e) => e.start < `${date}T24:00` && e.end > `${date}T00:00`);
  return on.map((e) => e.reference ?? L.contract.cause(e.category)).join(", ") || null;
}

function prColumns(w: ContractWorkings, at: At, L: XlsxLabels): DayColumn[] {
  const C = L.contract;
  if (!w.terms.pr) return [];
  const reference = (cell: (k: string) => string) => {
    const [e, h, t, x] = ["yield", "h", "t", "excludedEvent"].map(cell) as [string, string, string, string];
    const known = `ISNUMBER(${e}),ISNUMBER(${h}),ISNUMBER(${t}),ISNUMBER(${at("p0")}),ISNUMBER(${at("gamma")})`;
    return `IF(AND(${known},${x}<>1),${at("p0")}*${h}*(1+${at("gamma")}*(${t}-${at("t.tRef")})),"")`;
  };
  return [
    { key: "h", header: C.colIrradiation, numFmt: FMT.irradiation, value: (d) => d.irradiationKwhM2 },
    { key: "t", header: C.colTemperature, numFmt: FMT.temperature, value: (d) => d.cellTemperatureC },
    {
      key: "excludedEvent",
      header: C.colExcludedEvent,
      numFmt: "0",
      value: (d) => (d.prExcludedEvent ? 1 : null),
    },
    {
      key: "reference",
      header: C.colReference,
      numFmt: FMT.kwhDaily,
      value: (d, cell) => formula(reference(cell), d.prReferenceKwh),
    },
  ];
}

function columns(w: ContractWorkings, causes: readonly string[], at: At, L: XlsxLabels): DayColumn[] {
  const C = L.contract;
  const excluded = w.terms.availability?.excluded ?? [];
  return [
    { key: "date", header: L.cols.date, numFmt: FMT.date, width: 12, value: (d) => excelDate(d.date) },
    { key: "yield", header: C.colYield, numFmt: FMT.kwhDaily, value: (d) => d.yieldKwh },
    { key: "loss", header: C.colLoss, numFmt: FMT.kwhDaily, value: (d) => d.lossKwh },
    ...causes.map(
      (c): DayColumn => ({
        key: `cause:${c}`,
        header: C.colCause(c),
        numFmt: FMT.kwhDaily,
        value: (d) => numberOrNull(d.lossByCause[c]),
      }),
    ),
    {
      key: "notExcluded",
      header: C.colContractorLoss,
      numFmt: FMT.kwhDaily,
      value: (d, cell) => {
        const minus = excluded.map((c) => cell(`cause:${c}`));
        const expr = minus.length === 0 ? cell("loss") : `${cell("loss")}-SUM(${minus.join(",")})`;
        return formula(`IF(ISNUMBER(${cell("loss")}),${expr},"")`, d.notExcludedLossKwh);
      },
    },
    { key: "events", header: C.colEvents, width: 16, value: (d) => eventsOn(w, d.date, L) },
    ...prColumns(w, at, L),
    ...(w.terms.availability?.scheme === "priceAdjustment"
      ? [
          {
            key: "meter",
            header: C.colMeter,
            numFmt: FMT.kwhDaily,
            value: (d: ContractWorkingDay) => d.meterYieldTotalKwh,
          },
        ]
      : []),
  ];
}

/** Writes the day table's header at `header` and the days under it. */
export function writeDayTable(
  ws: Worksheet,
  header: number,
  w: ContractWorkings,
  causes: readonly string[],
  at: At,
  L: XlsxLabels,
  fill: string,
): DayTable {
  const cols = columns(w, causes, at, L);
  const letter = new Map(cols.map((c, i) => [c.key, colName(i + 1)]));
  const first = header + 1;
  const last = header + w.days.length;
  ws.getRow(header).values = cols.map((c) => c.header);
  styleHeaderRow(ws, header, 1, cols.length, fill);
  ws.getRow(header).height = 48;
  w.days.forEach((d, i) => {
    const row = first + i;
    const cell = (key: string) => `${letter.get(key)}${row}`;
    cols.forEach((c, j) => {
      const target = ws.getCell(row, j + 1);
      target.value = c.value(d, cell);
      if (c.numFmt) target.numFmt = c.numFmt;
    });
  });
  return {
    first,
    last,
    rows: w.days.length,
    range: (key) => {
      const l = letter.get(key);
      if (l === undefined) throw new Error(`Contract sheet: no day column ${key}`);
      return `$${l}$${first}:$${l}$${last}`;
    },
  };
}
