/** Per-plant PDF summaries (DESIGN.md, render/pdf). Input is the report's header and one plant at a time. */
export { plantPdfFileName } from "./file-name.js";
export type { PdfOptions } from "./options.js";
export { PlantQueue } from "./plant-queue.js";
export { type RenderPdfsOptions, renderPdfs } from "./render-pdfs.js";
export { renderPlantPdf } from "./render-plant-pdf.js";
