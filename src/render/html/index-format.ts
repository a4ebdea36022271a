/**
 * Number and date formatting for index.html: Intl in the report's locale (en-GB when the
 * manifest carries none, an invalid tag or one Intl does not know; English digits for the
 * pseudo-locale), units from the message catalog (kWc in French). Ratios are fractions in the manifest and
 * percentages on the page; a figure without data prints as an en dash, never as 0
 * (DESIGN.md "Monthly figures"). Times are shown in UTC so the page does not depend on
 * the machine that wrote it.
 */

import { hasCatalog, isPseudoLocale, type Messages, messagesFor } from "../../i18n/index.js";
import { warningText } from "../../i18n/warning-text.js";
import type { ReportWarning } from "../../vocabulary/report-warning.js";
import { type IndexLabels, indexLabels } from "./index-labels.js";

export const NONE = "–";
export const DEFAULT_LOCALE = "en-GB";

export interface IndexFormat {
  /** The tag Intl formats with. */
  locale: string;
  /** `<html lang>`: the language the page's words are in. */
  lang: string;
  /** Every word of the page, in the manifest's locale. */
  labels: IndexLabels;
  /** A warning or a failed plant's reason in the page's language (its `reason`, if any, as written). */
  warning(w: ReportWarning): string;
  /** kWh, no decimals: "12,345 kWh" (a no-break space before the unit) */
  energy(kwh: number | null): string;
  /** kWh with a sign for a change: "+1,234 kWh", "-56 kWh", "0 kWh" */
  signedEnergy(kwh: number | null): string;
  /** kWh/m², one decimal */
  irradiation(kwhM2: number | null): string;
  /** kWh/kWp, one decimal */
  specificYield(value: number | null): string;
  /** fraction → percent, one decimal: 0.8134 → "81.3%" */
  ratio(value: number | null): string;
  /** signed fraction → percent, one decimal: −0.042 → "-4.2%" */
  variance(value: number | null): string;
  money(value: number | null): string;
  /** money with a sign for a change */
  signedMoney(value: number | null): string;
  /** a difference of two fractions in percentage points, one decimal: 0.02 → "2.0" */
  points(value: number): string;
  /** fraction → percent at `decimals` (a verdict's, DESIGN.md "Numbers beside a verdict"): 0.7995, 2 → "79.95%" */
  ratioAt(value: number | null, decimals: number): string;
  /** signed fraction → percent at `decimals`: −0.0004, 2 → "-0.04%" */
  varianceAt(value: number | null, decimals: number): string;
  /** a gap between fractions in signed percentage points at `decimals`: −0.0005, 2 → "-0.05" */
  signedPointsAt(value: number, decimals: number): string;
  /** an exceedance level in percent as its P-number: 62.3 → "62" (one decimal below 0.5 and from 99.5) */
  exceedance(value: number): string;
  integer(value: number): string;
  /** YYYY-MM → "October 2026" */
  month(month: string): string;
  /** YYYY-MM → "Oct 2026" */
  monthShort(month: string): string;
  /** YYYY-MM-DD → "4 Nov 2026" */
  day(date: string): string;
  /** ISO instant → "5 Nov 2026, 06:00 UTC" */
  instant(iso: string): string;
}

function validLocale(tag: string | undefined): string {
  if (!tag) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The page's tag for Intl: the requested one when Intl knows it and its words have a catalog, else en-GB. */
function intlLocale(tag: string): string {
  if (isPseudoLocale(tag) || !hasCatalog(tag)) return DEFAULT_LOCALE;
  return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1 ? tag : DEFAULT_LOCALE;
}

/** `<html lang>`: the tag when its catalog answers, else the language that does (sv-SE → en). */
function pageLang(tag: string, messages: Messages): string {
  if (isPseudoLocale(tag)) return tag;
  const primary = tag.split("-")[0]!.toLowerCase();
  if (primary === messages.language) return tag;
  return messages.language === "en" ? DEFAULT_LOCALE : messages.language;
}

function moneyFormat(
  locale: string,
  currency: string | undefined,
  signDisplay: "auto" | "exceptZero" = "auto",
): Intl.NumberFormat {
  try {
    if (currency) return new Intl.NumberFormat(locale, { style: "currency", currency, signDisplay });
  } catch {
    // An unknown currency code: plain number with two decimals.
  }
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay });
}

const finite = (v: number | null): v is number => v !== null && Number.isFinite(v);

function fixedPercent(locale: string, d: number, signDisplay: "auto" | "exceptZero"): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: d,
    maximumFractionDigits: d,
    signDisplay,
  });
}

/** One formatter per number of decimals, made when first asked for. */
function cached(make: (d: number) => Intl.NumberFormat): (d: number) => Intl.NumberFormat {
  const made = new Map<number, Intl.NumberFormat>();
  return (d) => {
    const known = made.get(d);
    if (known !== undefined) return known;
    const f = make(d);
    made.set(d, f);
    return f;
  };
}

/**
 * "62" for P62; a level that would round to P0 or P100 (beyond any study's range) keeps one
 * decimal, so the page never claims a certainty the normal distribution does not give.
 */
function exceedanceText(n0: Intl.NumberFormat, n1: Intl.NumberFormat, v: number): string {
  return v < 0.5 || v >= 99.5 ? n1.format(v) : n0.format(v);
}

export function indexFormat(localeTag: string | undefined, currency: string | undefined): IndexFormat {
  const requested = validLocale(localeTag);
  const messages = messagesFor(requested);
  const { t } = messages;
  const locale = intlLocale(requested);
  const fixed = (d: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: d, maximumFractionDigits: d });
  const n0 = fixed(0);
  const n1 = fixed(1);
  const pct = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const signedPct = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const at = cached((d) => fixedPercent(locale, d, "auto"));
  const signedAt = cached((d) => fixedPercent(locale, d, "exceptZero"));
  const pointsAt = cached(
    (d) =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: d,
        maximumFractionDigits: d,
        signDisplay: "exceptZero",
      }),
  );
  const money = moneyFormat(locale, currency);
  const signedMoney = moneyFormat(locale, currency, "exceptZero");
  const signed0 = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const monthFmt = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const monthShortFmt = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
  const dayFmt = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  // Components rather than dateStyle, which Intl does not combine with a time zone name.
  const instantFmt = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  // A no-break space: a figure and its unit never part at a line end.
  const unit = (f: Intl.NumberFormat, u: string) => (v: number | null) =>
    finite(v) ? `${f.format(v)}\u00a0${u}` : NONE;
  const date = (iso: string, f: Intl.DateTimeFormat) => {
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? iso : f.format(ms);
  };
  return {
    locale,
    lang: pageLang(requested, messages),
    labels: indexLabels(t),
    warning: (w) => warningText({ ...messages, locale }, w),
    energy: unit(n0, t("unit.kwh")),
    signedEnergy: unit(signed0, t("unit.kwh")),
    irradiation: unit(n1, t("unit.kwhPerM2")),
    specificYield: unit(n1, t("unit.kwhPerKwp")),
    ratio: (v) => (finite(v) ? pct.format(v) : NONE),
    variance: (v) => (finite(v) ? signedPct.format(v) : NONE),
    money: (v) => (finite(v) ? money.format(v) : NONE),
    signedMoney: (v) => (finite(v) ? signedMoney.format(v) : NONE),
    points: (v) => n1.format(v * 100),
    ratioAt: (v, d) => (finite(v) ? at(d).format(v) : NONE),
    varianceAt: (v, d) => (finite(v) ? signedAt(d).format(v) : NONE),
    signedPointsAt: (v, d) => pointsAt(d).format(v * 100),
    exceedance: (v) => exceedanceText(n0, n1, v),
    integer: (v) => n0.format(v),
    month: (m) => date(`${m}-01T00:00:00Z`, monthFmt),
    monthShort: (m) => date(`${m}-01T00:00:00Z`, monthShortFmt),
    day: (d) => date(`${d}T00:00:00Z`, dayFmt),
    instant: (iso) => date(iso, instantFmt),
  };
}
