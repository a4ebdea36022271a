/**
 * Locale-aware formatting: numbers through Intl.NumberFormat, calendar dates through
 * date-fns with the report's locale (BCP 47 → date-fns locale, fallback en-GB).
 * Missing values print as an en dash, never as 0 (DESIGN.md, "Monthly figures").
 */

import type { Locale } from "date-fns";
import { format as formatDate, parseISO } from "date-fns";
import { cs, da, de, el, enGB, enUS, es, fi, fr, it, nb, nl, pl, pt, ru, sv, tr } from "date-fns/locale";

export const NONE = "–";

const DATE_LOCALES: Record<string, Locale> = {
  "en-GB": enGB,
  "en-US": enUS,
  en: enGB,
  de,
  fr,
  es,
  it,
  nl,
  pl,
  da,
  pt,
  sv,
  nb,
  no: nb,
  fi,
  cs,
  el,
  ru,
  tr,
};

/** A valid BCP 47 tag or en-GB (Intl throws RangeError on malformed tags). */
export function safeLocale(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? "en-GB";
  } catch {
    return "en-GB";
  }
}

export function dateLocale(tag: string): Locale {
  const canonical = safeLocale(tag);
  return DATE_LOCALES[canonical] ?? DATE_LOCALES[canonical.split("-")[0] ?? ""] ?? enGB;
}

export interface Formatters {
  locale: string;
  /** Fixed decimals, grouped: number(1234.5, 1) → "1,234.5". */
  number(value: number | null, digits: number): string;
  /** Fraction as percent: percent(0.813) → "81.3%" (de-DE "81,3 %"). */
  percent(value: number | null, digits?: number): string;
  /** Signed deviation: relative as percent, or percentage points with `pp`. */
  signed(value: number, unit: "%" | "pp"): string;
  currency(value: number | null): string;
  /** YYYY-MM-DD → e.g. "Thu 01/10/2026" (table rows). */
  day(date: string): string;
  /** YYYY-MM-DD → e.g. "1 Oct", de-DE "1. Okt." (lists). */
  dayShort(date: string): string;
  /** YYYY-MM → e.g. "October 2026". */
  monthYear(month: string): string;
  /** YYYY-MM → e.g. "Oct 26" (chart labels). */
  monthShort(month: string): string;
  /** ISO instant, always shown in UTC so the output does not depend on the machine's zone. */
  instantUtc(iso: string): string;
}

export function formatters(localeTag: string, currency: string): Formatters {
  const locale = safeLocale(localeTag);
  const dl = dateLocale(locale);
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
  let money: Intl.NumberFormat;
  try {
    money = new Intl.NumberFormat(locale, { style: "currency", currency });
  } catch {
    money = fixed(2);
  }
  const utc = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  // Day and month in the locale's own order and punctuation ("1 Oct", "1. Okt.", "Oct 1"):
  // a fixed "d MMM" pattern printed German dates without their ordinal dot.
  const dayMonth = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const local = (date: string) => parseISO(date);
  return {
    locale,
    number: (v, d) => (v === null || !Number.isFinite(v) ? NONE : fixed(d).format(v)),
    percent: (v, d = 1) => (v === null || !Number.isFinite(v) ? NONE : pct(d).format(v)),
    signed: (v, unit) => {
      // Both forms print 0.1 points: below half of that the figure reads 0.0, and a sign
      // on it ("−0.0 pp") would claim a shortfall the reader cannot see.
      const abs = Math.abs(v);
      const sign = abs < 0.0005 ? "±" : v > 0 ? "+" : "−";
      return unit === "%" ? `${sign}${pct(1).format(abs)}` : `${sign}${fixed(1).format(abs * 100)} pp`;
    },
    currency: (v) => (v === null || !Number.isFinite(v) ? NONE : money.format(v)),
    day: (date) => formatDate(local(date), "EEE P", { locale: dl }),
    dayShort: (date) => dayMonth.format(new Date(`${date}T00:00:00Z`)),
    monthYear: (month) => formatDate(local(`${month}-01`), "LLLL yyyy", { locale: dl }),
    monthShort: (month) => formatDate(local(`${month}-01`), "LLL yy", { locale: dl }),
    instantUtc: (iso) => `${utc.format(new Date(iso))} UTC`,
  };
}
