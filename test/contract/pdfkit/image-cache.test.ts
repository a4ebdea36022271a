import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync, inflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { cachedImage, type PdfImage, prepareImage } from "../../../src/render/pdf/engine/image-cache.js";
import { imageProblem, pdfkitClass } from "../../../src/render/pdf/engine/image-probe.js";

const STAMP = new Date("2026-11-01T00:00:00Z");
const LOGO = new URL("../../../templates/branding/logo.png", import.meta.url).pathname;
const read = (p: string) => {
  try {
    return readFileSync(p);
  } catch {
    return null;
  }
};

/**
 * A PNG of `w`×`h` pixels, RGB or RGBA, each row with the given filter type byte (ISO/IEC
 * 15948: signature, IHDR, one IDAT, IEND; only 0–4 are filter types).
 */
function png(w: number, h: number, alpha = false, filter = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, alpha ? 6 : 2, 0, 0, 0], 8); // 8 bits, truecolour (with alpha), deflate, no interlace
  const rows: number[] = [];
  for (let y = 0; y < h; y++) {
    rows.push(filter);
    for (let x = 0; x < w; x++) rows.push((x * 40) % 256, (y * 60) % 256, 128, ...(alpha ? [200] : []));
  }
  const idat = deflateSync(Buffer.from(rows));
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

/** A document of two pages, each drawing the image the given way; its bytes. */
async function twoPages(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    font: null as unknown as string,
    info: { CreationDate: STAMP, ModDate: STAMP },
  });
  const chunks: Buffer[] = [];
  const done = new Promise((resolve) => doc.on("end", resolve));
  doc.on("data", (c: Buffer) => chunks.push(c));
  draw(doc);
  doc.addPage();
  draw(doc);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** Each image XObject of a PDF: its dictionary without object numbers, and its decoded stream. */
function images(pdf: Buffer): { dict: string; data: string }[] {
  const text = pdf.toString("latin1");
  const out: { dict: string; data: string }[] = [];
  const re = /\d+ 0 obj\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const from = m.index + m[0].length;
    const end = text.indexOf("endobj", from);
    const stream = text.indexOf("\nstream\n", from);
    if (stream < 0 || stream > end) continue;
    const dict = text.slice(from, stream);
    if (!dict.includes("/Subtype /Image")) continue;
    const length = Number(/\/Length (\d+)/.exec(dict)![1]);
    const raw = pdf.subarray(stream + 8, stream + 8 + length);
    const data = dict.includes("/FlateDecode") ? inflateSync(raw) : raw;
    out.push({ dict: dict.replace(/\d+ 0 R/g, "R").replace(/\/Length \d+/, ""), data: data.toString("hex") });
  }
  return out.sort((a, b) => a.dict.localeCompare(b.dict));
}

async function compare(path: string): Promise<{ direct: Buffer; cached: Buffer }> {
  const data = readFileSync(path);
  expect(await prepareImage(path, read)).toBe(true);
  const direct = await twoPages((doc) => doc.image(data, 10, 10, { fit: [140, 34] }));
  const cached = await twoPages((doc) =>
    doc.image(cachedImage(doc, path) as PdfImage as never, 10, 10, { fit: [140, 34] }),
  );
  return { direct, cached };
}

describe("a logo made into image objects once per thread", () => {
  it("gives an RGBA PNG's colour and alpha planes exactly as pdfkit embeds them, once per document", async () => {
    const { direct, cached } = await compare(LOGO);
    const a = images(direct);
    const b = images(cached);
    // pdfkit embeds a Buffer again for each page: image + soft mask twice; the cache once.
    expect(a).toHaveLength(4);
    expect(b).toHaveLength(2);
    expect(b.map((i) => i.dict)).toEqual([a[0]!.dict, a[2]!.dict]);
    expect(new Set(a.map((i) => i.data))).toEqual(new Set(b.map((i) => i.data)));
    expect(b.find((i) => i.dict.includes("/SMask"))).toBeTruthy();
    // Both pages draw it: the content of each page names the same image.
    expect(cached.toString("latin1").match(/\/XObject <<\n\/I1 \d+ 0 R/g)).toHaveLength(2);
  });

  it("keeps an opaque PNG's predictor parameters and a JPEG's bytes as they are", async () => {
    const opaque = join(tmpdir(), `solar-report-rgb-${process.pid}.png`);
    writeFileSync(opaque, png(7, 5));
    const p = await compare(opaque);
    expect(images(p.cached).map((i) => i.dict)).toEqual([images(p.direct)[0]!.dict]);
    // Its decode parameters are an object of their own (pdfkit's), written once with the image.
    expect(p.cached.toString("latin1").match(/\/Predictor 15/g)).toHaveLength(1);
    expect(p.direct.toString("latin1").match(/\/Predictor 15/g)).toHaveLength(2);
    expect(images(p.cached)[0]!.data).toBe(images(p.direct)[0]!.data);

    // A baseline JPEG header (SOI, SOF0 of 3×2 px, 3 components, EOI): pdfkit embeds its bytes.
    const jpg = join(tmpdir(), `solar-report-${process.pid}.jpg`);
    const sof = [0xff, 0xc0, 0, 17, 8, 0, 2, 0, 3, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0];
    writeFileSync(jpg, Buffer.from([0xff, 0xd8, ...sof, 0xff, 0xd9]));
    const j = await compare(jpg);
    expect(images(j.cached)).toHaveLength(1);
    expect(images(j.cached)[0]).toEqual(images(j.direct)[0]);
    expect(images(j.cached)[0]!.dict).toContain("/DCTDecode");
  });

  it("reports a missing file, one that is no image and a damaged PNG, and draws nothing from them", async () => {
    const missing = join(tmpdir(), "solar-report-no-such-logo.png");
    expect(await prepareImage(missing, read)).toBe(false);
    const text = join(tmpdir(), `solar-report-not-an-image-${process.pid}.png`);
    writeFileSync(text, "not an image");
    expect(await prepareImage(text, read)).toBe(false);
    // Damaged pixels: pdfkit would inflate them in a callback that throws out of reach (the
    // thread ends); here the image is refused while being prepared.
    const damaged = Buffer.from(readFileSync(LOGO));
    damaged.fill(0xaa, damaged.indexOf("IDAT") + 10, damaged.indexOf("IDAT") + 40);
    const bad = join(tmpdir(), `solar-report-damaged-${process.pid}.png`);
    writeFileSync(bad, damaged);
    expect(imageProblem(damaged)).toMatch(/./);
    expect(imageProblem(readFileSync(LOGO))).toBeNull();
    // Pixels that inflate but whose rows name no filter type: png-js would throw in its callback too.
    expect(imageProblem(png(6, 4, true, 0))).toBeNull();
    expect(imageProblem(png(6, 4, true, 7))).toBe("invalid PNG filter type 7 in row 1");
    // pdfkit never decodes an opaque, non-interlaced PNG's rows (it embeds them with a predictor).
    expect(imageProblem(png(6, 4, false, 7))).toBeNull();
    const badRows = join(tmpdir(), `solar-report-bad-filter-${process.pid}.png`);
    writeFileSync(badRows, png(6, 4, true, 7));
    expect(await prepareImage(badRows, read)).toBe(false);
    expect(await prepareImage(bad, read)).toBe(false);
    const doc = new PDFDocument({ font: null as unknown as string });
    expect(cachedImage(doc, bad)).toBeNull();
    expect(cachedImage(doc, missing)).toBeNull();
    expect(cachedImage(doc, text)).toBeNull();
    expect(cachedImage(doc, "/never/prepared.png")).toBeNull();
  });
});

describe("the probe's pdfkit, loaded on first use", () => {
  it("is the very class the PDFs import (one module instance, not pdfkit's CommonJS copy)", () => {
    expect(pdfkitClass()).toBe(PDFDocument);
    expect(pdfkitClass()).toBe(pdfkitClass());
  });
});
