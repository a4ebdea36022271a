/** Per-plant PDF summaries (DESIGN.md, render/pdf). Input is the ReportModel only. */
export { plantPdfFileName } from "./fileName.js";
export type { PdfOptions, StatusBand, StatusThresholds } from "./options.js";
export { type RenderPdfsOptions, renderPdfs } from "./renderPdfs.js";
export { renderPlantPdf } from "./renderPlantPdf.js";
