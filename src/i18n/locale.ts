/**
 * Which catalog serves a BCP 47 tag: the tag itself, then shorter tags (RFC 4647 §3.4
 * lookup: de-Latn-AT → de-Latn → de), then English. Formatting (numbers, dates) keeps the
 * full requested tag; only the words fall back.
 */
import { CATALOGS, SOURCE_LANGUAGE } from "./catalogs/index.js";

/** Pseudo-locale (the CLDR/Windows convention for accented pseudo-English). */
export const PSEUDO_LOCALE = "en-XA";

export function isPseudoLocale(tag: string): boolean {
  return canonical(tag)?.toLowerCase() === PSEUDO_LOCALE.toLowerCase();
}

function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** The catalog language for `tag` ("de-AT" → "de", "sv-SE" → "en", "x" → "en"). */
export function catalogLanguage(tag: string, available: readonly string[] = Object.keys(CATALOGS)): string {
  const have = new Set(available.map((l) => l.toLowerCase()));
  const parts = (canonical(tag) ?? "").split("-");
  while (parts.length > 0) {
    const candidate = parts.join("-").toLowerCase();
    if (have.has(candidate)) return available.find((l) => l.toLowerCase() === candidate) ?? candidate;
    parts.pop();
    // A lone singleton ("x" of "de-x-foo") is not a tag of its own.
    if (parts.at(-1)?.length === 1) parts.pop();
  }
  return SOURCE_LANGUAGE;
}

/** What a locale without a catalog formats with: the product's default, English throughout. */
export const NO_CATALOG_LOCALE = "en-GB";

/** Whether the tag's language has a catalog of its own (English tags do: the source catalog). */
export function hasCatalog(tag: string): boolean {
  return catalogLanguage(tag) !== SOURCE_LANGUAGE || /^en(-|$)/i.test(canonical(tag) ?? "");
}

/** Asked for each plant's country and each formatted figure: the answer of each tag, once. */
const formattingLocales = new Map<string, string>();

/**
 * The tag `Intl` formats with: the requested one when valid and its language has a catalog,
 * else English. A locale without a catalog renders as English throughout, digits and dates
 * included: English words among Arabic-Indic digits, reordered by bidi, would garble every
 * figure ("Target ٢٫٣+٠ ٪٨٠٫٠ pp") until a catalog (and a right-to-left layout) exist.
 */
export function formattingLocale(tag: string): string {
  let locale = formattingLocales.get(tag);
  if (locale === undefined) {
    locale = resolveFormattingLocale(tag);
    formattingLocales.set(tag, locale);
  }
  return locale;
}

function resolveFormattingLocale(tag: string): string {
  const c = canonical(tag);
  if (!c || isPseudoLocale(c)) return SOURCE_LANGUAGE;
  if (!hasCatalog(c)) return NO_CATALOG_LOCALE;
  return Intl.NumberFormat.supportedLocalesOf([c]).length === 1 ? c : SOURCE_LANGUAGE;
}
