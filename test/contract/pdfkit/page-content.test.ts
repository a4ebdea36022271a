import { deflateSync, inflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import {
  binaryBytes,
  collectPageContent,
  PAGE_DEFLATE_LEVEL,
} from "../../../src/render/pdf/engine/page-content.js";

const STAMP = new Date("2026-11-01T00:00:00Z");

/** A buffered three-page document drawn in the order footers are (back to page 1 at the end). */
async function draw(collect: boolean, compress: boolean): Promise<Buffer> {
  const doc = new PDFDocument({ bufferPages: true, compress, info: { CreationDate: STAMP, ModDate: STAMP } });
  if (collect) collectPageContent(doc);
  const chunks: Buffer[] = [];
  const done = new Promise((resolve) => doc.on("end", resolve));
  doc.on("data", (c: Buffer) => chunks.push(c));
  doc.rect(10, 10, 100, 50).fill("#336699");
  doc.text("Ertrag 1.234,5 kWh", 40, 80);
  doc.addPage();
  doc.moveTo(0, 0).lineTo(200, 300).stroke();
  // Several batches of operators on one page.
  for (let i = 0; i < 1500; i++) doc.moveTo(i % 500, 10).lineTo(i % 500, 20 + (i % 7));
  doc.stroke();
  doc.addPage();
  doc.text("page three", 50, 50);
  doc.switchToPage(0);
  doc.text("Seite 1 von 3", 50, 700);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** Each stream object of a PDF: its dictionary (without /Length), raw and inflated bytes. */
function streams(pdf: Buffer) {
  const text = pdf.toString("latin1");
  const out: { dictionary: string; raw: Buffer; inflated: Buffer }[] = [];
  const re = /obj\s*(<<[\s\S]*?>>)\s*stream\n/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const dictionary = m[1] as string;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = m.index + m[0].length;
    const raw = pdf.subarray(start, start + length);
    const inflated = dictionary.includes("/FlateDecode") ? inflateSync(raw) : raw;
    out.push({ dictionary: dictionary.replace(/\/Length \d+/, ""), raw, inflated });
  }
  return out;
}

describe("page content collected as strings", () => {
  it("gives each character's low byte, as pdfkit's own conversion", () => {
    let text = "";
    for (let c = 0; c < 0x300; c++) text += String.fromCharCode(c);
    text += "😀€";
    const bytes = binaryBytes(text);
    expect(bytes.length).toBe(text.length);
    for (let i = 0; i < text.length; i++) expect(bytes[i], `char ${i}`).toBe(text.charCodeAt(i) & 0xff);
  });

  it("writes the same document bytes as pdfkit, across pages, batches and a return to page 1", async () => {
    const plain = await draw(false, false);
    const collected = await draw(true, false);
    expect(collected.equals(plain)).toBe(true);
    expect(plain.toString("latin1")).toContain("200 300 l\nS\n");
    expect(plain.toString("latin1")).toContain("499 10 m\n499 25 l\n");
  });

  it("deflates the pages at its own level: the same operators, the rest of the document as pdfkit writes it", async () => {
    const plain = streams(await draw(false, true));
    const collected = streams(await draw(true, true));
    expect(collected.map((s) => s.dictionary)).toEqual(
      plain.map((s) => s.dictionary.replace(/\/Length \d+/, "")),
    );
    expect(collected.map((s) => s.inflated.toString("latin1"))).toEqual(
      plain.map((s) => s.inflated.toString("latin1")),
    );
    const pages = collected.filter((s) => s.inflated.includes("499 10 m") || s.inflated.includes(" Tm"));
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(page.raw.equals(deflateSync(page.inflated, { level: PAGE_DEFLATE_LEVEL }))).toBe(true);
    }
    // The operator-heavy page: smaller to deflate at level 3 than zlib's default would have taken.
    const heavy = pages.find((s) => s.inflated.includes("499 10 m"));
    expect(heavy?.raw.equals(deflateSync(heavy.inflated))).toBe(false);
  });
});
