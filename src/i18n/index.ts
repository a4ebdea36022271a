export type { Catalog, MessageKey, MessageParams } from "./catalog-types.js";
export { CATALOGS, SOURCE_LANGUAGE } from "./catalogs/index.js";
export { countryName } from "./country.js";
export { catalogLanguage, formattingLocale, isPseudoLocale, PSEUDO_LOCALE } from "./locale.js";
export { type Messages, messagesFor } from "./messages.js";
export { accent, PSEUDO_CLOSE, PSEUDO_OPEN } from "./pseudo.js";
