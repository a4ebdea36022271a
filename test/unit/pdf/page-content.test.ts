import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { binaryBytes, collectPageContent } from "../../../src/render/pdf/page-content.js";

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
    for (const compress of [false, true]) {
      const plain = await draw(false, compress);
      const collected = await draw(true, compress);
      expect(collected.equals(plain), `compress ${compress}`).toBe(true);
      if (!compress) {
        expect(plain.toString("latin1")).toContain("200 300 l\nS\n");
        expect(plain.toString("latin1")).toContain("499 10 m\n499 25 l\n");
      }
    }
  });
});
