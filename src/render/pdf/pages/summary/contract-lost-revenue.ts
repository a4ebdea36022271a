/**
 * The summary's lost revenue by cause for the report month (manifest
 * `plants[].contract.lostRevenueByCause`), a plant a row and a cause a column, with the scope's
 * sums (`contract.lostRevenueByCause` of the client or portfolio) as the total row.
 */
import type { ContractSums } from "../../../../metrics/contract-model.js";
import { type DocCtx, ensureSpace, heading } from "../context.js";
import { NONE } from "../format.js";
import { type Column, drawTable, fitColumns, keepTable, type Row, sizeColumns } from "./contract-table.js";
import type { WithContract } from "./contracts.js";

/** The table's columns (sized by their headers) and rows: a plant a row, a cause a column. */
export function lostRevenueTable(
  ctx: DocCtx,
  plants: WithContract[],
  sums: ContractSums,
): { columns: Column[]; rows: Row[] } {
  const { fmt } = ctx;
  // The model's order: the contractor, the excluded categories, curtailment, performance.
  const causes = Object.keys(sums.lostRevenueByCause);
  const designed: Column[] = fitColumns([
    { title: fmt.t("pack.column.plant"), width: 110, align: "left" },
    ...causes.map((cause) => ({
      title: fmt.t("pdf.contract.cause", { cause }),
      width: 70,
      align: "right" as const,
    })),
  ]);
  const money = (v: number | undefined) => (v === undefined ? NONE : fmt.currency(v));
  const rows: Row[] = plants.map((p) => ({
    cells: [{ text: p.name }, ...causes.map((c) => ({ text: money(p.contract.lostRevenueByCause?.[c]) }))],
  }));
  rows.push({
    total: true,
    cells: [
      { text: fmt.t("pack.contract.total", { count: sums.plants }) },
      ...causes.map((c) => ({ text: money(sums.lostRevenueByCause[c]) })),
    ],
  });
  return { columns: sizeColumns(ctx, designed, rows), rows };
}

export function drawLostRevenue(ctx: DocCtx, plants: WithContract[], sums: ContractSums): void {
  if (Object.keys(sums.lostRevenueByCause).length === 0) return;
  const title = ctx.fmt.t("pdf.contract.lostRevenue", { month: ctx.fmt.monthYear(ctx.model.month) });
  const { columns, rows } = lostRevenueTable(ctx, plants, sums);
  // Heading, header and rows kept together (keep-block.ts).
  keepTable(ctx, 18, columns, rows);
  ensureSpace(ctx, 18 + 24 + 3 * 13);
  heading(ctx, title);
  drawTable(ctx, columns, rows, title);
  ctx.y += 14;
}
