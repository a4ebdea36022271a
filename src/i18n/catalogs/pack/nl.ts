/** Dutch messages of the portfolio PDF and the client packs. */
import type { packEn } from "./en.js";

export const packNl: Record<keyof typeof packEn, string> = {
  "pack.cover.portfolio": "Portefeuillerapport",
  "pack.cover.client": "Klantrapport",
  "pack.cover.plants": "{count, plural, one {# installatie} other {# installaties}}",
  "pack.cover.contents": "Inhoud",
  "pack.cover.more":
    "… en {count, plural, one {nog # installatie} other {nog # installaties}}: zie de bladwijzers",
  "pack.bookmark.cover": "Voorblad",
  "pack.bookmark.summary": "Samenvatting",

  "pack.figures.title": "De maand in één oogopslag",
  "pack.plantsAll":
    "{count, plural, one {de enige installatie heeft gegevens geleverd} other {alle # installaties hebben gegevens geleverd}}",
  "pack.plantsSome":
    "{ok} van {count, plural, one {# installatie} other {# installaties}} met gegevens, {failed} zonder gegevens",
  "pack.tile.ofWhichEstimated": "waarvan geschat {kwh} kWh",
  "pack.tile.noBudget": "Geen installatie heeft een budget",
  "pack.tile.budgetCovered": "Budget (gedekte dagen) {kwh} kWh",
  "pack.tile.againstNormal": "{deviation} t.o.v. normaal",
  "pack.tile.noNormal": "Geen instralingsnorm ingesteld",
  "pack.weighting.client":
    "De cijfers van de klant volgen de formules van de portefeuille, alleen over diens installaties.",
  "pack.bridge.none":
    "Budgetbrug niet getoond: geen installatie heeft deze maand een budget en een opbrengst.",
  "pack.bridge.budgetCovered": "Budget (gedekte dagen)",
  "pack.bridge.scope":
    "Som van de bruggen van de {count} van {total, plural, one {# installatie} other {# installaties}} met gegevens die een budget hebben.",
  "pack.bridge.weatherNone":
    "Weer: geen installatie heeft een instralingsnorm; dit aandeel blijft in Prestatie.",
  "pack.bridge.meteredNone":
    "Terugleververlies en meter: niet elke installatie in de som heeft een meteropbrengst, dus de brug eindigt bij de werkelijke opbrengst en toont geen bedragen.",

  "pack.ranking.title": "Rangschikking van de installaties",
  "pack.ranking.order": "op opbrengst t.o.v. het budget van de gedekte dagen, beste eerst",
  "pack.ranking.continued": "Rangschikking van de installaties (vervolg)",
  "pack.ranking.failed": "Geen gegevens: {reason}",
  "pack.ranking.prFallback":
    "{name} in plaats van {chosen}, dat voor die installatie niet kan worden berekend.",
  "pack.contract.title": "Contractgeld",
  "pack.contract.order": "boetes tot nu toe, elke garantie over haar eigen afrekenperiode",
  "pack.contract.continued": "Contractgeld (vervolg)",
  "pack.contract.column.contract": "Contract",
  "pack.contract.column.availability": "contractueel / gegarandeerd",
  "pack.contract.column.pr": "gemeten / gegarandeerd",
  "pack.contract.column.damages": "Boete",
  "pack.contract.column.toDate": "tot nu toe",
  "pack.contract.total": "Totaal, {count, plural, one {# installatie} other {# installaties}}",
  "pack.contract.met": "Garantie gehaald",
  "pack.contract.missed": "Garantie gemist",
  "pack.contract.rounding":
    "De boete van elke garantie is per periode afgerond op de kleinste eenheid van de valuta; een totaal is de som van de bedragen erboven. Een voorlopige periode is tot nu toe en kan nog veranderen.",
  "pack.contract.without": "Technische beschikbaarheid, geen contractvoorwaarden: {names}",
  "pack.column.rank": "Nr.",
  "pack.column.plant": "Installatie",
  "pack.column.capacity": "Vermogen",
  "pack.column.yield": "Opbrengst",
  "pack.column.budgetVariance": "t.o.v. budget",
  "pack.column.daysCovered": "gedekte dagen",
  "pack.column.fullBudget": "volledig budget",
  "pack.column.specificYield": "Spec. opbr.",
  "pack.column.pr": "PR",
  "pack.column.availability": "Beschikbaarheid",

  "pack.byVerdict.title": "Installaties per oordeel",
  "pack.byVerdict.none": "Geen oordeel",

  "pack.plantChart.title":
    "Specifieke opbrengst en PR per installatie, in volgorde van de ranglijst (nummers als daar)",
  "pack.plantChart.specificYield": "Specifieke opbrengst ({unit})",

  "pack.plantChart.pr": "PR (IEC 61724-1), %",

  "pack.attention.title": "Installaties die aandacht vragen",
  "pack.attention.note": "mislukt, geen gegevens, onder doel of een onwaarschijnlijk cijfer",
  "pack.attention.none": "Geen: geen installatie mislukt, zonder gegevens of onder doel.",
  "pack.attention.watchCount":
    "{count, plural, one {# installatie is} other {# installaties zijn}} in observatie (onder een doel, binnen de marge) en hier niet vermeld.",
  "pack.attention.failed": "Er konden geen gegevens worden opgehaald: {reason}",

  "pack.quality.reported": "Installaties met gegevens",
  "pack.quality.reportedValue": "{ok} van {total}",
  "pack.quality.estimatedValue":
    "{days, plural, one {# installatiedag} other {# installatiedagen}}, {kwh} kWh van de opbrengst:",
  "pack.quality.missing": "Dagen zonder opbrengst",
  "pack.quality.missingValue":
    "{days, plural, one {# installatiedag} other {# installatiedagen}} niet te schatten, weggelaten (niet als nul geteld):",
  "pack.quality.failed": "Installaties zonder gegevens",
};
