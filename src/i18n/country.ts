/**
 * Countries in the reader's language: the model holds the ISO code of the name the service
 * sent (country-code.ts), named here through CLDR (`Intl.DisplayNames`); a name no table knows
 * stays as sent.
 */
import { formattingLocale } from "./locale.js";

const cache = new Map<string, Intl.DisplayNames>();

/** "Deutschland" for ("DE", "de-AT"); the code itself when ICU does not know it. */
export function countryName(code: string, locale: string): string {
  const tag = formattingLocale(locale);
  let names = cache.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: "region", fallback: "code" });
    cache.set(tag, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a well-formed region code ("", "XYZ"): show what the service sent.
    return code;
  }
}

/**
 * A plant's country for the reader: its code's name in the reader's language, or what the
 * service sent when no code is known. For every renderer (PDF, workbooks, index.html).
 */
export function countryLabel(plant: { country: string; countryCode: string | null }, locale: string): string {
  return plant.countryCode === null ? plant.country : countryName(plant.countryCode, locale);
}
