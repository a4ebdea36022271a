/**
 * The workbook side of the cross-output verdict check: reads a workbook's Summary, evaluates
 * every conditional-format rule on the figure cells against the target and watch-from cells
 * of their row (the cached values the file shows), and returns the verdict each cell's colour
 * stands for. Rules are the expression rules of render/xlsx/verdict-formats.ts; a cell that no
 * rule matches has no colour (null), two matching rules are an error.
 */
import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { CATALOGS, PSEUDO_LOCALE } from "../../src/i18n/index.js";
import type { Verdict, VerdictFigure } from "../../src/metrics/model.js";
import { VERDICT_FIGURES } from "../../src/metrics/model.js";
import { type XlsxLabels, xlsxLabels } from "../../src/render/xlsx/labels.js";
import { SUMMARY_HEADER_ROW } from "../../src/render/xlsx/summary-sheet.js";
import { VERDICT_FILLS } from "../../src/render/xlsx/verdict-formats.js";
import { cachedValues } from "./xlsx-cached.js";
import { evaluateRule } from "./xlsx-rule-eval.js";

export interface WorkbookVerdict {
  /** The plant's id, or "portfolio" for the portfolio row. */
  plantId: string;
  figure: VerdictFigure;
  verdictFromWorkbook: Verdict | null;
}

type Rule = { type: string; formulae?: string[]; style?: { fill?: { bgColor?: { argb?: string } } } };
type Formatting = { ref: string; rules: Rule[] };

const BY_FILL = new Map(Object.entries(VERDICT_FILLS).map(([v, rgb]) => [`FF${rgb}`, v as Verdict]));

function colNumber(letters: string): number {
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
}

/** The figure a formatting judges: the one whose "target" header heads the column its rules compare with. */
function figureOf(
  ws: ExcelJS.Worksheet,
  headerRow: number,
  rules: Rule[],
  L: XlsxLabels,
): VerdictFigure | null {
  const target = /\$([A-Z]+)\d+/.exec(rules[0]?.formulae?.[0] ?? "");
  if (!target) return null;
  const header = ws.getCell(headerRow, colNumber(target[1]!)).value;
  return VERDICT_FIGURES.find((f) => header === L.verdictTarget(f)) ?? null;
}

/** The workbook's language: the one whose "Plant" header heads the Summary. */
function labelsOf(ws: ExcelJS.Worksheet): XlsxLabels {
  const first = ws.getCell(SUMMARY_HEADER_ROW, 1).value;
  const found = [...Object.keys(CATALOGS), PSEUDO_LOCALE].map(xlsxLabels).find((L) => L.cols.plant === first);
  if (!found) throw new Error(`no catalog has the Summary header ${String(first)}`);
  return found;
}

export async function workbookVerdicts(path: string): Promise<WorkbookVerdict[]> {
  const bytes = new Uint8Array(await readFile(path));
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer);
  // The Summary is the first sheet, whatever its name in the workbook's language.
  const ws = wb.worksheets[0];
  if (!ws) throw new Error(`${path} has no sheet`);
  const shown = cachedValues(bytes, ws.name);
  const L = labelsOf(ws);
  const headerRow = SUMMARY_HEADER_ROW;
  const idCol = (ws.getRow(headerRow).values as unknown[]).indexOf(L.cols.plantId);
  const out: WorkbookVerdict[] = [];
  const formattings = (ws as unknown as { conditionalFormattings: Formatting[] }).conditionalFormattings;
  for (const cf of formattings) {
    const figure = figureOf(ws, headerRow, cf.rules, L);
    if (!figure) continue;
    // One range, or several (space-separated sqref): the rule's references are relative to the first row of the first.
    const ranges = cf.ref.split(" ").map((r) => /^[A-Z]+(\d+)(?::[A-Z]+(\d+))?$/.exec(r)!);
    const first = Number(ranges[0]![1]);
    const rows = ranges.flatMap(([, a, b]) =>
      Array.from({ length: Number(b ?? a) - Number(a) + 1 }, (_, k) => Number(a) + k),
    );
    for (const row of rows) {
      const value = (ref: string) => shown.get(ref) ?? null;
      const matched = cf.rules.filter((r) => evaluateRule(r.formulae![0]!, row - first, value));
      if (matched.length > 1) throw new Error(`${cf.ref} row ${row}: ${matched.length} rules match`);
      const fill = matched[0]?.style?.fill?.bgColor?.argb;
      const name = ws.getCell(row, 1).value;
      out.push({
        plantId: name === L.portfolio ? "portfolio" : String(ws.getCell(row, idCol).value),
        figure,
        verdictFromWorkbook: fill ? (BY_FILL.get(fill) ?? null) : null,
      });
    }
  }
  return out;
}
