/** What a document's current page draws so far (pdf-ops.ts), for tests that draw on a DocCtx. */
import type { DocCtx } from "../../src/render/pdf/pages/context.js";
import { drawing, type PathPaint, type TextShow } from "./pdf-ops.js";

interface PageStream {
  buffer: Uint8Array[];
  write(chunk: Uint8Array): void;
}

export function pageDrawing(ctx: DocCtx): { text: TextShow[]; paths: PathPaint[] } {
  const page = (ctx.doc as unknown as { page: { content: PageStream } }).page.content;
  // A byte chunk flushes the operators collected as strings so far (page-content.ts).
  page.write(new Uint8Array(0));
  return drawing(Buffer.concat(page.buffer).toString("latin1"));
}
