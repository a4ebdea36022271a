/**
 * The catalogs by base language (BCP 47 primary subtag), ICU MessageFormat in JSON as translation
 * tools read and write them: `en.json` is the source in FormatJS's extracted format (each message
 * with a description for translators), every other language a flat `{ key: message }` file.
 * `npm run catalogs` checks them (missing or extra keys, placeholders, descriptions); the keys and
 * their parameters are typed by the generated `../message-params.ts`.
 */
import type { Catalog } from "../catalog-types.js";
import de from "./de.json" with { type: "json" };
import source from "./en.json" with { type: "json" };
import es from "./es.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import it from "./it.json" with { type: "json" };
import nl from "./nl.json" with { type: "json" };
import pl from "./pl.json" with { type: "json" };
import pt from "./pt.json" with { type: "json" };

const en = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v.defaultMessage])) as Catalog;

// Each file has every English key: `npm run catalogs` (formatjs verify --missing-keys) checks it.
export const CATALOGS: Readonly<Record<string, Readonly<Catalog>>> = {
  en,
  de: de as Catalog,
  fr: fr as Catalog,
  es: es as Catalog,
  it: it as Catalog,
  nl: nl as Catalog,
  pl: pl as Catalog,
  pt: pt as Catalog,
};

export const SOURCE_LANGUAGE = "en";
