/** Italian messages of the portfolio PDF and the client packs. */
import type { packEn } from "./en.js";

export const packIt: Record<keyof typeof packEn, string> = {
  "pack.cover.portfolio": "Report di portafoglio",
  "pack.cover.client": "Report cliente",
  "pack.cover.plants": "{count, plural, one {# impianto} other {# impianti}}",
  "pack.cover.contents": "Indice",
  "pack.cover.more":
    "… e {count, plural, one {un altro impianto} other {altri # impianti}}: vedere i segnalibri",
  "pack.bookmark.cover": "Copertina",
  "pack.bookmark.summary": "Sintesi",

  "pack.figures.title": "Il mese in sintesi",
  "pack.plantsAll":
    "{count, plural, one {l’unico impianto ha trasmesso i dati} other {tutti i # impianti hanno trasmesso i dati}}",
  "pack.plantsSome":
    "{ok} di {count, plural, one {# impianto} other {# impianti}} con dati, {failed} senza dati",
  "pack.tile.ofWhichEstimated": "di cui stimati {kwh} kWh",
  "pack.tile.noBudget": "Nessun impianto ha un budget",
  "pack.tile.budgetCovered": "Budget (giorni coperti) {kwh} kWh",
  "pack.tile.againstNormal": "{deviation} rispetto alla norma",
  "pack.tile.noNormal": "Nessuna norma di irraggiamento impostata",
  "pack.weighting.client": "I valori del cliente seguono le formule del portafoglio, solo sui suoi impianti.",
  "pack.bridge.none":
    "Ponte di budget non mostrato: nessun impianto ha un budget e una produzione questo mese.",
  "pack.bridge.budgetCovered": "Budget (giorni coperti)",
  "pack.bridge.scope":
    "Somma dei ponti dei {count} su {total, plural, one {# impianto} other {# impianti}} con dati che hanno un budget.",
  "pack.bridge.weatherNone":
    "Meteo: nessun impianto ha una norma di irraggiamento; la sua quota resta in Prestazioni.",
  "pack.bridge.meteredNone":
    "Perdita di immissione e contatore: non tutti gli impianti della somma hanno una produzione al contatore, quindi il ponte si ferma alla produzione effettiva e non mostra importi.",

  "pack.ranking.title": "Classifica degli impianti",
  "pack.ranking.order": "per produzione rispetto al budget dei giorni coperti, il migliore per primo",
  "pack.ranking.continued": "Classifica degli impianti (segue)",
  "pack.ranking.failed": "Nessun dato: {reason}",
  "pack.ranking.prFallback": "{name} al posto di {chosen}, che non si può calcolare per quell’impianto.",
  "pack.contract.title": "Importi contrattuali",
  "pack.contract.order": "penali a oggi, ogni garanzia sul proprio periodo di liquidazione",
  "pack.contract.continued": "Importi contrattuali (continua)",
  "pack.contract.column.contract": "Contratto",
  "pack.contract.column.availability": "contrattuale / garantita",
  "pack.contract.column.pr": "misurato / garantito",
  "pack.contract.column.damages": "Penali",
  "pack.contract.column.toDate": "a oggi",
  "pack.contract.total": "Totale, {count, plural, one {# impianto} other {# impianti}}",
  "pack.contract.met": "Garanzia rispettata",
  "pack.contract.missed": "Garanzia mancata",
  "pack.contract.rounding":
    "Le penali di ogni garanzia sono arrotondate all’unità minima della valuta per il loro periodo; un totale è la somma degli importi sopra. Un periodo provvisorio è a oggi e può ancora cambiare.",
  "pack.contract.without": "Disponibilità tecnica, nessuna condizione contrattuale: {names}",
  "pack.column.rank": "N.",
  "pack.column.plant": "Impianto",
  "pack.column.capacity": "Potenza",
  "pack.column.yield": "Produzione",
  "pack.column.budgetVariance": "vs budget",
  "pack.column.daysCovered": "giorni coperti",
  "pack.column.fullBudget": "budget pieno",
  "pack.column.specificYield": "Prod. spec.",
  "pack.column.pr": "PR",
  "pack.column.availability": "Disponibilità",

  "pack.byVerdict.title": "Impianti per giudizio",
  "pack.byVerdict.none": "Senza giudizio",

  "pack.plantChart.title":
    "Produzione specifica e PR per impianto, nell’ordine della classifica (numeri della classifica)",
  "pack.plantChart.specificYield": "Produzione specifica ({unit})",

  "pack.plantChart.pr": "PR (IEC 61724-1), %",

  "pack.attention.title": "Impianti che richiedono attenzione",
  "pack.attention.note": "non riuscito, senza dati, sotto obiettivo o un valore non plausibile",
  "pack.attention.none": "Nessuno: nessun impianto non riuscito, senza dati o sotto obiettivo.",
  "pack.attention.watchCount":
    "{count, plural, one {# impianto è} other {# impianti sono}} da monitorare (sotto un obiettivo, entro la sua fascia) e non elencati qui.",
  "pack.attention.failed": "Non è stato possibile recuperare dati: {reason}",

  "pack.quality.reported": "Impianti con dati",
  "pack.quality.reportedValue": "{ok} di {total}",
  "pack.quality.estimatedValue":
    "{days, plural, one {# giorno-impianto} other {# giorni-impianto}}, {kwh} kWh della produzione:",
  "pack.quality.missing": "Giorni senza produzione",
  "pack.quality.missingValue":
    "{days, plural, one {# giorno-impianto} other {# giorni-impianto}} non stimabili, esclusi (non contati come zero):",
  "pack.quality.failed": "Impianti senza dati",
};
