/** Per-plant PDF summaries (DESIGN.md, render/pdf). Input is the report's header and one plant at a time. */
export { plantPdfFileName } from "./fileName.js";
export type { PdfOptions } from "./options.js";
export { PlantQueue } from "./plantQueue.js";
export { type RenderPdfsOptions, renderPdfs } from "./renderPdfs.js";
export { renderPlantPdf } from "./renderPlantPdf.js";
