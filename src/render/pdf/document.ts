/**
 * A PDF document the way every solar-report PDF starts (A4, fonts registered, pages buffered
 * for the footers) and its bytes once it ends. Fixing CreationDate/ModDate to generatedAt
 * makes the output byte-identical for the same input: pdfkit derives the trailer /ID from the
 * info dictionary (PDFSecurity.generateFileID) and the font subset tags from the font ids, so
 * no clock or randomness remains.
 */
import PDFDocument from "pdfkit";
import type { ReportHeader } from "../../metrics/model.js";
import { baseTexts } from "./base-text.js";
import { compactOperators } from "./compact-ops.js";
import type { DocCtx } from "./context.js";
import { loadFonts, registerFonts } from "./fonts.js";
import type { Formatters } from "./format.js";
import type { ResolvedPdfOptions } from "./options.js";
import { collectPageContent } from "./page-content.js";
import { accentColor, PAGE } from "./theme.js";

const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

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
  const stamp = Number.isNaN(date.getTime()) ? new Date(0) : date;
  const doc = new PDFDocument({
    // No default font: pdfkit would parse Helvetica's AFM metrics for every document, and
    // nothing draws in it (registerFonts selects Noto Sans before any text).
    font: null as unknown as string,
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    compress: opts.compress,
    lang: fmt.lang,
    displayTitle: true,
    info: {
      Title: title.replace(INVISIBLE, ""),
      Author: model.branding.company.replace(INVISIBLE, ""),
      Subject: `${model.title} ${model.month}`,
      Creator: "solar-report",
      Producer: "solar-report (pdfkit)",
      CreationDate: stamp,
      ModDate: stamp,
    },
  });
  collectPageContent(doc);
  compactOperators(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", resolve);
    doc.on("error", reject);
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
  return {
    ctx,
    async end() {
      doc.end();
      await done;
      return Buffer.concat(chunks);
    },
  };
}
