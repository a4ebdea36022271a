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
  "html.budgetVariance": "Scostamento dal budget dei giorni coperti",
  "html.irradiationVariance": "Irraggiamento rispetto alla media",
  "html.ytdVariance": "Da inizio anno ({from} – {to}) rispetto al budget dei giorni coperti",
  "html.ytdRevenue": "Ricavi da inizio anno",
  "html.lastYear": "Produzione rispetto a {month}",
  "html.weighting.irradiationCapacity":
    "Il PR di portafoglio (IEC 61724-1) è un rapporto di somme, Σ E / Σ(P0·H), sui giorni-impianto con produzione e irraggiamento degli impianti con potenza P0 nota. PR effettivo e disponibilità sono ponderati per irraggiamento × potenza, Σ(x·H·C) / Σ(H·C), sui giorni-impianto con entrambi i valori (H irraggiamento, C potenza); l’irraggiamento è la media degli impianti ponderata per potenza. Lo scostamento dal budget è la produzione totale (misurata + stimata) degli impianti con budget divisa per il loro budget dei giorni coperti, meno 1; energia e ricavi sono somme sugli impianti.",
  "html.weighting.irradiation":
    "Il PR di portafoglio (IEC 61724-1) è un rapporto di somme, Σ E / Σ(P0·H), sui giorni-impianto con produzione e irraggiamento degli impianti con potenza P0 nota. PR effettivo e disponibilità sono ponderati per irraggiamento, Σ(x·H) / Σ H, sui giorni-impianto con entrambi i valori, perché la potenza di alcuni impianti non è nota; l’irraggiamento è la media semplice degli impianti. Lo scostamento dal budget è la produzione totale (misurata + stimata) degli impianti con budget divisa per il loro budget dei giorni coperti, meno 1; energia e ricavi sono somme sugli impianti.",
  "html.bridge.title": "Dal budget al consuntivo",
  "html.bridge.caption":
    "Budget dei giorni coperti, poi l’effetto di meteo (irraggiamento rispetto alla media), disponibilità, limitazione e prestazioni (il resto) fino alla produzione effettiva; poi le perdite fino al contatore, fino all’energia misurata su cui si pagano i ricavi.",
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
  "html.column.budgetVariance": "vs budget (giorni coperti)",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Da inizio anno vs budget (giorni coperti)",
  "html.column.days": "Giorni con dati",
  "html.lateDays": "{count, plural, one {# giorno in ritardo} other {# giorni in ritardo}}",
  "html.fetched": "ok",
  "html.failed": "non riuscito",
  "html.failedWith": "non riuscito: {reason}",
  "html.warnings": "Avvisi ({n})",
  "html.footer":
    "{count, plural, one {{n} richiesta} other {{n} richieste}} al Solar Plant Data Service (ripetute: {retried}, non riuscite: {failed}). Dati ed elenco dei file: {link}.",
  "html.status.withFiles": "{detail}; alcuni file non sono stati generati (vedi sotto)",
  "html.notFinal":
    "Non definitivo: il mese non è ancora finito nel fuso orario di questi impianti, quindi sono rendicontati fino a un giorno precedente e i loro dati cambieranno. Eseguire di nuovo il report a mese concluso per dati definitivi.",
  "html.notFinal.plant": "{plant}: rendicontato fino al {through}; il suo mese finisce il {endsAt}",
  "html.notFinal.plantNoEnd": "{plant}: rendicontato fino al {through}",
  "html.throughDay": "fino al {day}",
  "html.budgetVarianceFull": "Scostamento dal budget completo",
  "html.budgetFull": "Budget completo",
  "html.fullBudget": "budget completo {variance}",
  "html.ytdVarianceFull": "Da inizio anno ({from} – {to}) rispetto al budget completo",
  "html.varianceRule":
    "Lo scostamento dal budget dei giorni coperti confronta dati omogenei: i giorni senza dati sono esclusi dal budget. Lo scostamento dal budget completo divide per il budget dell’intero periodo, quindi un giorno senza dati conta contro l’impianto (la visione del contratto).",
  "html.targetsRule":
    "Gli obiettivi del portafoglio e di ciascun cliente sono quelli dei loro impianti, ponderati come i dati: l’obiettivo di PR per la produzione di riferimento di ciascun impianto (P0 · Σ H), quello di disponibilità per il suo irraggiamento × potenza.",
  "html.targetGap": "obiettivo {ratio} ({gap} pp)",
  "html.prFallback": "{label}: nessun {chosen} questo mese",
  "html.bridge.curtailment": "Limitazione (eccedenza)",
  "html.bridge.actual": "Produzione effettiva",
  "html.bridge.exportLoss": "Perdite di immissione e contatore",
  "html.bridge.metered": "Misurato (= base dei ricavi)",
  "html.bridge.noMeter":
    "Non tutti gli impianti hanno un totale del contatore, quindi il ponte termina alla produzione effettiva; i ricavi sono pagati sulla produzione misurata degli impianti che ne hanno uno.",
  "html.column.pLevel": "Livello P, 12 mesi",
  "html.column.contract": "Contratto: penali a oggi",
  "html.contract.none": "nessuna condizione contrattuale",
  "html.contract.availability": "disponibilità contrattuale {value} (garantita {guaranteed})",
  "html.contract.prShortfall": "deficit di PR {points} p.p.",
  "html.contract.provisional": "provvisorio, si liquida il {day}",
  "html.contract.title": "Importi contrattuali",
  "html.contract.damages": "Penali a oggi",
  "html.contract.part": "{guarantee, select, availability {disponibilità} other {PR}} {value}",
  "html.contract.lostRevenue": "Ricavo perso, {month}",
  "html.contract.plants":
    "su {count, plural, one {# impianto} other {# impianti}} con contratto, ogni garanzia sul proprio periodo; le somme degli importi arrotondati degli impianti",
  "html.contract.met": "rispettata",
  "html.contract.missed": "mancata",
  "html.contract.unknown": "non noto",
  "html.contract.chipTitle":
    "{guarantee, select, availability {Garanzia di disponibilità} other {Garanzia di PR}}: {verdict}",
  "html.pLevel": "P{level}",
  "html.pLevel.detail":
    "12 mesi mobili ({from} – {to}): {energy} = P{level} dello studio di producibilità (P50 {p50}, P90 {p90}; distribuzione normale ipotizzata)",
  "html.pLevel.missing":
    "{reason, select, shortHistory {servono 12 mesi di storico} incompleteMonths {{months}: non concluso o senza dati} other {nessuno studio di producibilità}}",
  "html.pLevel.daysWithoutData":
    "{count, plural, one {# giorno senza dati contato come zero} other {# giorni senza dati contati come zero}}",
  "html.pLevel.note":
    "Livello P: l’energia dei 12 mesi fino al mese del report come livello di superamento dello studio di producibilità dell’impianto. P62 significa che è pari al valore P62 dello studio, l’energia superata con probabilità del 62 %; P50 è l’anno atteso, un numero più alto un anno più debole (P90 è superato in 9 anni su 10). σ = (P50 − P90) / 1,2816, distribuzione normale ipotizzata; mai per un singolo mese.",
  "html.attention.title": "Richiedono attenzione",
  "html.attention.none": "Nessun impianto non riuscito, senza dati o sotto obiettivo.",
  "html.attention.watchCount":
    "{count, plural, one {# impianto è} other {# impianti sono}} da monitorare (sotto un obiettivo, entro la sua fascia) e non elencati qui.",
  "html.attention.level":
    "{level, select, failed {Dati non recuperati} other {Nessun dato per alcun giorno del periodo}}",
  "html.attention.figure":
    "{kind, select, variance {{figure} {value} rispetto al budget dei giorni coperti} other {{figure} {value} a fronte di un obiettivo di {target}}}",
  "html.attention.sanity":
    "{code, select, prAboveOne {PR oltre il 100 %: verificare la potenza e l’unità dell’irraggiamento} specificYieldAboveIrradiation {produzione specifica oltre l’irraggiamento: verificare la potenza e le unità di energia} other {produzione molto lontana dal budget: verificare il budget}}",
  "html.failedFiles.title": "File che non è stato possibile generare",
  "html.failedFiles.intro":
    "Questi file non sono nella cartella. Nessun dato è cambiato per questo: i dati di ogni impianto sono in questa pagina e negli altri file. Segnalarlo come errore, con il motivo.",
  "html.failedFile":
    "{kind, select, plantPdf {PDF di {name}} portfolioPdf {Report di portafoglio (PDF)} clientPack {Report cliente di {name} (PDF)} other {Cartella di lavoro}}",
  "html.failedFile.reason": "Motivo: {reason}",
  "html.pdfFailed": "Impossibile generare il PDF",
  "html.clients": "Clienti",
  "html.column.client": "Cliente (PDF)",
};
