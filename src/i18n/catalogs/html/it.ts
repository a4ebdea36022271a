/** Italian messages of index.html: Italian PV terms (produzione, irraggiamento, disponibilità, budget, scostamento). */
import type { htmlEn } from "./en.js";

export const htmlIt: Record<keyof typeof htmlEn, string> = {
  "html.status.ok": "OK",
  "html.status.partial": "Parziale",
  "html.status.failed": "Non riuscito",
  "html.status.line": "{status}: {detail}",
  "html.status.allReported":
    "{count, plural, one {l’unico impianto ha inviato i dati} other {tutti i {n} impianti hanno inviato i dati}}",
  "html.status.someFailed":
    "{count, plural, one {{n} impianto su {total} non riuscito} other {{n} impianti su {total} non riusciti}}",
  "html.status.noPlants": "nessun impianto nel report",
  "html.status.noneReported":
    "{count, plural, one {l’unico impianto non ha inviato dati} other {nessuno dei {n} impianti ha inviato dati}}",
  "html.generated": "Generato il {time}",
  "html.portfolio": "Portafoglio",
  "html.plantsReported": "Impianti con dati",
  "html.labelled": "{label}: {value}",
  "html.inclEstimated": "di cui {energy} stimati",
  "html.target": "obiettivo {ratio}",
  "html.budgetVariance": "Scostamento dal budget",
  "html.irradiationVariance": "Irraggiamento rispetto alla media",
  "html.ytdVariance": "Da inizio anno ({from} – {to}) rispetto al budget",
  "html.ytdRevenue": "Ricavi da inizio anno",
  "html.lastYear": "Produzione rispetto a {month}",
  "html.weighting.irradiationCapacity":
    "Il PR di portafoglio (IEC 61724-1) è un rapporto di somme, Σ E / Σ(P0·H), sui giorni-impianto con produzione e irraggiamento degli impianti con potenza P0 nota. PR effettivo e disponibilità sono ponderati per irraggiamento × potenza, Σ(x·H·C) / Σ(H·C), sui giorni-impianto con entrambi i valori (H irraggiamento, C potenza); l’irraggiamento è la media degli impianti ponderata per potenza. Lo scostamento dal budget è la produzione totale (misurata + stimata) degli impianti con budget divisa per il loro budget dei giorni coperti, meno 1; energia e ricavi sono somme sugli impianti.",
  "html.weighting.irradiation":
    "Il PR di portafoglio (IEC 61724-1) è un rapporto di somme, Σ E / Σ(P0·H), sui giorni-impianto con produzione e irraggiamento degli impianti con potenza P0 nota. PR effettivo e disponibilità sono ponderati per irraggiamento, Σ(x·H) / Σ H, sui giorni-impianto con entrambi i valori, perché la potenza di alcuni impianti non è nota; l’irraggiamento è la media semplice degli impianti. Lo scostamento dal budget è la produzione totale (misurata + stimata) degli impianti con budget divisa per il loro budget dei giorni coperti, meno 1; energia e ricavi sono somme sugli impianti.",
  "html.bridge.title": "Dal budget al consuntivo",
  "html.bridge.caption":
    "Budget dei giorni coperti, poi l’effetto di meteo (irraggiamento rispetto alla media), disponibilità e prestazioni (il resto).",
  "html.bridge.energy": "Energia",
  "html.bridge.value": "Valore",
  "html.legend.title": "Come si decidono le valutazioni",
  "html.legend.intro": "Ogni etichetta riporta la valutazione a parole; il colore la ripete.",
  "html.legend.energy":
    "{figure}: «{target}» dal budget dei giorni coperti in su, «{watch}» fino a {threshold}, «{below}» oltre.",
  "html.legend.ratio":
    "{figure}: «{target}» dall’obiettivo dell’impianto in su, «{watch}» fino a {threshold} sotto, «{below}» oltre.",
  "html.legend.irradiation":
    "{figure}: «{target}» dalla media di lungo periodo in su, «{watch}» fino a {threshold}, «{below}» oltre. Spiega il mese; non dipende dall’impianto.",
  "html.points": "{value} punti percentuali",
  "html.verdict.none": "Nessuna valutazione",
  "html.chip.title": "{figure}: {verdict}",
  "html.reports": "Report e dati",
  "html.portfolioPdf": "Report di portafoglio (PDF)",
  "html.clientPack": "{client}: report cliente (PDF)",
  "html.data.daily": "Valori giornalieri per impianto (CSV)",
  "html.data.monthly": "Valori mensili per impianto (CSV)",
  "html.workbooks": "Cartelle di lavoro",
  "html.noWorkbooks": "Nessuna cartella di lavoro.",
  "html.workbook.yield": "Cartella produzione",
  "html.workbook.pr": "Cartella performance ratio",
  "html.workbook.availability": "Cartella disponibilità",
  "html.plants": "Impianti",
  "html.column.plant": "Impianto (PDF)",
  "html.column.fetch": "Dati",
  "html.column.yield": "Produzione",
  "html.column.budgetVariance": "vs budget",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Da inizio anno vs budget",
  "html.column.days": "Giorni con dati",
  "html.column.late": "Giorni in ritardo",
  "html.fetched": "ok",
  "html.failed": "non riuscito",
  "html.failedWith": "non riuscito: {reason}",
  "html.warnings": "Avvisi ({n})",
  "html.footer":
    "{count, plural, one {{n} richiesta} other {{n} richieste}} al Solar Plant Data Service (ripetute: {retried}, non riuscite: {failed}). Dati ed elenco dei file: {link}.",
};
