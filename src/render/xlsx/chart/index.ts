/** Native Excel charts (DrawingML) for workbooks written by exceljs. */
export {
  type AddChartsOptions,
  addCharts,
  addChartsToParts,
  addChartsToPartsParallel,
} from "./add-charts.js";
export { chartXml } from "./chart-xml.js";
export { type ChartAnchor, chartAnchorXml, drawingXml } from "./drawing-xml.js";
export type * from "./types.js";
