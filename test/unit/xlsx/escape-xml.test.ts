/**
 * escapeXml (chart/escape-xml.ts): the five predefined entities escaped, characters XML 1.0
 * §2.2 forbids dropped, and text with neither returned as it is.
 */
import { describe, expect, it } from "vitest";
import { escapeXml } from "../../../src/render/xlsx/chart/escape-xml.js";

describe("escapeXml", () => {
  it("returns plain text as it is, tabs, line breaks and non-ASCII letters included", () => {
    for (const text of ["", "1234.5", "SUM(B2:B31)", "Zürich – Ost\t1\r\n", "日本 ﻿ \uFFFD"])
      expect(escapeXml(text)).toBe(text);
  });

  it("escapes the five characters XML reserves", () => {
    expect(escapeXml(`IF(A1<0,"<",'>')&x`)).toBe("IF(A1&lt;0,&quot;&lt;&quot;,&apos;&gt;&apos;)&amp;x");
  });

  it("drops C0 controls, lone surrogates and U+FFFE/U+FFFF, and keeps a surrogate pair", () => {
    expect(escapeXml("a\u0001b\u000Bc\u001Fd")).toBe("abcd");
    expect(escapeXml("x\uD800y\uDC00z")).toBe("xyz");
    expect(escapeXml("\uFFFEok\uFFFF")).toBe("ok");
    expect(escapeXml("sun \u{1F31E} & <")).toBe("sun \u{1F31E} &amp; &lt;");
  });
});
