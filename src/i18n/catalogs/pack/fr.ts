/** French messages of the portfolio PDF and the client packs. */
import type { packEn } from "./en.js";

export const packFr: Record<keyof typeof packEn, string> = {
  "pack.cover.portfolio": "Rapport de portefeuille",
  "pack.cover.client": "Rapport client",
  "pack.cover.plants": "{count, plural, one {# centrale} other {# centrales}}",
  "pack.cover.contents": "Sommaire",
  "pack.cover.more":
    "… et {count, plural, one {# autre centrale} other {# autres centrales}} : voir les signets",
  "pack.bookmark.cover": "Couverture",
  "pack.bookmark.summary": "Synthèse",

  "pack.figures.title": "Le mois en un coup d’œil",
  "pack.plantsAll":
    "{count, plural, one {la seule centrale a transmis ses données} other {les # centrales ont transmis leurs données}}",
  "pack.plantsSome":
    "{ok} sur {count, plural, one {# centrale} other {# centrales}} avec données, {failed} sans données",
  "pack.tile.ofWhichEstimated": "dont estimé {kwh} kWh",
  "pack.tile.noBudget": "Aucune centrale n’a de budget",
  "pack.tile.budgetCovered": "Budget (jours couverts) {kwh} kWh",
  "pack.tile.againstNormal": "{deviation} par rapport à la normale",
  "pack.tile.noNormal": "Aucune normale d’irradiation définie",
  "pack.weighting.client":
    "Les chiffres du client suivent les formules du portefeuille, sur ses seules centrales.",
  "pack.bridge.none":
    "Pont budgétaire non affiché : aucune centrale n’a de budget et de production ce mois-ci.",
  "pack.bridge.budgetCovered": "Budget (jours couverts)",
  "pack.bridge.scope":
    "Somme des ponts des {count} centrales sur {total, plural, one {# centrale} other {# centrales}} avec données qui ont un budget.",
  "pack.bridge.weatherNone":
    "Météo : aucune centrale n’a de normale d’irradiation ; sa part reste dans Performance.",
  "pack.bridge.meteredNone":
    "Perte d’injection et compteur : toutes les centrales de la somme n’ont pas de production compteur, le passage s’arrête donc à la production réelle et n’indique aucun montant.",

  "pack.ranking.title": "Classement des centrales",
  "pack.ranking.order": "par production face au budget des jours couverts, la meilleure d’abord",
  "pack.ranking.continued": "Classement des centrales (suite)",
  "pack.ranking.failed": "Aucune donnée : {reason}",
  "pack.ranking.prFallback":
    "{name} à la place de {chosen}, qui ne peut pas être calculé pour cette centrale.",
  "pack.contract.title": "Montants contractuels",
  "pack.contract.order": "pénalités à date, chaque garantie sur sa propre période de règlement",
  "pack.contract.continued": "Montants contractuels (suite)",
  "pack.contract.column.contract": "Contrat",
  "pack.contract.column.availability": "contractuelle / garantie",
  "pack.contract.column.pr": "mesuré / garanti",
  "pack.contract.column.damages": "Pénalités",
  "pack.contract.column.toDate": "à date",
  "pack.contract.total": "Total, {count, plural, one {# centrale} other {# centrales}}",
  "pack.contract.met": "Garantie respectée",
  "pack.contract.missed": "Garantie manquée",
  "pack.contract.rounding":
    "Les pénalités de chaque garantie sont arrondies à la plus petite unité de la devise pour leur période ; un total est la somme des montants au-dessus. Une période provisoire est à date et peut encore changer.",
  "pack.contract.without": "Disponibilité technique, sans conditions contractuelles : {names}",
  "pack.column.rank": "N°",
  "pack.column.plant": "Centrale",
  "pack.column.capacity": "Puissance",
  "pack.column.yield": "Production",
  "pack.column.budgetVariance": "vs budget",
  "pack.column.daysCovered": "jours couverts",
  "pack.column.fullBudget": "budget complet",
  "pack.column.specificYield": "Prod. spéc.",
  "pack.column.pr": "PR",
  "pack.column.availability": "Disponibilité",

  "pack.byVerdict.title": "Centrales par verdict",
  "pack.byVerdict.none": "Sans verdict",

  "pack.plantChart.title":
    "Productible spécifique et PR par centrale, dans l’ordre du classement (numéros du classement)",
  "pack.plantChart.specificYield": "Productible spécifique ({unit})",

  "pack.plantChart.pr": "PR (CEI 61724-1), %",

  "pack.attention.title": "Centrales nécessitant une attention",
  "pack.attention.note": "en échec, sans données, sous l’objectif ou un chiffre invraisemblable",
  "pack.attention.none": "Aucune : aucune centrale en échec, sans données ou sous l’objectif.",
  "pack.attention.watchCount":
    "{count, plural, one {# centrale est} other {# centrales sont}} à surveiller (en deçà d’un objectif, dans sa marge) et non listée{count, plural, one {} other {s}} ici.",
  "pack.attention.failed": "Aucune donnée n’a pu être récupérée : {reason}",

  "pack.quality.reported": "Centrales avec données",
  "pack.quality.reportedValue": "{ok} sur {total}",
  "pack.quality.estimatedValue":
    "{days, plural, one {# jour-centrale} other {# jours-centrale}}, {kwh} kWh de la production :",
  "pack.quality.missing": "Jours sans production",
  "pack.quality.missingValue":
    "{days, plural, one {# jour-centrale} other {# jours-centrale}} non estimables, exclus (non comptés comme zéro) :",
  "pack.quality.failed": "Centrales sans données",
};
