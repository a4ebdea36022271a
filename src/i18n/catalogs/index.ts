/**
 * The catalogs by base language (BCP 47 primary subtag). Each language is the union of its
 * areas (common words, the plant PDF, the portfolio PDF and client packs, index.html, the workbooks, the
 * e-mails of `deliver`), one file per area and
 * language, so a missing key in any area is a compile error in that area's file.
 */

import { commonDe } from "./common/de.js";
import { commonEn } from "./common/en.js";
import { commonEs } from "./common/es.js";
import { commonFr } from "./common/fr.js";
import { commonIt } from "./common/it.js";
import { commonNl } from "./common/nl.js";
import { commonPl } from "./common/pl.js";
import { commonPt } from "./common/pt.js";
import { htmlDe } from "./html/de.js";
import { htmlEn } from "./html/en.js";
import { htmlEs } from "./html/es.js";
import { htmlFr } from "./html/fr.js";
import { htmlIt } from "./html/it.js";
import { htmlNl } from "./html/nl.js";
import { htmlPl } from "./html/pl.js";
import { htmlPt } from "./html/pt.js";
import { mailDe } from "./mail/de.js";
import { mailEn } from "./mail/en.js";
import { mailEs } from "./mail/es.js";
import { mailFr } from "./mail/fr.js";
import { mailIt } from "./mail/it.js";
import { mailNl } from "./mail/nl.js";
import { mailPl } from "./mail/pl.js";
import { mailPt } from "./mail/pt.js";
import { packDe } from "./pack/de.js";
import { packEn } from "./pack/en.js";
import { packEs } from "./pack/es.js";
import { packFr } from "./pack/fr.js";
import { packIt } from "./pack/it.js";
import { packNl } from "./pack/nl.js";
import { packPl } from "./pack/pl.js";
import { packPt } from "./pack/pt.js";
import { pdfDe } from "./pdf/de.js";
import { pdfEn } from "./pdf/en.js";
import { pdfEs } from "./pdf/es.js";
import { pdfFr } from "./pdf/fr.js";
import { pdfIt } from "./pdf/it.js";
import { pdfNl } from "./pdf/nl.js";
import { pdfPl } from "./pdf/pl.js";
import { pdfPt } from "./pdf/pt.js";
import { warningsDe } from "./warnings/de.js";
import { warningsEn } from "./warnings/en.js";
import { warningsEs } from "./warnings/es.js";
import { warningsFr } from "./warnings/fr.js";
import { warningsIt } from "./warnings/it.js";
import { warningsNl } from "./warnings/nl.js";
import { warningsPl } from "./warnings/pl.js";
import { warningsPt } from "./warnings/pt.js";
import { xlsxDe } from "./xlsx/de.js";
import { xlsxEn } from "./xlsx/en.js";
import { xlsxEs } from "./xlsx/es.js";
import { xlsxFr } from "./xlsx/fr.js";
import { xlsxIt } from "./xlsx/it.js";
import { xlsxNl } from "./xlsx/nl.js";
import { xlsxPl } from "./xlsx/pl.js";
import { xlsxPt } from "./xlsx/pt.js";

/** English, the source catalog: its keys define `MessageKey`. */
export const en = { ...commonEn, ...pdfEn, ...packEn, ...htmlEn, ...xlsxEn, ...warningsEn, ...mailEn };
const de = { ...commonDe, ...pdfDe, ...packDe, ...htmlDe, ...xlsxDe, ...warningsDe, ...mailDe };
const fr = { ...commonFr, ...pdfFr, ...packFr, ...htmlFr, ...xlsxFr, ...warningsFr, ...mailFr };
const es = { ...commonEs, ...pdfEs, ...packEs, ...htmlEs, ...xlsxEs, ...warningsEs, ...mailEs };
const it = { ...commonIt, ...pdfIt, ...packIt, ...htmlIt, ...xlsxIt, ...warningsIt, ...mailIt };
const nl = { ...commonNl, ...pdfNl, ...packNl, ...htmlNl, ...xlsxNl, ...warningsNl, ...mailNl };
const pl = { ...commonPl, ...pdfPl, ...packPl, ...htmlPl, ...xlsxPl, ...warningsPl, ...mailPl };
const pt = { ...commonPt, ...pdfPt, ...packPt, ...htmlPt, ...xlsxPt, ...warningsPt, ...mailPt };

export const CATALOGS: Readonly<Record<string, Readonly<Record<keyof typeof en, string>>>> = {
  en,
  de,
  fr,
  es,
  it,
  nl,
  pl,
  pt,
};

export const SOURCE_LANGUAGE = "en";
