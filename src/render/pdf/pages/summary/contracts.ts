/**
 * The summary's contract money (DESIGN.md "Contracts and guarantees"): per plant with a
 * contract its contract, contractual availability against the guaranteed one and PR measured
 * against guaranteed (each with the model's verdict `met` as a dot), each guarantee's damages
 * and the total to date, with the periods ("provisional" and the day they settle) under the
 * row; then the report month's lost revenue by cause. The total rows are the model's
 * `contract` sums of the scope (clients[].contract, portfolio.contract), which are the sums of
 * the rounded plant figures above them. Nothing when no plant of the scope has a contract.
 */
import type { ContractPeriod, ContractSums, PlantContract } from "../../../../metrics/contract-model.js";
import type { PlantReport } from "../../../../metrics/model.js";
import { type DocCtx, ensureSpace, heading, text, textHeight } from "../context.js";
import { NONE } from "../format.js";
import { linesOf } from "../keep-block.js";
import { dotLegend } from "../table-parts.js";
import { COLORS, CONTENT_WIDTH, PAGE, SIZES } from "../theme.js";
import { drawLostRevenue } from "./contract-lost-revenue.js";
import {
  type Cell,
  type Column,
  drawTable,
  fitColumns,
  keepTable,
  type Row,
  sizeColumns,
} from "./contract-table.js";
import type { SummaryScope } from "./scope.js";

export type WithContract = PlantReport & { contract: PlantContract };

const MET_COLOR = { true: COLORS.green, false: COLORS.red, null: COLORS.neutral } as const;

/** The scope's ok plants with a contract, in report order. */
export function contractPlants(scope: SummaryScope): WithContract[] {
  return scope.plants.filter((p): p is WithContract => p.status === "ok" && p.contract != null);
}

function columns(ctx: DocCtx): Column[] {
  const t = ctx.fmt.t;
  return fitColumns([
    { title: t("pack.column.plant"), width: 100, align: "left" },
    { title: t("pack.contract.column.contract"), width: 80, align: "left" },
    {
      title: t("pack.column.availability"),
      unit: t("pack.contract.column.availability"),
      width: 86,
      align: "right",
    },
    {
      title: t("pack.contract.column.damages"),
      unit: t("pack.column.availability"),
      width: 62,
      align: "right",
    },
    { title: t("pack.column.pr"), unit: t("pack.contract.column.pr"), width: 86, align: "right" },
    { title: t("pack.contract.column.damages"), unit: t("pack.column.pr"), width: 62, align: "right" },
    {
      title: t("pack.contract.column.damages"),
      unit: t("pack.contract.column.toDate"),
      width: 68,
      align: "right",
    },
  ]);
}

function judged(
  ctx: DocCtx,
  value: number | null,
  guaranteed: number,
  met: boolean | null | undefined,
): Cell {
  const pct = (v: number | null) => (v === null ? NONE : ctx.fmt.percent(v));
  return { text: `${pct(value)} / ${pct(guaranteed)}`, dot: MET_COLOR[`${met ?? null}`] };
}

function periodNote(ctx: DocCtx, c: PlantContract): string {
  const { fmt } = ctx;
  const line = (guarantee: "availability" | "pr", p: ContractPeriod) =>
    fmt.t("pdf.contract.period", {
      guarantee,
      from: fmt.day(p.periodFrom),
      to: fmt.day(p.periodTo),
      state: p.provisional ? "provisional" : "settled",
      settles: fmt.day(p.settlesOn),
    });
  return [
    ...(c.availability ? [line("availability", c.availability)] : []),
    ...(c.pr ? [line("pr", c.pr)] : []),
  ].join(" · ");
}

function plantRow(ctx: DocCtx, p: WithContract): Row {
  const { fmt } = ctx;
  const c = p.contract;
  const a = c.availability;
  const pr = c.pr;
  const none = { text: NONE };
  return {
    cells: [
      { text: p.name },
      { text: c.name },
      a ? judged(ctx, a.contractual, a.guaranteed, a.met) : none,
      a ? { text: fmt.currency(a.damages) } : none,
      pr ? judged(ctx, pr.measured, pr.guaranteed, pr.met) : none,
      pr ? { text: fmt.currency(pr.damages) } : none,
      { text: fmt.currency(c.damages) },
    ],
    note: periodNote(ctx, c) || undefined,
  };
}

function totalRow(ctx: DocCtx, sums: ContractSums): Row {
  const { fmt } = ctx;
  return {
    total: true,
    cells: [
      { text: fmt.t("pack.contract.total", { count: sums.plants }) },
      { text: "" },
      { text: "" },
      { text: fmt.currency(sums.availability.damages) },
      { text: "" },
      { text: fmt.currency(sums.pr.damages) },
      { text: fmt.currency(sums.damages) },
    ],
  };
}

const NOTE = { size: SIZES.small, color: COLORS.muted, width: CONTENT_WIDTH, wrap: true, lineGap: 0.5 };

const noteHeight = (ctx: DocCtx, s: string) => textHeight(ctx, s, NOTE) + 3;

function note(ctx: DocCtx, s: string): void {
  const h = noteHeight(ctx, s);
  ensureSpace(ctx, h);
  text(ctx, s, PAGE.margin, ctx.y, NOTE);
  ctx.y += h;
}

/** The table's columns (sized by their headers) and rows: the plants and the total. */
export function contractTable(
  ctx: DocCtx,
  plants: WithContract[],
  sums: ContractSums,
): { columns: Column[]; rows: Row[] } {
  const rows = [...plants.map((p) => plantRow(ctx, p)), totalRow(ctx, sums)];
  return { columns: sizeColumns(ctx, columns(ctx), rows), rows };
}

/** `mark` names the section where it starts (a bookmark, a line of the contents). */
export function drawContracts(ctx: DocCtx, scope: SummaryScope, mark: (title: string) => void): void {
  const sums = scope.summary.contract;
  const plants = contractPlants(scope);
  if (sums == null || plants.length === 0) return;
  const t = ctx.fmt.t;
  const { columns: cols, rows } = contractTable(ctx, plants, sums);
  const without = scope.plants.filter((p) => p.status === "ok" && p.contract == null);
  const notes = [t("pack.contract.rounding")];
  if (without.length > 0)
    notes.push(t("pack.contract.without", { names: without.map((p) => p.name).join(", ") }));
  // Heading, legend, header, rows and notes kept together (keep-block.ts).
  const noteParts = notes.map((s) => ({ height: noteHeight(ctx, s), lines: linesOf(ctx, s, NOTE) }));
  keepTable(ctx, 18 + 12, cols, rows, [
    { ...noteParts[0]!, height: noteParts[0]!.height + 4 },
    ...noteParts.slice(1),
  ]);
  ensureSpace(ctx, 18 + 12 + 24 + 3 * 22);
  const title = t("pack.contract.title");
  mark(title);
  heading(ctx, title, t("pack.contract.order"));
  dotLegend(ctx, [
    [MET_COLOR.true, t("pack.contract.met")],
    [MET_COLOR.false, t("pack.contract.missed")],
    [MET_COLOR.null, t("pdf.na")],
  ]);
  // The rounding footnote stays on the page of the table's last rows.
  drawTable(ctx, cols, rows, t("pack.contract.continued"), 4 + noteParts[0]!.height);
  ctx.y += 4;
  for (const s of notes) note(ctx, s);
  ctx.y += 10;
  drawLostRevenue(ctx, plants, sums);
}
