/**
 * A native Excel chart, described as data (DrawingML, ISO/IEC 29500-1 §21.2). The chart
 * writer turns it into XML parts; the workbook builders only describe what to draw.
 * Rows and columns are 1-based, as in Excel and exceljs.
 */

/** A rectangular block of cells on one sheet (a single row or a single column for series data). */
export interface CellRange {
  sheet: string;
  firstRow: number;
  firstCol: number;
  lastRow: number;
  lastCol: number;
}

export interface CellRef {
  sheet: string;
  row: number;
  col: number;
}

export type SeriesType = "column" | "bar" | "line";

export interface ChartSeries {
  /** The series name as shown in the legend (also the cached value of `nameRef`). */
  name: string;
  /** Cell that holds the name, so the legend follows the sheet. */
  nameRef?: CellRef;
  type: SeriesType;
  categories: CellRange;
  /**
   * Cached category values, one per cell of `categories`: strings go to a strCache,
   * numbers (e.g. Excel date serials) to a numCache with `categoryFormat`.
   */
  categoryCache: string[] | number[];
  values: CellRange;
  /** Cached values, one per cell of `values`; null is an empty cell (drawn as a gap). */
  valueCache: (number | null)[];
  /** Plotted against the secondary value axis (combo charts); default primary. */
  secondary?: boolean;
  /** RRGGBB without '#'. */
  color?: string;
  /** Lines only: dashed (targets, budgets). */
  dashed?: boolean;
  /** Lines only: show markers (default none). */
  markers?: boolean;
  /**
   * Lines only: marks without a line, a `symbol` of `size` points (2–72) in `color` at each value
   * and nothing on an empty cell (c:marker, ISO/IEC 29500-1 §21.2.2.105): the days something
   * happened, e.g. a plant's outage days at 0 kWh.
   */
  marks?: { symbol: "triangle" | "diamond" | "square" | "circle"; size: number };
  /**
   * Columns/bars only: drawn with no fill and no line, and left out of the legend. The base
   * a waterfall's visible steps stand on (stacked columns, ISO/IEC 29500-1 §20.1.8.44 noFill).
   */
  invisible?: boolean;
  /**
   * Columns/bars only: a colour per data point (RRGGBB, or null for the series' colour), e.g.
   * each plant's verdict (c:dPt, ISO/IEC 29500-1 §21.2.2.52).
   */
  pointColors?: (string | null)[];
  /**
   * Columns/bars only: print each value on its column in this number format; `color` is the
   * text's (RRGGBB), `box` a white box behind it, so a label reads on any bar and beside it.
   */
  labels?: { numFmt: string; color?: string; box?: boolean };
}

export interface ValueAxis {
  title?: string;
  /** Excel number format of the tick labels, e.g. "#,##0" or "0%". */
  numFmt?: string;
  min?: number;
  max?: number;
  /** The distance between gridlines (c:majorUnit); default: the reader's choice. */
  majorUnit?: number;
}

export interface ChartSpec {
  title: string;
  series: ChartSeries[];
  categoryAxis: {
    title?: string;
    /** Number format of numeric categories (e.g. "d" for date serials). */
    numFmt?: string;
    /** "low": labels at the plot's edge, clear of bars below zero (c:tickLblPos). */
    labelPosition?: "nextTo" | "low";
    /** A label on every Nth category only (c:tickLblSkip); default: the reader decides. */
    labelSkip?: number;
  };
  valueAxis: ValueAxis;
  /** Required when a series has `secondary: true`. */
  secondaryAxis?: ValueAxis;
  legend?: "bottom" | "right" | "top" | "none";
  /** Bar/column grouping; default clustered. */
  grouping?: "clustered" | "stacked";
  /** Space between columns in % of a column's width (c:gapWidth, 0–500); default 150. */
  gapWidth?: number;
  /** Draw data in hidden rows and columns too (c:plotVisOnly 0); default: visible cells only. */
  plotHidden?: boolean;
}

/** Where a chart sits on a sheet: a two-cell anchor, 0-based columns/rows as in DrawingML. */
export interface ChartPlacement {
  /** Name of the worksheet that shows the chart. */
  sheet: string;
  chart: ChartSpec;
  from: { col: number; row: number };
  to: { col: number; row: number };
}
