import { describe, expect, it } from "vitest";
import { plantPdfFileName, TakenNames } from "../../../src/render/pdf/index.js";

const name = (n: string, taken = new TakenNames(), id = "1234abcd-0000-4000-8000-000000000000") =>
  plantPdfFileName({ id, name: n }, "2026-10", taken);

describe("plantPdfFileName", () => {
  it("keeps non-ASCII letters and NFC-normalises", () => {
    expect(name("Solarpark Nørre Åby")).toBe("Solarpark Nørre Åby-2026-10.pdf");
    expect(name("Śląsk Południe")).toBe("Śląsk Południe-2026-10.pdf");
    // "A" + combining ring (NFD) becomes the single precomposed letter.
    expect(name("A\u030Aby")).toBe("\u00C5by-2026-10.pdf");
  });

  it("removes path separators and traversal", () => {
    for (const n of ["../../etc/passwd", "..\\..\\boot.ini", "/abs/path", ".."]) {
      const f = name(n);
      expect(f).not.toMatch(/[/\\]/);
      expect(f.startsWith(".")).toBe(false);
      expect(f.endsWith("-2026-10.pdf")).toBe(true);
    }
    expect(name("..")).toBe("plant-2026-10.pdf");
    expect(name("../../etc/passwd")).toBe("_.._etc_passwd-2026-10.pdf");
  });

  it("replaces Windows-reserved characters and device names", () => {
    expect(name('a<b>c:d"e|f?g*h')).toBe("a_b_c_d_e_f_g_h-2026-10.pdf");
    expect(name("CON")).toBe("_CON-2026-10.pdf");
    expect(name("nul.txt")).toBe("_nul.txt-2026-10.pdf");
    expect(name("com1")).toBe("_com1-2026-10.pdf");
    expect(name("Console")).toBe("Console-2026-10.pdf");
  });

  it("strips control and bidi characters, trims dots and spaces", () => {
    expect(name("Plant\u0000\u0007\n One\u202E")).toBe("Plant One-2026-10.pdf");
    expect(name("  . Plant .  ")).toBe("Plant-2026-10.pdf");
    expect(name("report.pdf")).toBe("report-2026-10.pdf");
    expect(name("\u0001\u0002")).toBe("plant-2026-10.pdf");
  });

  it("limits length by characters and UTF-8 bytes", () => {
    expect(name("x".repeat(300)).length).toBeLessThanOrEqual(112);
    const cjk = name("太".repeat(150));
    expect(Buffer.byteLength(cjk)).toBeLessThanOrEqual(255);
    expect(cjk.endsWith("-2026-10.pdf")).toBe(true);
  });

  it("carries the report month", () => {
    expect(plantPdfFileName({ id: "1", name: "Solarpark Nord" }, "2026-03", new TakenNames())).toBe(
      "Solarpark Nord-2026-03.pdf",
    );
  });

  it("makes names unique (case-insensitively) with an id suffix and records them", () => {
    const taken = new TakenNames();
    const a = name("Quinta do Sol", taken, "aaaa1111-0000");
    const b = name("QUINTA DO SOL", taken, "bbbb2222-0000");
    const c = name("Quinta do Sol", taken, "bbbb2222-0000");
    expect(a).toBe("Quinta do Sol-2026-10.pdf");
    expect(b).toBe("QUINTA DO SOL-bbbb2222-2026-10.pdf");
    expect(c).toBe("Quinta do Sol-bbbb2222-2-2026-10.pdf");
    expect(taken.names).toEqual([a, b, c]);
  });
});
