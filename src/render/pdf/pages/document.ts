/**
 * A report PDF opened for drawing: the pdfkit document (pdf-document.ts) with the report's
 * title, company and month in its info dictionary, the fonts registered, and the drawing
 * context every page function receives.
 */
import type { ReportHeader } from "../../../metrics/model.js";
import { loadFonts, registerFonts } from "../engine/fonts.js";
import { createPdfDocument } from "../engine/pdf-document.js";
import type { ResolvedPdfOptions } from "../options.js";
import { baseTexts } from "./base-text.js";
import type { DocCtx } from "./context.js";
import type { Formatters } from "./format.js";
import { accentColor, PAGE } from "./theme.js";

export interface OpenDocument {
  ctx: DocCtx;
  /** Ends the document; resolves to its bytes. */
  end(): Promise<Buffer>;
}

/** `title` is the document's /Title (what a viewer shows in its title bar). */
export function openDocument(
  model: ReportHeader,
  title: string,
  fmt: Formatters,
  opts: ResolvedPdfOptions,
): OpenDocument {
  const date = new Date(model.generatedAt);
  const { doc, end } = createPdfDocument({
    title,
    author: model.branding.company,
    subject: `${model.title} ${model.month}`,
    stamp: Number.isNaN(date.getTime()) ? new Date(0) : date,
    lang: fmt.lang,
    compress: opts.compress,
    margin: PAGE.margin,
  });
  const fonts = loadFonts();
  registerFonts(doc, fonts, baseTexts(fmt));
  const ctx: DocCtx = {
    doc,
    model,
    fmt,
    opts,
    fonts,
    accent: accentColor(model.branding.accentColor),
    y: PAGE.margin,
  };
  return { ctx, end };
}
