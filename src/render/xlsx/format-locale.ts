/**
 * Number and date formats of the charts in the report's locale, not the viewer's: a format
 * code may start with a locale tag `[$-LCID]` (ISO/IEC 29500-1 §18.8.31, the hexadecimal
 * Windows locale id, as Excel and XlsxWriter write it, e.g. `[$-407]mmm yyyy`), so a German
 * report opened in an English Excel still names its months in German. LibreOffice takes the
 * decimal and thousands separators from the tag too; Excel takes them from the system.
 */
import type { ChartSpec, ValueAxis } from "./chart/types.js";
import { FMT, quoteFormatText } from "./styles.js";

/** [MS-LCID] ids of the tags the catalogs speak, region first, then each language's default. */
const LCIDS: Record<string, number> = {
  "en-us": 0x409,
  "en-gb": 0x809,
  "en-au": 0xc09,
  "en-ca": 0x1009,
  "en-ie": 0x1809,
  en: 0x409,
  "de-de": 0x407,
  "de-ch": 0x807,
  "de-at": 0xc07,
  "de-lu": 0x1007,
  de: 0x407,
  "fr-fr": 0x40c,
  "fr-be": 0x80c,
  "fr-ca": 0xc0c,
  "fr-ch": 0x100c,
  "fr-lu": 0x140c,
  fr: 0x40c,
  "es-es": 0xc0a,
  "es-mx": 0x80a,
  es: 0xc0a,
  "it-it": 0x410,
  "it-ch": 0x810,
  it: 0x410,
  "nl-nl": 0x413,
  "nl-be": 0x813,
  nl: 0x413,
  "pl-pl": 0x415,
  pl: 0x415,
  "pt-br": 0x416,
  "pt-pt": 0x816,
  pt: 0x816,
};

/** The LCIDS key a locale formats as: its region's, else its language's, else English. */
function formatLocale(locale: string): string {
  let canonical = "en";
  try {
    canonical = Intl.getCanonicalLocales(locale)[0] ?? "en";
  } catch {
    // An invalid tag formats as English, as the catalogs do.
  }
  const l = new Intl.Locale(canonical);
  const region = l.region ? `${l.language}-${l.region}`.toLowerCase() : "";
  if (LCIDS[region] !== undefined) return region;
  return LCIDS[l.language.toLowerCase()] !== undefined ? l.language.toLowerCase() : "en";
}

/** The `[$-LCID]` tag of a BCP 47 locale; the language's default for an unlisted region, English otherwise. */
export function formatLocaleTag(locale: string): string {
  return `[$-${LCIDS[formatLocale(locale)]!.toString(16).toUpperCase()}]`;
}

/**
 * A month's days on a category axis: the day's number only, as the PDF's daily charts print it
 * (pdf/pages/daily-charts.ts), with the month named in each such chart's title. "1. Okt" beside
 * "3. Okt" ran together in LibreOffice, which ignores c:tickLblSkip; "1" beside "3" does not.
 * Every other day is labelled where the reader honours the skip (Excel).
 */
export const DAY_AXIS = { numFmt: "d", labelSkip: 2 } as const;

/**
 * A date in figures as the locale writes it (Intl), as a format code: "dd.mm.yyyy" in German,
 * "dd/mm/yyyy" in French and British English, "mm/dd/yyyy" in US English — the language the
 * locale tag names, so the two never disagree.
 */
export function dateFormat(locale: string): string {
  const parts = new Intl.DateTimeFormat(formatLocale(locale), {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "UTC",
  }).formatToParts(new Date(Date.UTC(2026, 9, 1)));
  const codes: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
    day: "dd",
    month: "mm",
    year: "yyyy",
  };
  return parts
    .map((p) => codes[p.type] ?? (/^[\s.,/-]*$/.test(p.value) ? p.value : quoteFormatText(p.value)))
    .join("");
}

/**
 * Every cell format in the report's locale: tagged, and the cells' dates (FMT.date, ISO in the
 * code) written as the locale writes them; the cell's value stays a date.
 */
export function cellFormat(locale: string): (code: string) => string {
  const tag = formatLocaleTag(locale);
  const date = dateFormat(locale);
  return (code) => tagFormat(code === FMT.date ? date : code, tag);
}

/** Sections of a format code (`pos;neg;zero`), split on semicolons outside quoted text. */
function sections(code: string): string[] {
  const out: string[] = [];
  let current = "";
  let quoted = false;
  for (const ch of code) {
    if (ch === '"') quoted = !quoted;
    if (ch === ";" && !quoted) {
      out.push(current);
      current = "";
    } else current += ch;
  }
  out.push(current);
  return out;
}

/** `code` with `tag` in front of each section; "General" and sections already tagged stay as they are. */
export function tagFormat(code: string, tag: string): string {
  if (code === "General") return code;
  return sections(code)
    .map((s) => (s.startsWith("[$-") || s === "" ? s : `${tag}${s}`))
    .join(";");
}

function tagAxis<A extends { numFmt?: string }>(axis: A, tag: string): A {
  return axis.numFmt ? { ...axis, numFmt: tagFormat(axis.numFmt, tag) } : axis;
}

/** A chart whose axis, category and data-label formats carry the report's locale. */
export function localizeChartFormats(spec: ChartSpec, locale: string): ChartSpec {
  const tag = formatLocaleTag(locale);
  return {
    ...spec,
    categoryAxis: tagAxis(spec.categoryAxis, tag),
    valueAxis: tagAxis<ValueAxis>(spec.valueAxis, tag),
    ...(spec.secondaryAxis ? { secondaryAxis: tagAxis<ValueAxis>(spec.secondaryAxis, tag) } : {}),
    series: spec.series.map((s) =>
      s.labels ? { ...s, labels: { ...s.labels, numFmt: tagFormat(s.labels.numFmt, tag) } } : s,
    ),
  };
}
