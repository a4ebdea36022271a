/** Country names in the reader's language (CLDR through `Intl.DisplayNames`). */
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
