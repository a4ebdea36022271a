import { describe, expect, it } from "vitest";
import { filesOf, isOutputPath, manifestFiles } from "../../../src/output/owned-files.js";

describe("files a run owns", () => {
  it("include the portfolio PDF and the client packs, nothing shaped otherwise", () => {
    expect(isOutputPath("portfolio-2026-10.pdf")).toBe(true);
    expect(isOutputPath("clients/Stadtwerke Nordhafen-2026-10.pdf")).toBe(true);
    for (const p of [
      "portfolio.pdf",
      "portfolio-2026-10.pdf.bak",
      "notes.pdf",
      "clients/../x.pdf",
      "clients/a/b.pdf",
    ])
      expect(isOutputPath(p), p).toBe(false);
  });

  it("are read from a manifest's portfolioPdf and clients[].pdf, and a hostile entry is ignored", () => {
    const manifest = {
      schemaVersion: 2,
      index: "index.html",
      workbooks: {},
      plants: [],
      portfolioPdf: "portfolio-2026-10.pdf",
      clients: [{ pdf: "clients/A-2026-10.pdf" }, { pdf: "../../etc/passwd" }, {}],
    };
    const listed = manifestFiles(JSON.stringify(manifest));
    expect(listed).toEqual(["manifest.json", "index.html", "portfolio-2026-10.pdf", "clients/A-2026-10.pdf"]);
    expect(filesOf(manifest as never)).toEqual([
      "manifest.json",
      "index.html",
      "portfolio-2026-10.pdf",
      "clients/A-2026-10.pdf",
    ]);
  });
});
