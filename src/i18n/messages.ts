/**
 * `messagesFor(locale)`: the catalog for a BCP 47 tag (with fallback, see locale.ts) as a
 * typed `t(key, params)`. Messages are compiled once per language and key, on first use.
 */
import IntlMessageFormat from "intl-messageformat";
import type { Catalog, MessageKey, MessageParams, ParamsArg } from "./catalog-types.js";
import { CATALOGS, SOURCE_LANGUAGE } from "./catalogs/index.js";
import { catalogLanguage, formattingLocale, isPseudoLocale, PSEUDO_LOCALE } from "./locale.js";
import { pseudoAst } from "./pseudo.js";

export interface Messages {
  /** The requested tag, as numbers and dates should be formatted. */
  locale: string;
  /** The catalog that answers (`en-XA` for the pseudo-locale). */
  language: string;
  /** The message with exactly the parameters its English source names (src/i18n/message-params.ts). */
  t<K extends MessageKey>(key: K, ...params: ParamsArg<K>): string;
  /** The same for parameters known only at run time (a warning's, read from a model file). */
  format(key: MessageKey, params: MessageParams): string;
}

const compiled = new Map<string, Map<MessageKey, IntlMessageFormat>>();

function compile(language: string, key: MessageKey): IntlMessageFormat {
  let byKey = compiled.get(language);
  if (!byKey) {
    byKey = new Map();
    compiled.set(language, byKey);
  }
  let format = byKey.get(key);
  if (!format) {
    const source = catalogFor(language)[key];
    if (language === PSEUDO_LOCALE) {
      const english = new IntlMessageFormat(source, SOURCE_LANGUAGE).getAst();
      format = new IntlMessageFormat(pseudoAst(english), SOURCE_LANGUAGE);
    } else {
      format = new IntlMessageFormat(source, language);
    }
    byKey.set(key, format);
  }
  return format;
}

function catalogFor(language: string): Catalog {
  return CATALOGS[language] ?? (CATALOGS[SOURCE_LANGUAGE] as Catalog);
}

function format(language: string, key: MessageKey, params: MessageParams | undefined): string {
  const out = compile(language, key).format(params);
  // format() returns an array only for rich-text tags, which no catalog uses.
  return typeof out === "string" ? out : String(out);
}

export function messagesFor(locale: string): Messages {
  const language = isPseudoLocale(locale) ? PSEUDO_LOCALE : catalogLanguage(locale);
  return {
    locale: formattingLocale(locale),
    language,
    t(key, ...params) {
      return format(language, key, params[0] as MessageParams | undefined);
    },
    format(key, params) {
      return format(language, key, params);
    },
  };
}
