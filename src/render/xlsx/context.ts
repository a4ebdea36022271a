/** What every workbook builder shares: the model, the workbook, sheet names and the charts to insert. */
import type { Workbook, Worksheet } from "exceljs";
import type { DailyRow, ReportModel } from "../../metrics/model.js";
import { excelDate } from "./cells.js";
import type { ChartPlacement } from "./chart/types.js";
import { type DailyBlock, type DailySpec, fillDailySheet } from "./daily-sheet.js";
import { localizeChartFormats } from "./format-locale.js";
import { type XlsxLabels, xlsxLabels } from "./labels.js";
import { SheetNames } from "./sheet-names.js";
import { accentRgb, FMT } from "./styles.js";

export interface WorkbookOptions {
  /** Per-plant chart sheets while the portfolio has at most this many plants. */
  perPlantSheetLimit: number;
  /** Keep the cells of the sheets written straight to XML readable too (sheet-body.ts; the bench's dump). */
  recordBodies?: boolean;
}

export class BuildContext {
  readonly names: SheetNames;
  /** The workbook's words, in the definition's locale. */
  readonly L: XlsxLabels;
  readonly placements: ChartPlacement[] = [];
  /** Header fill: a dark navy that keeps white text readable whatever the accent colour. */
  readonly fill = "1F3B57";
  /** The definition's accent colour (tabs, the first chart series). */
  readonly accent: string;
  /** Excel date serials of the month's days (chart categories). */
  readonly dateSerials: number[];

  constructor(
    readonly wb: Workbook,
    readonly model: ReportModel,
    readonly options: WorkbookOptions,
  ) {
    this.L = xlsxLabels(model.locale);
    this.names = new SheetNames(this.L.sheets.fallback);
    this.accent = accentRgb(model.branding.accentColor);
    this.dateSerials = model.dates.map(excelDate);
  }

  /**
   * A sheet that prints whole and readable: landscape A4, the table one page wide and as many
   * pages tall as it needs. `fitToPage` (sheetPr/pageSetUpPr, ISO/IEC 29500-1 §18.3.1.65) must be
   * set for a reader to apply fitToWidth/fitToHeight at all: without it LibreOffice prints at
   * 100 % and cuts a chart across pages.
   */
  sheet(wanted: string, tabColor?: string): Worksheet {
    const name = this.names.claim(wanted);
    const ws = this.wb.addWorksheet(
      name,
      tabColor ? { properties: { tabColor: { argb: `FF${tabColor}` } } } : {},
    );
    ws.pageSetup = { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
    return ws;
  }

  /** A sheet of a few figures above its charts (a plant's): one portrait A4 page, whole. */
  chartSheet(wanted: string): Worksheet {
    const ws = this.sheet(wanted);
    ws.pageSetup = { paperSize: 9, orientation: "portrait", fitToPage: true, fitToWidth: 1, fitToHeight: 1 };
    return ws;
  }

  /** A sheet that prints as one landscape A4 page (the chart sheets: what README images and decks show). */
  onePageSheet(wanted: string): Worksheet {
    const ws = this.sheet(wanted, this.accent);
    ws.pageSetup = { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 1 };
    return ws;
  }

  /**
   * A wide table sheet printed landscape over `pagesWide` pages side by side, each repeating
   * the plant column and the header rows, so the print stays legible.
   */
  wideSheet(wanted: string, pagesWide = 1, titleRows?: string): Worksheet {
    const ws = this.sheet(wanted, this.accent);
    ws.pageSetup = {
      paperSize: 9,
      orientation: "landscape",
      fitToPage: true,
      fitToWidth: pagesWide,
      fitToHeight: 0,
      ...(pagesWide > 1 ? { printTitlesColumn: "A:A" } : {}),
      ...(titleRows ? { printTitlesRow: titleRows } : {}),
    };
    return ws;
  }

  /** A Daily sheet (date × plant) of one field. */
  daily(
    name: string,
    unit: string,
    numFmt: string,
    value: (r: DailyRow) => number | null,
    estimate?: DailySpec["estimate"],
  ): DailyBlock {
    return fillDailySheet(
      this.sheet(name),
      this.model,
      { unit, numFmt, value, ...(estimate ? { estimate } : {}) },
      this.fill,
      this.options.recordBodies === true,
    );
  }

  /** The Daily irradiation sheet every workbook weights with. */
  dailyIrradiation(): DailyBlock {
    return this.daily(
      this.L.sheets.dailyIrradiation,
      this.L.units.kwhPerM2,
      FMT.irradiation,
      (r) => r.irradiationKwhM2,
    );
  }

  /**
   * Puts a chart on a sheet, without the series that have no value to draw (a failed plant,
   * a plant without data): a series over an empty range draws nothing and misleads a reader
   * who looks for it. A chart left with no series is not placed. Returns whether it was.
   * Its formats are tagged with the report's locale (format-locale.ts).
   */
  place(sheet: string, chart: ChartPlacement["chart"], row: number, col = 0, rows = 20, cols = 12): boolean {
    const series = chart.series.filter((s) => s.valueCache.some((v) => v !== null && Number.isFinite(v)));
    if (series.length === 0 || series.every((s) => s.invisible)) return false;
    this.placements.push({
      sheet,
      chart: localizeChartFormats({ ...chart, series }, this.model.locale),
      from: { col, row },
      to: { col: col + cols, row: row + rows },
    });
    return true;
  }
}
