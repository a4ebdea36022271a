/**
 * A BCP 47 language tag (RFC 5646), for the definition's `locale` and a plant's override.
 * It must be one this Node's ICU can format numbers in: otherwise Intl silently falls back
 * and a "de-DE" report would print English numbers without a word of warning.
 */
import { z } from "zod";

function isSupportedLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}

export const localeTag = z.string().refine(isSupportedLocale, {
  error: (iss) =>
    `${JSON.stringify(iss.input)} is not a supported BCP 47 locale (examples: "en-GB", "de-DE")`,
});
