/**
 * The Bridge sheet: for the portfolio and every plant with a bridge, the steps budget →
 * weather → availability → curtailment → performance → actual → export loss → metered
 * (linked to the Summary's bridge columns; the money column ends at the revenue), and the
 * columns a waterfall draws from (bridge-parts.ts): an invisible base and visible totals,
 * rises and falls.
 */
import type { Style, Worksheet } from "exceljs";
import type { BudgetBridge, ReportModel } from "../../metrics/model.js";
import { type BridgeParts, bridgeAxisScale } from "./bridge-axis.js";
import { type BridgeStep, bridgeKey, bridgeKwh } from "./bridge-columns.js";
import { bridgeParts, PARTS, type Part, partFormula, shownSteps } from "./bridge-parts.js";
import { bridgePages, BRIDGE_HEADER_HEIGHT as HEADER_HEIGHT } from "./bridge-print.js";
import { blankUnless, cellRef, quoteSheet } from "./cells.js";
import type { ChartSpec } from "./chart/types.js";
import { type XlsxLabels, xlsxLabels } from "./labels.js";
import { currencyFormat, FMT, HEADER_FONT, solidFill, TITLE_FONT } from "./styles.js";
import type { SummaryBlock } from "./summary-sheet.js";
import { attachBody } from "./writer/sheet-bodies.js";
import { type BodyValue, SheetBody } from "./writer/sheet-body.js";

const COLOURS: Record<Exclude<Part, "base">, string> = { total: "1F4E79", up: "27AE60", down: "C0392B" };
/** Data labels: a rise with its sign, a fall (drawn as its size) with a minus, so each label reads as the step. */
const LABEL_FORMATS: Record<Exclude<Part, "base">, string> = {
  total: FMT.kwh,
  up: `+${FMT.kwh}`,
  down: `-${FMT.kwh}`,
};

const LABEL_STYLES: Record<Exclude<Part, "base">, { color: string; box?: boolean }> = {
  total: { color: "FFFFFF" },
  up: { color: "1F2933", box: true },
  down: { color: "1F2933", box: true },
};

export interface BridgeBlock {
  who: string;
  sheet: string;
  firstRow: number;
  lastRow: number;
  steps: BridgeStep[];
  cache: BridgeParts;
}

interface BlockSpec {
  sheet: string;
  who: string;
  bridge: BudgetBridge;
  link: (step: BridgeStep, value: boolean) => string;
  currency: string;
  L: XlsxLabels;
}

/** A formula and its cached result ("" shows an empty cell), as cells.ts's `formula`. */
function figure(text: string, result: number | null): BodyValue {
  return { formula: text, result: result === null ? "" : result };
}

/** The styles of the Bridge's cells, one object each (sheet-body.ts), as exceljs gave them. */
interface BlockStyles {
  title: Partial<Style>;
  header: Partial<Style>[];
  plain: Partial<Style>;
  figure: Partial<Style>[];
}

function blockStyles(fill: string, currency: string): BlockStyles {
  const numFmt = (c: number) => (c === 3 ? currencyFormat(currency) : c >= 2 ? FMT.kwh : undefined);
  const columns = [1, 2, 3, 4, 5, 6, 7];
  return {
    title: { font: TITLE_FONT },
    // As styleHeaderRow: accent fill, white bold text, wrapped; the step column left-aligned.
    header: columns.map((c) => ({
      ...(numFmt(c) ? { numFmt: numFmt(c) } : {}),
      font: HEADER_FONT,
      fill: solidFill(fill),
      alignment: { vertical: "middle", horizontal: c === 1 ? "left" : "center", wrapText: true },
    })),
    plain: {},
    figure: columns.map((c) => (numFmt(c) ? { numFmt: numFmt(c) } : {})),
  };
}

function writeBlock(body: SheetBody, start: number, spec: BlockSpec, st: BlockStyles): BridgeBlock {
  const { who, bridge: b, link: links } = spec;
  body.startRow(start);
  body.cell(1, who, st.title);
  body.endRow();
  const header = start + 1;
  const c = spec.L.bridgeColumns;
  body.startRow(header);
  [c.step, c.kwh, spec.currency, c.base, c.total, c.up, c.down].forEach((text, j) => {
    body.cell(j + 1, text, st.header[j]!);
  });
  body.endRow(HEADER_HEIGHT);
  const steps = shownSteps(b);
  const cache = bridgeParts(b);
  const first = header + 1;
  steps.forEach((step, k) => {
    body.startRow(first + k);
    body.cell(1, spec.L.bridgeSteps[step], st.plain);
    body.cell(2, figure(links(step, false), bridgeKwh(b, step)), st.figure[1]!);
    body.cell(3, figure(links(step, true), b.value?.[step] ?? null), st.figure[2]!);
    PARTS.forEach((part, j) => {
      const f = partFormula(part, steps, k, first);
      // A step a series does not draw: an empty cell in the column's format.
      if (f === null) body.empty(4 + j, st.figure[3 + j]!);
      else body.cell(4 + j, figure(f, cache[part][k] ?? null), st.figure[3 + j]!);
    });
    body.endRow();
  });
  return { who, sheet: spec.sheet, firstRow: first, lastRow: first + steps.length - 1, steps, cache };
}

/** The Bridge sheet's blocks: the portfolio's first, then each plant's with a bridge (by plant index). */
export function fillBridgeSheet(
  ws: Worksheet,
  model: ReportModel,
  summary: SummaryBlock,
  fill: string,
  record = false,
) {
  const L = xlsxLabels(model.locale);
  // Every row of the sheet is written straight to XML (sheet-body.ts): at 2,000 plants it holds
  // some 22,000 rows. exceljs keeps its columns.
  const body = new SheetBody(record);
  const styles = blockStyles(fill, model.currency);
  ws.getColumn(1).width = 24;
  for (let c = 2; c <= 7; c++) ws.getColumn(c).width = 15;
  ws.getColumn(2).numFmt = FMT.kwh;
  ws.getColumn(3).numFmt = currencyFormat(model.currency);
  for (let c = 4; c <= 7; c++) ws.getColumn(c).numFmt = FMT.kwh;
  const link = (row: number) => (step: BridgeStep, value: boolean) => {
    const at = `${quoteSheet(summary.sheet)}!${cellRef(row, summary.col(bridgeKey(step, value)))}`;
    return blankUnless(`ISNUMBER(${at})`, at);
  };
  const place = bridgePages(ws);
  let row = 1;
  if (model.portfolio.bridge) place(row, model.portfolio.bridge);
  const portfolio = model.portfolio.bridge
    ? writeBlock(
        body,
        row,
        {
          sheet: ws.name,
          who: L.portfolio,
          bridge: model.portfolio.bridge,
          link: link(summary.totalRow),
          currency: model.currency,
          L,
        },
        styles,
      )
    : null;
  if (portfolio) row = portfolio.lastRow + 3;
  const plants = new Map<number, BridgeBlock>();
  model.plants.forEach((p, i) => {
    if (!p.bridge) return;
    place(row, p.bridge);
    const block = writeBlock(
      body,
      row,
      {
        sheet: ws.name,
        who: p.name,
        bridge: p.bridge,
        link: link(summary.firstRow + i),
        currency: model.currency,
        L,
      },
      styles,
    );
    plants.set(i, block);
    row = block.lastRow + 3;
  });
  attachBody(ws, body);
  return { portfolio, plants };
}

/**
 * The waterfall: stacked columns over an invisible base, totals navy, rises green, falls red.
 * The value axis starts a little under the lowest level the bars reach (as the PDF's bridge),
 * so the weather, availability and performance steps are readable next to the budget; the
 * axis's own title says it does not start at 0, and the chart's title stays one line. Labels
 * contrast with their bars: white on the navy totals, dark on a white box for the steps (a
 * small step's label sits beside its sliver of a bar).
 */
export function bridgeChart(block: BridgeBlock, month: string, L: XlsxLabels): ChartSpec {
  const range = (col: number) => ({
    sheet: block.sheet,
    firstRow: block.firstRow,
    lastRow: block.lastRow,
    firstCol: col,
    lastCol: col,
  });
  const steps = block.steps.map((s) => L.bridgeSteps[s]);
  const c = L.bridgeColumns;
  const names: Record<Part, string> = { base: c.base, total: c.total, up: c.up, down: c.down };
  const scale = bridgeAxisScale(block.cache);
  return {
    title: L.bridgeTitle(block.who, month),
    categoryAxis: {},
    valueAxis: {
      title: scale.min > 0 ? L.bridgeAxisBreak(scale.min) : L.units.kwh,
      numFmt: FMT.kwh,
      ...scale,
    },
    legend: "bottom",
    grouping: "stacked",
    gapWidth: 25,
    // The base column is hidden on the sheet (bridge-print.ts); the waterfall stands on it.
    plotHidden: true,
    series: PARTS.map((part, j) => ({
      name: names[part],
      type: "column" as const,
      categories: range(1),
      categoryCache: steps,
      values: range(4 + j),
      valueCache: block.cache[part],
      ...(part === "base"
        ? { invisible: true }
        : { color: COLOURS[part], labels: { numFmt: LABEL_FORMATS[part], ...LABEL_STYLES[part] } }),
    })),
  };
}
