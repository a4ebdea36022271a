/**
 * A Contract sheet per contract (issue #34, DESIGN.md "Contracts and guarantees"): whether
 * its figures are provisional, the terms as input cells, the events as a filterable table,
 * then per plant its data, each guarantee's workings as live formulas and the period's days
 * with the loss split among causes, so an owner and a contractor can both check the money
 * by hand. Printed landscape, one page wide, the title and the status on every page.
 */
import type { Worksheet } from "exceljs";
import type { ContractWorkings, PlantContract } from "../../metrics/contract-model.js";
import type { PlantReport } from "../../metrics/model.js";
import type { BuildContext } from "./context.js";
import { contractCauses, writeDayTable } from "./contract-day-table.js";
import { writeEvents } from "./contract-events.js";
import { atOf, lineRows, writeLines } from "./contract-lines.js";
import { plantLines } from "./contract-plant-lines.js";
import { termsLines } from "./contract-terms-lines.js";
import { TITLE_FONT } from "./styles.js";

const STATUS_ROW = 2;
const PROVISIONAL_COLOUR = "B26A00";

export interface ContractPlantEntry {
  plant: PlantReport;
  contract: PlantContract;
  w: ContractWorkings;
}

/** The plants of each contract, in the report's order, by the contract's name. */
export function contractsOf(plants: readonly PlantReport[]): Map<string, ContractPlantEntry[]> {
  const out = new Map<string, ContractPlantEntry[]>();
  for (const plant of plants) {
    const contract = plant.contract;
    const w = plant.contractWorkings;
    if (plant.status !== "ok" || !contract || !w || w.days.length === 0) continue;
    out.set(contract.name, [...(out.get(contract.name) ?? []), { plant, contract, w }]);
  }
  return out;
}

/** The first day a provisional period settles, or null when every period shown has ended. */
function firstSettlement(entries: readonly ContractPlantEntry[]): string | null {
  const days = entries.flatMap(({ contract: c }) =>
    [c.availability, c.pr].flatMap((g) => (g?.provisional ? [g.settlesOn] : [])),
  );
  return days.length === 0 ? null : days.sort()[0]!;
}

function status(ws: Worksheet, ctx: BuildContext, entries: readonly ContractPlantEntry[]): void {
  const C = ctx.L.contract;
  const settles = firstSettlement(entries);
  const cell = ws.getCell(STATUS_ROW, 1);
  cell.value = settles === null ? C.settled : C.provisional(ctx.L.f.date(settles));
  cell.font = { bold: true, ...(settles === null ? {} : { color: { argb: `FF${PROVISIONAL_COLOUR}` } }) };
  ws.getCell(STATUS_ROW + 1, 1).value = C.howTo;
  ws.getCell(STATUS_ROW + 1, 1).font = { italic: true };
}

function fillContractSheet(
  ws: Worksheet,
  ctx: BuildContext,
  name: string,
  entries: ContractPlantEntry[],
): void {
  const { L, model } = ctx;
  const terms = entries[0]!.w.terms;
  ws.getCell(1, 1).value = L.contract.title(name, L.f.month(model.month));
  ws.getCell(1, 1).font = TITLE_FONT;
  status(ws, ctx, entries);
  const tLines = termsLines(terms, L, model.currency);
  const tRows = lineRows(tLines, 5);
  let row = writeLines(ws, 5, tLines, atOf(tRows)) + 1;
  row = writeEvents(ws, row, entries, ctx) + 1;
  const causes = contractCauses(entries.map((e) => e.w));
  for (const { plant, contract, w } of entries) {
    // The plant's lines, then its day table: the lines' rows are known before the days are
    // written, and the days' rows before the lines' formulas are.
    const probe = plantLines({ plant, contract, w, causes, L, currency: model.currency, days: NO_DAYS });
    const pRows = lineRows(probe, row);
    const at = atOf(pRows, tRows);
    const header = row + probe.length + 2;
    ws.getCell(header - 1, 1).value = L.contract.days(plant.name);
    ws.getCell(header - 1, 1).font = { bold: true, size: 12 };
    const days = writeDayTable(ws, header, w, causes, at, L, ctx.fill);
    writeLines(ws, row, plantLines({ plant, contract, w, causes, L, currency: model.currency, days }), at);
    row = days.last + 3;
  }
  // The events table's plant name, date-times and category are the widest cells.
  const widths: Record<number, number> = { 1: 22, 2: 17, 3: 17, 4: 22 };
  for (let c = 1; c <= ws.columnCount; c++) ws.getColumn(c).width = widths[c] ?? 14;
  ws.pageSetup = { ...ws.pageSetup, printTitlesRow: `1:${STATUS_ROW}` };
}

/** Stands in for the day table while the lines are only counted. */
const NO_DAYS = { first: 0, last: 0, rows: 0, range: () => "" };

/** One sheet per contract; none without contracts. */
export function addContractSheets(ctx: BuildContext): number {
  const contracts = contractsOf(ctx.model.plants);
  for (const [name, entries] of contracts)
    fillContractSheet(ctx.sheet(ctx.L.contract.sheet(name)), ctx, name, entries);
  return contracts.size;
}
