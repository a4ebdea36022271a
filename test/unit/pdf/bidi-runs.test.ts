import { describe, expect, it } from "vitest";
import { MISSING, pieces, visualOrder } from "../../../src/render/pdf/engine/bidi-runs.js";
import { loadFonts } from "../../../src/render/pdf/engine/fonts.js";
import { FontChooser, hanOrder } from "../../../src/render/pdf/engine/script-fonts.js";

const draw = (text: string) => pieces(text, new FontChooser(loadFonts(), false, text));
const fontsOf = (text: string) => draw(text).map((p) => p.font.name);

describe("visualOrder (UAX #9 rule L2)", () => {
  it("reverses runs from the highest level down", () => {
    const items = [0, 1, 1, 2, 2, 1, 0].map((level, i) => ({ level, i }));
    expect(visualOrder(items).map((x) => x.i)).toEqual([0, 5, 3, 4, 2, 1, 6]);
  });
});

describe("pieces", () => {
  it("keeps Latin in Noto Sans as one piece", () => {
    expect(draw("Solarpark Süd")).toEqual([
      { text: "Solarpark Süd", font: expect.objectContaining({ name: "NotoSans" }) },
    ]);
  });

  it("puts right-to-left words in visual order, each in logical order for fontkit to shape", () => {
    const texts = draw("محطة الطاقة الشمسية").map((p) => p.text);
    expect(texts).toEqual(["الشمسية", " ", "الطاقة", " ", "محطة"]);
  });

  it("keeps a Latin word inside a Hebrew name where it belongs, with brackets mirrored", () => {
    const texts = draw("תחנת (Solar) אשלים").map((p) => p.text);
    expect(texts.join("|")).toBe("אשלים| |(|Solar|)| |תחנת");
  });

  it("picks the script's face, and the Han shapes of the language around them", () => {
    expect(fontsOf("भादला")).toEqual(["NotoSansDevanagari"]);
    expect(fontsOf("โรงไฟฟ้า")).toEqual(["NotoSansThai"]);
    expect(fontsOf("영암 태양광")).toEqual(["NotoSansKR"]);
    expect(hanOrder("富士山 ソーラー")[0]).toBe("jp");
    expect(hanOrder("青海光伏电站")[0]).toBe("sc");
    expect(fontsOf("Park 青海")).toEqual(["NotoSans", "NotoSansSC"]);
  });

  it("hands Arabic-Indic digits over reversed (fontkit reverses Arabic script) and spaces apart", () => {
    // Visual order of "أكتوبر ٢٠٢٦" is the year left of the month, the year's digits left to
    // right; fontkit reverses any Arabic-script run, so the digits go in reversed.
    const texts = draw("أكتوبر ٢٠٢٦").map((p) => p.text);
    expect(texts).toEqual(["٦٢٠٢", " ", "أكتوبر"]);
    // Arabic-Indic figures in a left-to-right sentence keep the space after them.
    expect(draw("Energy +٢٫٥٪ against").map((p) => p.text)).toEqual(["Energy +", "٪٥٫٢", " ", "against"]);
  });

  it("shows a character no font has as a box and drops invisible controls", () => {
    // Noto Sans has no □: the box comes from Noto Sans Math, between the two Latin pieces.
    expect(draw("A\u202E\u{1F916}B").map((p) => [p.text, p.font.name])).toEqual([
      ["A", "NotoSans"],
      [MISSING, "NotoSansMath"],
      ["B", "NotoSans"],
    ]);
  });
});
