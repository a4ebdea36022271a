/**
 * The PDF's locale: words from the message catalogs (src/i18n) and numbers, dates, month and
 * day names from `Intl`, both for the same BCP 47 tag (the plant's `locale`, else the
 * report's), so a German page never mixes in an English month. Missing values print as an en
 * dash, never as 0 (DESIGN.md, "Monthly figures").
 */
import { hasCatalog, isPseudoLocale, type Messages, messagesFor } from "../../../i18n/index.js";

export const NONE = "–";

/**
 * A valid BCP 47 tag or en-GB (Intl throws RangeError on malformed tags); en-XA formats as
 * en-GB, and so does a locale without a catalog: English words among its digits would garble.
 */
export function safeLocale(tag: string): string {
  try {
    const canonical = Intl.getCanonicalLocales(tag)[0] ?? "en-GB";
    return isPseudoLocale(canonical) || !hasCatalog(canonical) ? "en-GB" : canonical;
  } catch {
    return "en-GB";
  }
}

export interface Formatters {
  /** The tag numbers and dates are formatted with. */
  locale: string;
  /** The requested tag, for the PDF's /Lang and locale-aware upper case (en-XA stays en-XA). */
  lang: string;
  /** The catalog's messages (`t("pdf.tile.noData")`). */
  t: Messages["t"];
  /** Fixed decimals, grouped: number(1234.5, 1) → "1,234.5". */
  number(value: number | null, digits: number): string;
  /** Fraction as percent: percent(0.813) → "81.3%" (de-DE "81,3 %"). */
  percent(value: number | null, digits?: number): string;
  /**
   * Signed deviation: relative as percent, or percentage points with `pp`, at `digits`
   * decimals (default 1; a verdict's own `decimals` beside a verdict). "±" when it prints as 0.
   */
  signed(value: number, unit: "%" | "pp", digits?: number): string;
  /** Percentage points of a fraction, unsigned: points(0.02) → "2.0 pp"; points(0.0005, 2) → "0.05 pp". */
  points(value: number, digits?: number): string;
  /** Money at the currency's own decimals, or at `digits` (a tariff at the precision it was given). */
  currency(value: number | null, digits?: number): string;
  /** YYYY-MM-DD → e.g. "Mon, 05/10/2026" (table rows). */
  day(date: string): string;
  /** YYYY-MM-DD → e.g. "5 Oct", de-DE "5. Okt." (lists). */
  dayShort(date: string): string;
  /** YYYY-MM → e.g. "October 2026". */
  monthYear(month: string): string;
  /** YYYY-MM → e.g. "Oct 26" (chart labels). */
  monthShort(month: string): string;
  /** ISO instant, always shown in UTC so the output does not depend on the machine's zone. */
  instantUtc(iso: string): string;
}

/** Date formatters in UTC: the model's dates are calendar days, not instants. */
function dateFormats(locale: string) {
  const f = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...o, timeZone: "UTC" });
  return {
    day: f({ weekday: "short", day: "2-digit", month: "2-digit", year: "numeric" }),
    // The locale's own order and punctuation ("5 Oct", "5. Okt."): no fixed pattern.
    dayShort: f({ day: "numeric", month: "short" }),
    monthYear: f({ month: "long", year: "numeric" }),
    monthShort: f({ month: "short", year: "2-digit" }),
    instant: f({
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZoneName: "short",
    }),
  };
}

const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * One set per locale and currency per thread (a worker renders hundreds of PDFs in a few
 * locales): the Intl objects are built once, and the day labels every table repeats (the same
 * month for every plant) are formatted once.
 */
const made = new Map<string, Formatters>();

export function formatters(localeTag: string, currency: string): Formatters {
  const key = `${localeTag}\u0000${currency}`;
  let f = made.get(key);
  if (!f) {
    f = makeFormatters(localeTag, currency);
    made.set(key, f);
  }
  return f;
}

/** `format` remembered per argument (bounded: the model's dates are a few hundred days). */
function remembered(format: (arg: string) => string): (arg: string) => string {
  const seen = new Map<string, string>();
  return (arg) => {
    let text = seen.get(arg);
    if (text === undefined) {
      text = format(arg);
      if (seen.size >= 10_000) seen.clear();
      seen.set(arg, text);
    }
    return text;
  };
}

function makeFormatters(localeTag: string, currency: string): Formatters {
  const locale = safeLocale(localeTag);
  const messages = messagesFor(localeTag);
  const t = messages.t;
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const nf = (key: string, o: Intl.NumberFormatOptions): Intl.NumberFormat => {
    const known = numberFormats.get(key);
    if (known) return known;
    const f = new Intl.NumberFormat(locale, o);
    numberFormats.set(key, f);
    return f;
  };
  const fixed = (d: number) => nf(`n${d}`, { minimumFractionDigits: d, maximumFractionDigits: d });
  const pct = (d: number) =>
    nf(`p${d}`, { style: "percent", minimumFractionDigits: d, maximumFractionDigits: d });
  /** The currency's own decimals (undefined) or exactly `d`; plain decimals for an unknown code. */
  const money = (d?: number): Intl.NumberFormat => {
    const key = `c${d ?? ""}`;
    let f = numberFormats.get(key);
    if (f) return f;
    const digits = d === undefined ? {} : { minimumFractionDigits: d, maximumFractionDigits: d };
    try {
      f = new Intl.NumberFormat(locale, { style: "currency", currency, ...digits });
    } catch {
      f = fixed(d ?? 2);
    }
    numberFormats.set(key, f);
    return f;
  };
  const dates = dateFormats(locale);
  const points = (v: number, d = 1) => t("pdf.unit.pp", { value: fixed(d).format(v * 100) });
  return {
    locale,
    lang: isPseudoLocale(localeTag) ? localeTag : locale,
    t,
    number: (v, d) => (v === null || !Number.isFinite(v) ? NONE : fixed(d).format(v)),
    percent: (v, d = 1) => (v === null || !Number.isFinite(v) ? NONE : pct(d).format(v)),
    signed: (v, unit, d = 1) => {
      // A figure that prints as zero carries no sign: "−0.0 pp" would claim a shortfall the
      // reader cannot see (and beside a verdict, `decimals` keeps it from printing as zero).
      const abs = Math.abs(v);
      const print = (x: number) => (unit === "%" ? pct(d).format(x) : points(x, d));
      const shown = print(abs);
      const sign = shown === print(0) ? "±" : v > 0 ? "+" : "−";
      return `${sign}${shown}`;
    },
    points,
    currency: (v, d) => (v === null || !Number.isFinite(v) ? NONE : money(d).format(v)),
    day: remembered((date) => dates.day.format(calendarDay(date))),
    dayShort: remembered((date) => dates.dayShort.format(calendarDay(date))),
    monthYear: remembered((month) => dates.monthYear.format(calendarDay(`${month}-01`))),
    monthShort: remembered((month) => dates.monthShort.format(calendarDay(`${month}-01`))),
    instantUtc: (iso) => dates.instant.format(new Date(iso)),
  };
}
