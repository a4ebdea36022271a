/**
 * Shorter operators for the same drawing (render/pdf/compact-ops.ts): colours as `rg`/`RG`
 * with three decimals, path coordinates with three. Each comparison reads both content
 * streams back (test/helpers/pdf-ops.ts): the same paths at the same points (to 0.002 pt),
 * painted the same way in the same 8-bit colours, the same text in the same place.
 */
import PDFDocument from "pdfkit";
import { describe, expect, it, vi } from "vitest";
import type { ReportModel } from "../../../src/metrics/model.js";
import { compactOperators, n3, rgbOperator } from "../../../src/render/pdf/engine/compact-ops.js";
import { sampleModel } from "../../fixtures/model.js";
import { drawing, firstDifference } from "../../helpers/pdf-ops.js";

interface PageStream {
  buffer: Uint8Array[];
}

/** Shapes the renderer draws (charts, tiles, legends, bands), in every colour form pdfkit takes. */
function shapes(compact: boolean): string {
  const doc = new PDFDocument({ compress: false, size: "A4" });
  if (compact) compactOperators(doc);
  doc.rect(42, 122.953125, 511.28, 29.789063).fillColor("#F9FAFB").fill();
  doc.circle(152.495775, 173.242188, 1.6).fillColor("#2E7D32").fill();
  doc.circle(10.1, 20.2, 2.4).lineWidth(0.8).strokeColor("#C62828").stroke();
  doc.ellipse(300.123456, 400.987654, 5.5, 2.25).fillColor("#abc").fill();
  doc.moveTo(0, 0).lineTo(200.0000004, 300.7777777).lineWidth(1.3).strokeColor("red").stroke();
  doc
    .moveTo(10, 10)
    .bezierCurveTo(20.3333333, 30.6666666, 40.1, 50.9, 60, 70)
    .strokeColor([12, 34, 56])
    .stroke();
  doc.roundedRect(100, 100, 50.5555, 20.1234, 3).fillColor("#000000").fill();
  doc.polygon([1, 2], [3.33333, 4.44444], [5, 6]).fillColor("#FFFFFF").fill();
  // Not RGB: pdfkit's own operators (CMYK in percent).
  doc.rect(5, 5, 10, 10).fillColor([0, 50, 100, 0]).fill();
  doc.fillColor("#1F2933").text("Ertrag 1.234,5 kWh", 40, 80, { lineBreak: false });
  const page = (doc as unknown as { page: { content: PageStream } }).page.content;
  const content = Buffer.concat(page.buffer).toString("latin1");
  doc.end();
  return content;
}

describe("compact operators", () => {
  it("write three decimals, no negative zero", () => {
    expect(n3(173.242188)).toBe("173.242");
    expect(n3(0.12156862745098039)).toBe("0.122");
    expect(n3(-0.0001)).toBe("0");
    expect(n3(841.89)).toBe("841.89");
    expect(rgbOperator([31 / 255, 41 / 255, 51 / 255], false)).toBe("0.122 0.161 0.2 rg");
    expect(rgbOperator([1, 0, 0], true)).toBe("1 0 0 RG");
  });

  it("give every 8-bit channel back unchanged", () => {
    for (let v = 0; v <= 255; v++) expect(Math.round(Number(n3(v / 255)) * 255), `${v}`).toBe(v);
  });

  it("draw the shapes pdfkit draws, in the same colours, in fewer bytes", () => {
    const [ours, theirs] = [shapes(true), shapes(false)];
    const [a, b] = [drawing(ours), drawing(theirs)];
    expect(a.paths.length).toBe(9);
    expect(a.text.length).toBe(1);
    expect(firstDifference(a, b)).toBeNull();
    expect(theirs).toContain("0.12156862745098039 0.1607843137254902 0.2 scn");
    expect(ours).toContain("0.122 0.161 0.2 rg");
    expect(ours).toContain("0 0.5 1 0 scn"); // CMYK through pdfkit
    expect(ours.length).toBeLessThan(theirs.length * 0.85);
  });

  it("leave every page of a plant PDF drawing what pdfkit's operators draw", async () => {
    const model: ReportModel = sampleModel();
    const pages = async () => {
      const { renderPlantPdf } = await import("../../../src/render/pdf/index.js");
      const pdf = (await renderPlantPdf(model, model.plants[0]!, { compress: false })).toString("latin1");
      // Page content streams: each starts by flipping the page's coordinates.
      const out: string[] = [];
      for (const m of pdf.matchAll(/\nstream\n(1 0 0 -1 0 841\.89 cm\n[\s\S]*?)\nendstream/g))
        out.push(m[1]!);
      return out;
    };
    const ours = await pages();
    vi.resetModules();
    vi.doMock("../../../src/render/pdf/engine/compact-ops.js", async (real) => ({
      ...(await real<typeof import("../../../src/render/pdf/engine/compact-ops.js")>()),
      // pdfkit's own operators: colours in full precision after their colour space.
      compactOperators: () => {},
      rgbOperator: (rgb: number[], stroke: boolean) =>
        `/DeviceRGB ${stroke ? "CS" : "cs"}\n${rgb.join(" ")} ${stroke ? "SCN" : "scn"}`,
    }));
    const theirs = await pages();
    vi.doUnmock("../../../src/render/pdf/engine/compact-ops.js");
    expect(ours.length).toBeGreaterThanOrEqual(3);
    expect(ours.length).toBe(theirs.length);
    let [bytesOurs, bytesTheirs] = [0, 0];
    for (const [i, page] of ours.entries()) {
      const [a, b] = [drawing(page), drawing(theirs[i]!)];
      expect(a.text.length + a.paths.length, `page ${i + 1}`).toBeGreaterThan(20);
      expect(firstDifference(a, b), `page ${i + 1}`).toBeNull();
      bytesOurs += page.length;
      bytesTheirs += theirs[i]!.length;
    }
    expect(theirs.join("")).toMatch(/\d\.\d{7,} scn/);
    expect(ours.join("")).not.toMatch(/\d\.\d{7,} scn/);
    expect(bytesOurs).toBeLessThan(bytesTheirs * 0.8);
  });
});
