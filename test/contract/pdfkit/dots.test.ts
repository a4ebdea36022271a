/**
 * Dots and rings drawn from one Form XObject per document and shape (render/pdf/dots.ts): each
 * page lists the forms it draws, the forms hold pdfkit's circle closed and painted, and a page
 * of them renders (poppler) as the same circles written out with pdfkit's own operators.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { compactOperators } from "../../../src/render/pdf/engine/compact-ops.js";
import { fillDot, strokeRing } from "../../../src/render/pdf/engine/dots.js";
import { toolsAvailable } from "../../helpers/tools.js";

const STAMP = new Date("2026-11-01T00:00:00Z");

/** Markers, verdict dots, bullets and rings as the plant PDF places them, on two pages. */
const SPOTS: [number, number, number, string][] = [
  [62.5, 120.25, 1.6, "#1F4E79"],
  [80.123, 133.777, 1.6, "#1F4E79"],
  [97.75, 101.5, 1.6, "#C62828"],
  [300.4, 200.6, 2.6, "#2E7D32"],
  [44, 400, 1.2, "#667085"],
];
const RINGS: [number, number, number, string, number][] = [[150.25, 300.5, 2.4, "#1F4E79", 1.1]];

async function draw(withForms: boolean, compress: boolean): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", compress, info: { CreationDate: STAMP, ModDate: STAMP } });
  compactOperators(doc);
  const chunks: Buffer[] = [];
  const done = new Promise((resolve) => doc.on("end", resolve));
  doc.on("data", (c: Buffer) => chunks.push(c));
  for (const page of [0, 1]) {
    if (page > 0) doc.addPage();
    for (const [x, y, r, color] of SPOTS) {
      if (withForms) fillDot(doc, x, y + page * 300, r, color);
      else
        doc
          .circle(x, y + page * 300, r)
          .fillColor(color)
          .fill();
    }
    for (const [x, y, r, color, width] of RINGS) {
      if (withForms) strokeRing(doc, x, y, r, color, width);
      else doc.circle(x, y, r).lineWidth(width).strokeColor(color).stroke();
    }
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The streams of an uncompressed PDF: each object's dictionary and its content. */
const streams = (pdf: Buffer) =>
  [...pdf.toString("latin1").matchAll(/obj\s*(<<[\s\S]*?>>)\s*stream\n([\s\S]*?)\nendstream/g)].map((m) => ({
    form: (m[1] ?? "").includes("/Subtype /Form"),
    content: (m[2] ?? "").trimEnd(),
  }));

describe("dots and rings from forms", () => {
  it("places each shape's form on every page that draws it, and draws the circle in it", async () => {
    const bytes = await draw(true, false);
    const pdf = bytes.toString("latin1");
    // One form per shape: the 1.6, 2.6 and 1.2 dots and the ring.
    const forms = streams(bytes)
      .filter((s) => s.form)
      .map((s) => s.content);
    expect(forms).toHaveLength(4);
    const dot = forms.find((f) => f?.startsWith("-1.6 0 m"));
    expect(dot).toBe(
      "-1.6 0 m\n-1.6 -0.884 -0.884 -1.6 0 -1.6 c\n0.884 -1.6 1.6 -0.884 1.6 0 c\n" +
        "1.6 0.884 0.884 1.6 0 1.6 c\n-0.884 1.6 -1.6 0.884 -1.6 0 c\nh\nf",
    );
    expect(forms.filter((f) => f?.endsWith("\nS"))).toHaveLength(1);
    // Each of the two pages draws six shapes through its own XObject resources.
    const draws = [...pdf.matchAll(/q 1 0 0 1 (\S+) (\S+) cm \/(Dot\d) Do Q/g)];
    expect(draws).toHaveLength(2 * (SPOTS.length + RINGS.length));
    expect(draws[0]?.slice(1, 4)).toEqual(["62.5", "120.25", "Dot1"]);
    const resources = [...pdf.matchAll(/\/XObject <<([^>]*)>>/g)].map((m) => m[1]?.match(/\/Dot\d/g)?.sort());
    expect(resources).toEqual([
      ["/Dot1", "/Dot2", "/Dot3", "/Dot4"],
      ["/Dot1", "/Dot2", "/Dot3", "/Dot4"],
    ]);
    // The colour is set before the form is drawn, as before the fill.
    expect(pdf).toContain("0.776 0.157 0.157 rg\nq 1 0 0 1 97.75 101.5 cm /Dot1 Do Q");
  });

  it("writes far fewer page operators than the circles written out", async () => {
    const [forms, paths] = [await draw(true, false), await draw(false, false)];
    const pageBytes = (pdf: Buffer) =>
      streams(pdf)
        .filter((s) => !s.form)
        .reduce((n, s) => n + s.content.length, 0);
    // Some 40 bytes a shape instead of some 190; the colours and the rest of the page stay.
    expect(pageBytes(forms)).toBeLessThan(pageBytes(paths) * 0.6);
  });

  describe.skipIf(!toolsAvailable(["pdftoppm"], "dots rendered by poppler"))("rendered", () => {
    it("draws the same circles as pdfkit's operators", async () => {
      const dir = mkdtempSync(join(tmpdir(), "solar-dots-"));
      try {
        const pixels = async (withForms: boolean) => {
          const file = join(dir, `${withForms}.pdf`);
          writeFileSync(file, await draw(withForms, true));
          execFileSync("pdftoppm", [
            "-r",
            "300",
            "-gray",
            "-x",
            "0",
            "-y",
            "0",
            "-W",
            "1400",
            "-H",
            "2200",
            file,
            join(dir, `${withForms}`),
          ]);
          return [1, 2].map((p) => readFileSync(join(dir, `${withForms}-${p}.pgm`)));
        };
        const [ours, theirs] = [await pixels(true), await pixels(false)];
        for (const [p, page] of ours.entries()) {
          const other = theirs[p] as Buffer;
          expect(page.length).toBe(other.length);
          let [inked, apart] = [0, 0];
          for (let i = 0; i < page.length; i++) {
            if ((other[i] as number) < 128) inked++;
            if (Math.abs((page[i] as number) - (other[i] as number)) > 64) apart++;
          }
          // Every shape is drawn (some hundreds of dark pixels at 300 dpi) and lands on the same
          // pixels: at most an antialiased edge pixel here and there differs by more than a quarter.
          expect(inked).toBeGreaterThan(300);
          expect(apart).toBeLessThanOrEqual(inked / 100);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
