/**
 * The service sends a country's English *name* ("Germany"); the reader wants it in their
 * language ("Deutschland"). The name is mapped to its ISO 3166-1 alpha-2 code through CLDR's own
 * English names (`Intl.DisplayNames`) plus the other spellings services use. No imports: the
 * model (metrics/) stores the code, renderers name it (country.ts).
 */

/** Spellings CLDR's English names do not use but services and registries do. */
const ALIASES: Readonly<Record<string, string>> = {
  usa: "US",
  "united states of america": "US",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  turkey: "TR",
  "czech republic": "CZ",
  "ivory coast": "CI",
  "viet nam": "VN",
  "republic of korea": "KR",
  korea: "KR",
  "russian federation": "RU",
  macedonia: "MK",
  swaziland: "SZ",
  burma: "MM",
  holland: "NL",
  "the netherlands": "NL",
  uae: "AE",
};

const key = (s: string) => s.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

let byName: Map<string, string> | null = null;
let codes: Set<string> | null = null;

/** Whether ICU keeps the code as it is ("UK" and "FX" are deprecated aliases of GB and FR). */
function isCanonical(code: string): boolean {
  try {
    return Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
  } catch {
    return false;
  }
}

/** English CLDR name → code, for every current two-letter region ICU names. */
function namesToCodes(): Map<string, string> {
  if (byName) return byName;
  const english = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const map = new Map(Object.entries(ALIASES));
  codes = new Set(map.values());
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = english.of(code);
      if (name === undefined || name === code || !isCanonical(code)) continue;
      map.set(key(name), code);
      codes.add(code);
    }
  }
  byName = map;
  return map;
}

/**
 * The ISO 3166-1 alpha-2 code of a country as the service sends it: its English name
 * ("Germany", "Türkiye", "Turkey", "USA"), or already a code ("DE"); null when unknown.
 */
export function countryCodeOf(sent: string): string | null {
  const trimmed = sent.trim();
  const byEnglishName = namesToCodes();
  const code = trimmed.toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && codes?.has(code)) return code;
  return byEnglishName.get(key(trimmed)) ?? null;
}
