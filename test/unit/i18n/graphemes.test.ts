import { describe, expect, it } from "vitest";
import { cutGraphemes, ellipsizeGraphemes, graphemes } from "../../../src/vocabulary/graphemes.js";

/** True when the string holds a surrogate without its partner (invalid in XML). */
const loneSurrogate = (s: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe("cutGraphemes", () => {
  const thirty = "A".repeat(30);

  it.each([
    ["an emoji", `${thirty}😀 Solar`],
    ["a CJK character outside the BMP", `${thirty}𠮷野家 Solar`],
    ["a flag (two regional indicators)", `${"A".repeat(29)}🇩🇪 Solar`],
    ["a ZWJ family emoji", `${"A".repeat(28)}👨‍👩‍👧 Solar`],
  ])("never keeps half of %s at the 31st UTF-16 unit", (_what, name) => {
    const cut = cutGraphemes(name, { maxUnits: 31 });
    expect(cut.length).toBeLessThanOrEqual(31);
    expect(loneSurrogate(cut)).toBe(false);
    expect(name.startsWith(cut)).toBe(true);
    expect(graphemes(cut).every((g) => graphemes(name).includes(g))).toBe(true);
  });

  it("keeps a base letter with its combining marks", () => {
    const decomposed = `${"x".repeat(30)}e\u0301t\u00e9`; // é as e + U+0301 at units 31-32
    expect(cutGraphemes(decomposed, { maxUnits: 31 })).toBe("x".repeat(30));
    const devanagari = "क्षत्रिय"; // conjunct क्ष = क + ् + ष
    expect(cutGraphemes(devanagari, { maxGraphemes: 1 })).toBe("क्ष");
  });

  it("honours bytes and graphemes", () => {
    expect(cutGraphemes("日本語テキスト", { maxBytes: 7 })).toBe("日本");
    expect(cutGraphemes("ÅÄÖ", { maxGraphemes: 2 })).toBe("ÅÄ");
    expect(cutGraphemes("short", { maxUnits: 31 })).toBe("short");
  });

  it("ellipsizes within the unit budget", () => {
    const out = ellipsizeGraphemes(`${"B".repeat(118)}😀😀 tail`, 120);
    expect(out).toBe(`${"B".repeat(118)}…`);
    expect(out.length).toBeLessThanOrEqual(120);
  });
});
