/** Italian messages of the plant PDF: as Italian PV asset managers and finance teams write. */
import type { pdfEn } from "./en.js";

export const pdfIt: Record<keyof typeof pdfEn, string> = {
  "pdf.na": "n.d.",
  "pdf.noData": "Nessun dato",
  "pdf.noYield": "Nessuna produzione",
  "pdf.notYetReported": "Non ancora comunicato",
  "pdf.noCapacity": "Potenza non impostata",
  "pdf.target": "Obiettivo {value}",
  "pdf.daysOf": "{covered} su {total, plural, one {# giorno} other {# giorni}}",
  "pdf.unit.pp": "{value} p.p.",
  "pdf.pr.iec": "PR (IEC 61724-1)",
  "pdf.pr.fallbackName": "{name} (al posto di {chosen}, non disponibile)",
  "pdf.pr.fallbackLine": "Al posto di {chosen} (non disponibile)",

  "pdf.notice.partial":
    "Dati parziali: {missing} su {reported, plural, one {# giorno} other {# giorni}} senza produzione misurata ({days}).",
  "pdf.notice.estimated":
    "Stimati e segnalati nei grafici e nella tabella: {days}; i totali includono queste stime.",
  "pdf.notice.excluded": "Non stimabili, esclusi (non contati come zero): {days}.",
  "pdf.notice.allExcluded": "I giorni mancanti sono esclusi, non contati come zero.",
  "pdf.notice.notStarted":
    "Nel fuso orario dell’impianto nessun giorno di {month} è ancora terminato: non ci sono ancora dati da riportare; vedere Qualità dei dati.",
  "pdf.sanity.title": "Verificare prima dell’invio: un dato sembra non plausibile.",
  "pdf.sanity.prAboveOne":
    "PR {pr} superiore a {limit}: la potenza ({capacity} kWp) è probabilmente troppo bassa, oppure l’irraggiamento non è in kWh/m².",
  "pdf.sanity.specificYieldAboveIrradiation":
    "Produzione specifica {specific} kWh/kWp superiore all’irraggiamento {irradiation} kWh/m²: verificare la potenza (kWp) e le unità di energia (kWh o MWh).",
  "pdf.sanity.budgetVarianceExtreme":
    "Produzione {variance} rispetto al budget: verificare il budget (kWh, non MWh o Wh; dodici valori, a partire da gennaio).",

  "pdf.tile.ofWhichEstimated": "di cui stimati {kwh} kWh ({days, plural, one {# giorno} other {# giorni}})",
  "pdf.tile.budget": "Budget {kwh} kWh",
  "pdf.tile.budgetToDate": "Budget a oggi {kwh} kWh",
  "pdf.tile.budgetCovered": "Budget ({covered}/{total, plural, one {# giorno} other {# giorni}}) {kwh} kWh",
  "pdf.tile.fullBudget": "Budget pieno {kwh} kWh",
  "pdf.tile.fullBudgetToDate": "Budget pieno a oggi {kwh} kWh",
  "pdf.tile.noBudget": "Nessun budget impostato",
  "pdf.tile.noDayCovered": "Budget {kwh} kWh; nessun giorno coperto",
  "pdf.tile.revenue": "Ricavi {money}",
  "pdf.tile.overspill": "Eccedenza {kwh} kWh (oltre il limite di immissione)",
  "pdf.tile.perCapacity": "Produzione totale per kWp su {kwp} kWp",
  "pdf.tile.noTarget": "Nessun obiettivo impostato",
  "pdf.tile.loss": "Perdita per fermo {kwh} kWh",
  "pdf.tile.normal": "Media {value} kWh/m²",
  "pdf.tile.normalToDate": "Media a oggi {value} kWh/m²",
  "pdf.tile.noNormal": "Nessuna media di irraggiamento",
  "pdf.tile.normalDays": "per {days} su {total, plural, one {# giorno} other {# giorni}} con irraggiamento",

  "pdf.brief.title": "Il mese in breve",
  "pdf.brief.noData": "Nessun dato ricevuto per questo periodo; nessun valore può essere calcolato.",
  "pdf.brief.energy": "Produzione {deviation} rispetto al budget ({verdict})",
  "pdf.brief.energyCovered":
    "Produzione {deviation} rispetto al budget per {covered} su {total, plural, one {# giorno coperto} other {# giorni coperti}} ({verdict}), {full} rispetto al budget pieno",
  "pdf.brief.energyNoBudget": "Produzione {kwh} kWh (senza budget)",
  "pdf.brief.irradiation": "irraggiamento {deviation} rispetto alla media ({verdict})",
  "pdf.brief.pr": "{name} {value} rispetto a un obiettivo di {target} ({verdict})",
  "pdf.brief.prNoTarget": "{name} {value} ({verdict})",
  "pdf.brief.availability": "disponibilità {value} rispetto a un obiettivo di {target} ({verdict})",
  "pdf.brief.availabilityNoTarget": "disponibilità {value} ({verdict})",
  "pdf.brief.gaps": "{missing, plural, one {# giorno} other {# giorni}} senza produzione misurata",
  "pdf.brief.gapsEstimated":
    "{missing, plural, one {# giorno} other {# giorni}} senza produzione misurata, di cui {estimated} stimati",

  "pdf.commentary.title": "Nota dell’asset manager",

  "pdf.bridge.title": "Ponte dal budget",
  "pdf.bridge.subtitle":
    "Dal budget alla produzione al contatore, su cui si pagano i ricavi; importi alla tariffa",
  "pdf.bridge.subtitleEnergy": "Dal budget alla produzione al contatore, su cui si pagano i ricavi",
  "pdf.bridge.money": "Alla tariffa",
  "pdf.bridge.budgetDays": "Budget ({covered}/{total, plural, one {# giorno} other {# giorni}})",
  "pdf.bridge.curtailment": "Limitazione",
  "pdf.bridge.actual": "Produzione effettiva",
  "pdf.bridge.exportLoss": "Perdita immissione/contatore",
  "pdf.bridge.metered": "Contatore (= base ricavi)",
  "pdf.bridge.noBudget": "Ponte dal budget non mostrato: nessun budget impostato per questo impianto.",
  "pdf.bridge.noYield": "Ponte dal budget non mostrato: nessuna produzione questo mese.",
  "pdf.bridge.weatherNoNormal":
    "Meteo: nessuna media di irraggiamento impostata per questo impianto; la sua quota resta in Prestazioni.",
  "pdf.bridge.weatherNoIrradiation":
    "Meteo: nessun irraggiamento misurato; la sua quota resta in Prestazioni.",
  "pdf.bridge.availabilityNoData":
    "Disponibilità: nessun dato di disponibilità; la sua quota resta in Prestazioni.",
  "pdf.bridge.meteredNone":
    "Perdita di immissione e contatore: nessuna produzione al contatore questo mese, quindi nessun ricavo: il ponte si ferma alla produzione effettiva e non mostra importi.",

  "pdf.contract.title": "Contratto: {name}",
  "pdf.contract.availabilityGuaranteed": "Disponibilità garantita",
  "pdf.contract.availabilityContractual": "Disponibilità contrattuale",
  "pdf.contract.availabilityRevenue": "Ricavo del periodo a oggi",
  "pdf.contract.availabilityDamages": "Penali di disponibilità",
  "pdf.contract.prGuaranteed": "PR garantito",
  "pdf.contract.prMeasured": "PR misurato",
  "pdf.contract.prShortfall": "Deficit di PR",
  "pdf.contract.prDamages": "Penali di PR",
  "pdf.contract.damages": "Penali a oggi",
  "pdf.contract.period":
    "{guarantee, select, availability {Disponibilità} other {PR}} {from} – {to}: {state, select, provisional {provvisorio, si liquida il {settles}} other {liquidato il {settles}}}",
  "pdf.contract.lostRevenue": "Ricavi persi per causa, {month}",
  "pdf.contract.cause":
    "{cause, select, contractor {Manutentore} scheduledMaintenance {Manutenzione programmata} forcedOutage {Fermo forzato} forceMajeure {Forza maggiore} outOfEnvironmentalSpecification {Fuori specifica ambientale} outOfElectricalSpecification {Rete (fuori specifica elettrica)} requestedShutdown {Fermo richiesto} suspended {Sospeso} curtailment {Limitazione} performance {Prestazione} other {{cause}}}",
  "pdf.contract.noTariff": "Nessuna tariffa: ricavi persi non valorizzati",
  "pdf.year.ytd": "Da inizio anno, {from} – {to}",
  "pdf.year.lastYear": "Stesso mese dell’anno scorso, {month}",
  "pdf.year.budget": "Budget (giorni coperti)",
  "pdf.year.variance": "Scostamento (giorni coperti)",
  "pdf.year.fullBudget": "Budget pieno",
  "pdf.year.varianceFull": "Scostamento (budget pieno)",
  "pdf.year.yieldThen": "Produzione allora",
  "pdf.year.change": "Variazione",
  "pdf.year.noYtd": "— lo storico non arriva a gennaio",
  "pdf.year.noLastYear": "— lo storico non arriva a quel mese",
  "pdf.year.noDataThen": "— nessun dato per quel mese",
  "pdf.year.noDataYet": "— nessun dato quest’anno",
  "pdf.year.noBudget": "— nessun budget",
  "pdf.plevel.title": "Ultimi 12 mesi, {from} – {to}",
  "pdf.plevel.titleNone": "Ultimi 12 mesi",
  "pdf.plevel.level": "Livello nello studio di producibilità",
  "pdf.plevel.value": "P{level}",
  "pdf.plevel.study": "Studio P50 / P90",
  "pdf.plevel.studyValue": "{p50} / {p90} {unit}",
  "pdf.plevel.assumption":
    "La produzione dei 12 mesi corrisponde a questo livello P dei P50 e P90 annuali dello studio di producibilità, assumendo una distribuzione normale.",
  "pdf.plevel.daysWithoutData":
    "{count, plural, one {# giorno senza dati contato come zero} other {# giorni senza dati contati come zero}}",
  "pdf.plevel.shortHistory": "Nessun livello P: servono 12 mesi di storico.",
  "pdf.plevel.incomplete": "Nessun livello P: servono 12 mesi completi; incompleti: {months}.",

  "pdf.chart.yieldTitle": "Produzione e irraggiamento giornalieri",
  "pdf.chart.yield": "Produzione ({unit})",
  "pdf.chart.estimated": "Stimata",
  "pdf.chart.irradiation": "Irraggiamento ({unit})",
  "pdf.chart.noIrradiation": "Nessun irraggiamento",
  "pdf.chart.prTitle": "PR effettivo giornaliero (come riportato dal servizio dati)",
  "pdf.chart.availabilityTitle": "Disponibilità giornaliera",
  "pdf.chart.noDataPeriod": "Nessun dato per questo periodo",
  "pdf.chart.trendTitle":
    "Produzione rispetto al budget, {count, plural, one {ultimo mese} other {ultimi # mesi}}",
  "pdf.chart.trendTitleNoBudget": "Produzione, {count, plural, one {ultimo mese} other {ultimi # mesi}}",
  "pdf.chart.budgetP50": "Budget P50 ({unit})",
  "pdf.chart.noHistory": "Nessuno storico",

  "pdf.table.note": "PR, disponibilità e temperatura di cella del mese: ponderate sull’irraggiamento",
  "pdf.table.continued": "Valori giornalieri (segue)",
  "pdf.table.date": "Data",
  "pdf.table.yield": "Produzione",
  "pdf.table.meterYield": "Prod. contatore",
  "pdf.table.irradiation": "Irraggiamento",
  "pdf.table.prEffective": "PR eff.",
  "pdf.table.availability": "Disponibilità",
  "pdf.table.cellTemperature": "Temp. cella",
  "pdf.table.status": "Stato dati",
  "pdf.table.measured": "Misurato",
  "pdf.table.month": "Mese",
  "pdf.table.monthToDate": "Mese a oggi",
  "pdf.table.total": "Incl. stime",
  "pdf.table.totalToDate": "Incl. stime, a oggi",
  "pdf.table.footnote":
    "Corsivo: stimato per un giorno senza valore misurato. * dall’altra serie di energia (produzione dalla produzione al contatore o viceversa), † dall’irraggiamento; vedi Calcolo dei valori.",
  "pdf.status.complete": "Completo",
  "pdf.status.partial": "Parziale",
  "pdf.status.outage": "Fermo, 0 kWh",
  "pdf.chart.outage": "Fermo (0 kWh)",
  "pdf.status.estimated": "stimato",
  "pdf.status.late": "in ritardo",

  "pdf.quality.title": "Qualità dei dati",
  "pdf.quality.none": "nessuno",
  "pdf.quality.completeness": "Completezza",
  "pdf.quality.completenessValue": "{list} giorni con valore",
  "pdf.quality.daysWithoutYield": "Giorni senza produzione",
  "pdf.quality.estimatedDays": "Giorni stimati",
  "pdf.quality.lateDays": "Giorni in ritardo",
  "pdf.quality.latenessUnknown": "Ritardo sconosciuto",
  "pdf.quality.latenessUnknownValue":
    "{days}: il servizio segnala i ritardi solo per circa gli ultimi 30 giorni",
  "pdf.quality.impossible": "Valori impossibili",
  "pdf.quality.impossibleValue":
    "{count}, fisicamente impossibili (ad es. energia negativa), trattati come mancanti",
  "pdf.quality.unreadable": "Valori illeggibili",
  "pdf.quality.unreadableValue": "{count}, trattati come mancanti",
  "pdf.quality.note": "Note",
  "pdf.quality.estimatedDay": "{day} ({sources})",
  "pdf.quality.fromBoth":
    "produzione e produzione al contatore {source, select, meter {dal contatore} yield {dalla produzione} other {dall’irraggiamento}}",
  "pdf.quality.yieldFrom":
    "produzione {source, select, meter {dal contatore} yield {dalla produzione} other {dall’irraggiamento}}",
  "pdf.quality.meterFrom":
    "produzione al contatore {source, select, meter {dal contatore} yield {dalla produzione} other {dall’irraggiamento}}",
  "pdf.field.yield": "Produzione",
  "pdf.field.meterYield": "Produzione al contatore",
  "pdf.field.irradiation": "Irraggiamento",
  "pdf.field.pr": "PR",
  "pdf.field.availability": "Disponibilità",
  "pdf.field.cellTemperature": "Temperatura di cella",
  "pdf.field.overspill": "Eccedenza",

  "pdf.method.title": "Calcolo dei valori",
  "pdf.method.days":
    "I giorni sono i giorni di calendario locali dell’impianto. Un valore mancante non è mai contato come zero: viene stimato dove possibile e segnalato; un valore senza alcun dato è indicato con «–».",
  "pdf.method.estimates":
    "Stima di un giorno senza produzione misurata: produzione al contatore del giorno ÷ {meterPerYield} (produzione al contatore per produzione del mese), altrimenti il suo irraggiamento × {yieldPerIrradiation} kWh per kWh/m² (produzione per irraggiamento del mese). Un giorno senza lettura del contatore: la sua produzione × {meterPerYield}, altrimenti il suo irraggiamento × {meterPerIrradiation}. Ogni rapporto deriva dai giorni del mese in cui entrambi i valori sono stati misurati.",
  "pdf.method.noEstimates":
    "Stime: un giorno mancante è stimato dalla produzione al contatore o dall’irraggiamento con rapporti ricavati dai giorni completi del mese; questo mese non è stato possibile ricavare alcun rapporto o nessun giorno ne aveva bisogno.",
  "pdf.method.totals":
    "Produzione e produzione al contatore sono i giorni misurati più quelli stimati; i riquadri indicano quanta parte di ciascun totale è stimata.",
  "pdf.method.pr":
    "PR (IEC 61724-1) = produzione ÷ (potenza × irraggiamento), sui giorni con entrambi i valori, irraggiamento riferito a 1 kW/m² (condizioni di prova standard).",
  "pdf.method.prTemperature":
    "PR a 25 °C = produzione ÷ (potenza × Σ irraggiamento giornaliero × (1 + γ × (temperatura di cella − 25 °C))), con il coefficiente di temperatura dell’impianto γ = {gamma} per °C. Usa le temperature di cella medie giornaliere, quindi approssima il PR corretto in temperatura della IEC 61724-1.",
  "pdf.method.prTemperatureNone":
    "Il PR a 25 °C richiede la potenza e il coefficiente di temperatura dei moduli; senza di essi non viene mostrato.",
  "pdf.method.prEffective":
    "Il PR effettivo è il PR del servizio dati, che esclude i periodi di fermo; i suoi valori giornalieri sono quelli del grafico, ponderati sull’irraggiamento per il mese.",
  "pdf.method.prFallback":
    "{chosen}, usato dalle valutazioni, non si può calcolare per questo impianto in questo mese, quindi la sua valutazione del PR si basa su {name}.",
  "pdf.method.availability":
    "Disponibilità e temperatura di cella sono medie dei valori giornalieri ponderate sull’irraggiamento. Perdita per fermo = Σ produzione × (1 − disponibilità) ÷ disponibilità sui giorni con entrambi i valori; un giorno allo 0 % conta il suo irraggiamento × la produzione per irraggiamento del mese a piena disponibilità.",
  "pdf.method.budget":
    "Budget: il budget P50 di {full} kWh per il periodo, riproporzionato a {covered} su {total, plural, one {# giorno} other {# giorni}} con produzione misurata o stimata = {budget} kWh. Scostamento = produzione ÷ tale budget − 1, così un mese con giorni mancanti è confrontato a parità di perimetro. Rispetto al budget pieno lo scostamento è produzione ÷ {full} kWh − 1: un giorno senza dati conta contro l’impianto, come lo conta un contratto.",
  "pdf.method.bridge":
    "Ponte: Meteo = budget × (irraggiamento ÷ media di lungo periodo − 1), con la media riproporzionata ai giorni con irraggiamento; Disponibilità = − la perdita per fermo; Limitazione = − l’energia oltre il limite di immissione; Prestazioni = il resto, così budget + meteo + disponibilità + limitazione + prestazioni = produzione effettiva esattamente. Perdita immissione/contatore = produzione al contatore − produzione effettiva, così il ponte termina alla produzione al contatore, su cui si pagano i ricavi. Importo = kWh × tariffa; l’importo al contatore sono i ricavi.",
  "pdf.method.revenue":
    "Ricavi = produzione al contatore (misurata + stimata) × tariffa di {tariff} per kWh.",
  "pdf.method.year":
    "Il dato da inizio anno somma gennaio fino a questo mese, ogni mese calcolato come sopra dai propri giorni; il suo budget è la somma dei budget mensili dei giorni coperti, il budget pieno la somma dei budget P50 mensili. L’anno scorso confronta lo stesso mese un anno prima.",
  "pdf.contract.none": "Disponibilità tecnica, nessuna condizione contrattuale",
  "pdf.method.contractNone":
    "Disponibilità tecnica, nessuna condizione contrattuale: questo impianto non ha un contratto in questo rapporto, quindi non si applica alcuna garanzia e non si calcolano penali.",
  "pdf.method.contractTitle":
    "Contratto {name}: gli anni contrattuali decorrono dal {start}; trimestri e anni contrattuali si contano da quel giorno.",
  "pdf.method.contractAvailability":
    "Garanzia di disponibilità: {guaranteed} di disponibilità contrattuale per ogni {period, select, month {mese} quarter {trimestre} other {anno contrattuale}}. La perdita di disponibilità di un giorno va alle categorie degli eventi di quel giorno, in proporzione a ore × quota interessata, e all’appaltatore in un giorno senza eventi. Disponibilità contrattuale = 1 − (perdita − perdita esclusa) ÷ (produzione + perdita − perdita esclusa). Escluse: {excluded}.",
  "pdf.method.contractPriceAdjustment":
    "Penali (adeguamento del prezzo): sotto la garanzia il ricavo del periodo a oggi si riduce di {slope} × (disponibilità garantita − contrattuale); sotto {floor} si azzera.",
  "pdf.method.contractEnergy":
    "Penali (energia): (disponibilità garantita − contrattuale) × (produzione + perdita − perdita esclusa) × {price} per kWh.",
  "pdf.method.contractCap": "Le penali hanno un tetto di {cap} per periodo.",
  "pdf.method.contractTariff": "la tariffa dell’impianto",
  "pdf.method.contractNoExclusions": "nessuna",
  "pdf.method.contractPr":
    "Garanzia di PR: {first} nel primo anno contrattuale, meno {degradation} all’anno {mode, select, linear {di quel valore (lineare)} other {composto}}: {guaranteed} in questo periodo, con una tolleranza di {tolerance}, per ogni {period, select, month {mese} quarter {trimestre} other {anno contrattuale}}. PR misurato = produzione ÷ (potenza × irraggiamento × (1 + γ × (temperatura di cella − {tref} °C))) sui giorni del periodo senza un evento di una categoria esclusa ({excluded}). Scostamento = garantito × (1 − tolleranza) − misurato, arrotondato per eccesso dal mezzo a 0,1 pp.",
  "pdf.method.contractPrEnergy":
    "Penali di PR: scostamento × produzione di riferimento corretta per la temperatura × {price} per kWh.",
  "pdf.method.contractPrPoint": "Penali di PR: {price} per punto percentuale di scostamento.",
  "pdf.method.contractSettlement":
    "Ogni garanzia si liquida alla fine del proprio periodo: un periodo non concluso è mostrato a oggi, segnato come provvisorio, con il giorno della liquidazione; gli importi di un periodo liquidato non cambiano nei rapporti successivi. Le penali sono arrotondate all’unità minima della valuta per garanzia e periodo, e il totale è la loro somma.",
  "pdf.method.late": "Giorni in ritardo: il servizio dati non ha aggiornato il giorno entro 24 ore.",
  "pdf.method.bandsTitle": "Valutazioni (le stesse nelle cartelle di lavoro e nella pagina di sintesi):",
  "pdf.method.bandEnergy":
    "Produzione rispetto al budget dei giorni coperti: «{target}» dal budget in su; «{watch}» fino a {band} sotto; «{below}» oltre.",
  "pdf.method.bandRatios":
    "{pr} rispetto all’obiettivo dell’impianto: «{watch}» fino a {prBand} sotto l’obiettivo; disponibilità: «{watch}» fino a {availabilityBand} sotto il suo obiettivo. Un valore dal lato sbagliato del proprio obiettivo non è mai «{target}».",
  "pdf.method.bandIrradiation":
    "Irraggiamento rispetto alla media di lungo periodo: «{target}» dalla media in su; «{watch}» fino a {band} sotto; «{below}» oltre.",

  "pdf.footer.generated": "Generato il {time}",
  "pdf.footer.page": "Pagina {page} di {count}",
};
