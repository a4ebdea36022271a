/**
 * A pdfkit document as every solar-report PDF starts: A4, pages buffered for the footers, the
 * page content collected as strings (page-content.ts) and the shorter colour operators
 * (compact-ops.ts), and its bytes once it ends. Fixing CreationDate/ModDate to the report's
 * generatedAt makes the output byte-identical for the same input: pdfkit derives the trailer
 * /ID from the info dictionary (PDFSecurity.generateFileID) and the font subset tags from the
 * font ids, so no clock or randomness remains.
 */
import PDFDocument from "pdfkit";
import { compactOperators } from "./compact-ops.js";
import { collectPageContent } from "./page-content.js";

const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

export interface PdfDocumentInfo {
  /** The document's /Title (what a viewer shows in its title bar). */
  title: string;
  author: string;
  subject: string;
  /** CreationDate and ModDate. */
  stamp: Date;
  /** BCP 47 tag of the document's language (/Lang). */
  lang: string;
  compress: boolean;
  margin: number;
}

export interface PdfDocument {
  doc: PDFKit.PDFDocument;
  /** Ends the document; resolves to its bytes. */
  end(): Promise<Buffer>;
}

export function createPdfDocument(info: PdfDocumentInfo): PdfDocument {
  const doc = new PDFDocument({
    // No default font: pdfkit would parse Helvetica's AFM metrics for every document, and
    // nothing draws in it (the caller registers and selects its fonts before any text).
    font: null as unknown as string,
    size: "A4",
    margin: info.margin,
    bufferPages: true,
    compress: info.compress,
    lang: info.lang,
    displayTitle: true,
    info: {
      Title: info.title.replace(INVISIBLE, ""),
      Author: info.author.replace(INVISIBLE, ""),
      Subject: info.subject,
      Creator: "solar-report",
      Producer: "solar-report (pdfkit)",
      CreationDate: info.stamp,
      ModDate: info.stamp,
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
  return {
    doc,
    async end() {
      doc.end();
      await done;
      return Buffer.concat(chunks);
    },
  };
}
