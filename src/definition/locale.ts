/** BCP 47 locale tags, for the report, a client and a plant. */
import { z } from "zod";

/** BCP 47, and one this Node's ICU can format numbers in (otherwise Intl silently falls back). */
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
