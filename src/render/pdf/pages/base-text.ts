/**
 * The characters a PDF in one language is expected to draw, whatever the plant: its catalog's
 * words (the PDF's, the shared ones and the warnings), the locale's numbers, months and days,
 * the renderer's symbols, and the Latin letters and digits most names are made of. Each font
 * subset starts with the glyphs of these characters in this order (font-subsets.ts), so that
 * most documents of a language embed the same subset and its file is encoded once per thread.
 */
import { CATALOGS, catalogLanguage, SOURCE_LANGUAGE } from "../../../i18n/index.js";
import { type Formatters, NONE } from "./format.js";
import { MARKERS } from "./labels.js";

/** Catalog areas other renderers draw (client-pack pages use the same words as the plant PDF). */
const OTHER_AREAS = /^(html|xlsx)\./;

/** Drawn by the renderer itself (separators, minus sign, markers, units), not by a catalog. */
const SYMBOLS = "·–—−×÷±°²†*%";
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,-+()";
const LATIN = `${LETTERS}:;/`;
/** Bold sets headings, labels and key figures: the catalog's short messages, not its sentences. */
const LABEL_MAX = 40;
/** ICU message syntax ({value}, plural #) and key-like words: never drawn as such. */
const SYNTAX = /[{}#_]/g;
const NOT_LATIN_LETTER = /[^\p{Script=Latin}]/gu;

export interface BaseTexts {
  /** For the regular face: words, numbers, dates and the renderer's symbols. */
  regular: string;
  /** For the bold face (headings, names, key figures): letters, numbers and dates. */
  bold: string;
  /**
   * For the oblique face, which sets only a plant's estimated values: their source markers and
   * the locale's digits, separators and signs. Without a base, documents drew their few
   * estimates in different glyphs and orders, and most plant PDFs encoded and deflated an
   * oblique subset of their own; with the base they share one, a few glyphs larger, and each
   * PDF is slightly larger.
   */
  italic: string;
}

/** The locale's figures as the formatters print them (digits, separators, signs, currency). */
function numberSamples(fmt: Formatters): string {
  return [
    fmt.number(-1234567.89, 2),
    fmt.percent(-0.813, 1),
    fmt.signed(-0.05, "%"),
    fmt.signed(0.05, "pp"),
    NONE,
  ].join(" ");
}

const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`);

/** Month and day names in every form the formatters print (a month of 2026 for each). */
function dateSamples(fmt: Formatters): string {
  const out: string[] = [fmt.instantUtc("2026-01-31T23:59:00Z"), fmt.signed(0, "%")];
  for (const month of MONTHS)
    out.push(fmt.monthYear(month), fmt.monthShort(month), fmt.dayShort(`${month}-28`));
  for (let d = 1; d <= 7; d++) out.push(fmt.day(`2026-02-0${d}`));
  return out.join(" ");
}

function catalogText(fmt: Formatters, maxLength = Number.POSITIVE_INFINITY): string {
  const catalog: Readonly<Record<string, string>> =
    CATALOGS[catalogLanguage(fmt.lang)] ?? CATALOGS[SOURCE_LANGUAGE] ?? {};
  const words: string[] = [];
  for (const [key, message] of Object.entries(catalog)) {
    if (!OTHER_AREAS.test(key) && message.length <= maxLength) words.push(message);
  }
  return words.join(" ").replace(SYNTAX, "");
}

/** An estimated value as the daily table sets it: a source marker, the locale's digits and signs. */
function italicText(fmt: Formatters): string {
  const markers = [...new Set(Object.values(MARKERS))].join("");
  return `${markers} ${fmt.number(-1234567890, 0)} ${fmt.number(9876.5, 1)}`;
}

const made = new WeakMap<Formatters, BaseTexts>();

/** Once per thread and formatter set (formatters are themselves made once per locale). */
export function baseTexts(fmt: Formatters): BaseTexts {
  let texts = made.get(fmt);
  if (!texts) {
    const numbers = numberSamples(fmt);
    const dates = dateSamples(fmt);
    const labels = catalogText(fmt, LABEL_MAX).replace(NOT_LATIN_LETTER, "");
    texts = {
      regular: [LATIN, numbers, fmt.currency(-1234.5), SYMBOLS, dates, catalogText(fmt)].join(" "),
      bold: [LETTERS, numbers, ...MONTHS.map(fmt.monthYear), labels].join(" "),
      italic: italicText(fmt),
    };
    made.set(fmt, texts);
  }
  return texts;
}
