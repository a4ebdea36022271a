/** The catalogs by base language (BCP 47 primary subtag). */
import type { Catalog } from "../catalog-types.js";
import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { it } from "./it.js";
import { nl } from "./nl.js";
import { pl } from "./pl.js";
import { pt } from "./pt.js";

export const CATALOGS: Readonly<Record<string, Catalog>> = { en, de, fr, es, it, nl, pl, pt };

export const SOURCE_LANGUAGE = "en";
