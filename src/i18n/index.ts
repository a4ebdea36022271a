export { countryCodeOf } from "../vocabulary/country-code.js";
export type { Catalog, MessageKey, MessageParams, ParamsArg, PlainMessageKey } from "./catalog-types.js";
export { CATALOGS, SOURCE_LANGUAGE } from "./catalogs/index.js";
export { countryLabel, countryName } from "./country.js";
export {
  catalogLanguage,
  formattingLocale,
  hasCatalog,
  isPseudoLocale,
  NO_CATALOG_LOCALE,
  PSEUDO_LOCALE,
} from "./locale.js";
export { type Messages, messagesFor } from "./messages.js";
export { accent, PSEUDO_CLOSE, PSEUDO_OPEN } from "./pseudo.js";
