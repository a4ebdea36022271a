/**
 * Which locales of a definition have no word catalog. Such a locale is valid but renders as
 * English throughout, words, numbers and dates (src/i18n/locale.ts): say so before the run,
 * so nobody sends a Swedish owner a page they expected in Swedish.
 */
import { CATALOGS } from "../i18n/catalogs/index.js";
import { catalogLanguage, isPseudoLocale } from "../i18n/locale.js";
import type { ReportDefinition } from "./parse.js";

interface LocaleUse {
  tag: string;
  where: string;
}

function localeUses(def: ReportDefinition): LocaleUse[] {
  const uses: LocaleUse[] = [{ tag: def.locale, where: "locale" }];
  for (const c of def.clients) if (c.locale) uses.push({ tag: c.locale, where: `client "${c.name}"` });
  for (const [id, d] of Object.entries(def.plantDetails))
    if (d.locale) uses.push({ tag: d.locale, where: `plantDetails.${id}.locale` });
  return uses;
}

function languageName(tag: string): string {
  const lang = tag.split("-")[0] ?? tag;
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** One line per locale without a catalog (the places that use it named, at most three). */
export function localesWithoutCatalog(def: ReportDefinition): string[] {
  const byTag = new Map<string, string[]>();
  for (const u of localeUses(def)) {
    if (isPseudoLocale(u.tag) || catalogLanguage(u.tag) !== "en" || /^en\b/i.test(u.tag)) continue;
    byTag.set(u.tag, [...(byTag.get(u.tag) ?? []), u.where]);
  }
  const have = Object.keys(CATALOGS).sort().join(", ");
  return [...byTag].map(([tag, where]) => {
    const shown =
      where.length > 3 ? `${where.slice(0, 3).join(", ")} and ${where.length - 3} more` : where.join(", ");
    return (
      `locale "${tag}" (${shown}): there is no ${languageName(tag)} catalog, so its words, numbers and dates will be in English ` +
      `(catalogs: ${have})`
    );
  });
}
