/**
 * PDFs (DESIGN.md, render/pdf): one per plant (the report's header and one plant at a time),
 * the portfolio PDF and the client packs (the whole model).
 */
export { plantPdfFileName } from "./file-name.js";
export type { PdfOptions } from "./options.js";
export { PlantQueue } from "./plant-queue.js";
export { type RenderPdfsOptions, renderPdfs } from "./render-pdfs.js";
export { renderPlantPdf } from "./render-plant-pdf.js";
export { type RenderedSummaries, renderSummaries } from "./render-summaries.js";
export { renderClientPack, renderPortfolioPdf } from "./summary/render-summary.js";
