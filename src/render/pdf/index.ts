/**
 * PDFs (DESIGN.md, render/pdf): one per plant (the report's header and one plant at a time),
 * the portfolio PDF and the client packs (the whole model).
 */

export type { PdfOptions } from "./options.js";
export { renderPlantPdf } from "./pages/render-plant-pdf.js";
export { renderClientPack, renderPortfolioPdf } from "./pages/summary/render-summary.js";
export { plantPdfFileName, TakenNames } from "./workers/file-name.js";
export { PlantQueue } from "./workers/plant-queue.js";
export { plantWorkers, type RenderPdfsOptions, renderPdfs, workerFile } from "./workers/render-pdfs.js";
export {
  type RenderedSummaries,
  renderSummaries,
  SummaryWorkerStart,
  startSummaryWorker,
} from "./workers/render-summaries.js";
export { portfolioJob } from "./workers/summary-jobs.js";
