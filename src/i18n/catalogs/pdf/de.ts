/** German messages of the plant PDF: as German PV asset managers and their finance teams write. */
import type { pdfEn } from "./en.js";

export const pdfDe: Record<keyof typeof pdfEn, string> = {
  "pdf.na": "k. A.",
  "pdf.noData": "Keine Daten",
  "pdf.noYield": "Kein Ertrag",
  "pdf.notYetReported": "Noch nicht gemeldet",
  "pdf.noCapacity": "Leistung nicht hinterlegt",
  "pdf.target": "Ziel {value}",
  "pdf.daysOf": "{covered} von {total, plural, one {# Tag} other {# Tagen}}",
  "pdf.unit.pp": "{value} Pp.",
  "pdf.pr.iec": "PR (IEC 61724-1)",
  "pdf.pr.fallbackName": "{name} (anstelle von {chosen}, nicht verfügbar)",
  "pdf.pr.fallbackLine": "Anstelle von {chosen} (nicht verfügbar)",

  "pdf.notice.partial":
    "Unvollständige Daten: {missing} von {reported, plural, one {# Tag} other {# Tagen}} ohne gemessenen Ertrag ({days}).",
  "pdf.notice.estimated":
    "Geschätzt und in Diagrammen und Tabelle gekennzeichnet: {days}; die Summen enthalten diese Schätzungen.",
  "pdf.notice.excluded": "Nicht schätzbar, ausgenommen (nicht als null gezählt): {days}.",
  "pdf.notice.allExcluded": "Fehlende Tage sind ausgenommen, nicht als null gezählt.",
  "pdf.notice.notStarted":
    "Im {month} ist in der Zeitzone der Anlage noch kein Tag abgeschlossen: Es gibt noch keine Werte; siehe Datenqualität.",
  "pdf.sanity.title": "Vor dem Versand prüfen: Eine Kennzahl wirkt unplausibel.",
  "pdf.sanity.prAboveOne":
    "PR {pr} liegt über {limit}: Die Anlagenleistung ({capacity} kWp) ist vermutlich zu klein, oder die Einstrahlung liegt nicht in kWh/m² vor.",
  "pdf.sanity.specificYieldAboveIrradiation":
    "Der spezifische Ertrag {specific} kWh/kWp liegt über der Einstrahlung {irradiation} kWh/m²: Anlagenleistung (kWp) und Energieeinheiten (kWh oder MWh) prüfen.",
  "pdf.sanity.budgetVarianceExtreme":
    "Der Ertrag liegt {variance} gegenüber dem Budget: Budget prüfen (kWh, nicht MWh oder Wh; zwölf Werte, beginnend mit Januar).",

  "pdf.tile.ofWhichEstimated": "davon geschätzt {kwh} kWh ({days, plural, one {# Tag} other {# Tage}})",
  "pdf.tile.budget": "Budget {kwh} kWh",
  "pdf.tile.budgetToDate": "Budget bisher {kwh} kWh",
  "pdf.tile.budgetCovered": "Budget ({covered}/{total, plural, one {# Tag} other {# Tage}}) {kwh} kWh",
  "pdf.tile.fullBudget": "Volles Budget {kwh} kWh",
  "pdf.tile.fullBudgetToDate": "Volles Budget bisher {kwh} kWh",
  "pdf.tile.noBudget": "Kein Budget hinterlegt",
  "pdf.tile.noDayCovered": "Budget {kwh} kWh; kein Tag erfasst",
  "pdf.tile.revenue": "Erlös {money}",
  "pdf.tile.overspill": "Abregelung {kwh} kWh (über Einspeisegrenze)",
  "pdf.tile.perCapacity": "Gesamtertrag je kWp bei {kwp} kWp",
  "pdf.tile.noTarget": "Kein Ziel hinterlegt",
  "pdf.tile.loss": "Ausfallverlust {kwh} kWh",
  "pdf.tile.normal": "Normalwert {value} kWh/m²",
  "pdf.tile.normalToDate": "Normalwert bisher {value} kWh/m²",
  "pdf.tile.noNormal": "Kein Einstrahlungs-Normalwert",
  "pdf.tile.normalDays": "für {days} von {total, plural, one {# Tag} other {# Tagen}} mit Einstrahlung",

  "pdf.brief.title": "Monat in Kürze",
  "pdf.brief.noData": "Für diesen Zeitraum wurden keine Daten empfangen; keine Kennzahl ist berechenbar.",
  "pdf.brief.energy": "Ertrag {deviation} gegenüber Budget ({verdict})",
  "pdf.brief.energyCovered":
    "Ertrag {deviation} gegenüber dem Budget für {covered} von {total, plural, one {# erfasstem Tag} other {# erfassten Tagen}} ({verdict}), {full} gegenüber dem vollen Budget",
  "pdf.brief.energyNoBudget": "Ertrag {kwh} kWh (kein Budget)",
  "pdf.brief.irradiation": "Einstrahlung {deviation} gegenüber Normal ({verdict})",
  "pdf.brief.pr": "{name} {value} bei einem Ziel von {target} ({verdict})",
  "pdf.brief.prNoTarget": "{name} {value} ({verdict})",
  "pdf.brief.availability": "Verfügbarkeit {value} bei einem Ziel von {target} ({verdict})",
  "pdf.brief.availabilityNoTarget": "Verfügbarkeit {value} ({verdict})",
  "pdf.brief.gaps": "{missing, plural, one {# Tag} other {# Tage}} ohne gemessenen Ertrag",
  "pdf.brief.gapsEstimated":
    "{missing, plural, one {# Tag} other {# Tage}} ohne gemessenen Ertrag, davon {estimated} geschätzt",

  "pdf.commentary.title": "Anmerkung des Asset Managers",

  "pdf.bridge.title": "Budgetüberleitung",
  "pdf.bridge.subtitle": "Vom Budget zum Zählerertrag, auf den der Erlös gezahlt wird; Geldwerte zum Tarif",
  "pdf.bridge.subtitleEnergy": "Vom Budget zum Zählerertrag, auf den der Erlös gezahlt wird",
  "pdf.bridge.money": "Zum Tarif",
  "pdf.bridge.budgetDays": "Budget ({covered}/{total, plural, one {# Tag} other {# Tage}})",
  "pdf.bridge.curtailment": "Abregelung",
  "pdf.bridge.actual": "Ist-Ertrag",
  "pdf.bridge.exportLoss": "Einspeise-/Zählerverlust",
  "pdf.bridge.metered": "Zählerertrag (= Erlösbasis)",
  "pdf.bridge.noBudget": "Keine Budgetüberleitung: Für diese Anlage ist kein Budget hinterlegt.",
  "pdf.bridge.noYield": "Keine Budgetüberleitung: kein Ertrag in diesem Monat.",
  "pdf.bridge.weatherNoNormal":
    "Wetter: Für diese Anlage ist kein Einstrahlungs-Normalwert hinterlegt; der Anteil bleibt in Performance.",
  "pdf.bridge.weatherNoIrradiation": "Wetter: Keine Einstrahlung gemessen; der Anteil bleibt in Performance.",
  "pdf.bridge.availabilityNoData":
    "Verfügbarkeit: Keine Verfügbarkeitsdaten; der Anteil bleibt in Performance.",
  "pdf.bridge.meteredNone":
    "Einspeiseverlust und Zählerertrag: kein Zählerertrag in diesem Monat, also kein Erlös: Die Überleitung endet beim Ist-Ertrag und zeigt keine Geldwerte.",

  "pdf.contract.title": "Vertrag: {name}",
  "pdf.contract.availabilityGuaranteed": "Verfügbarkeit garantiert",
  "pdf.contract.availabilityContractual": "Verfügbarkeit vertraglich",
  "pdf.contract.availabilityRevenue": "Erlös des Zeitraums bisher",
  "pdf.contract.availabilityDamages": "Schadensersatz Verfügbarkeit",
  "pdf.contract.prGuaranteed": "PR garantiert",
  "pdf.contract.prMeasured": "PR gemessen",
  "pdf.contract.prShortfall": "PR-Unterschreitung",
  "pdf.contract.prDamages": "Schadensersatz PR",
  "pdf.contract.damages": "Schadensersatz bisher",
  "pdf.contract.period":
    "{guarantee, select, availability {Verfügbarkeit} other {PR}} {from} – {to}: {state, select, provisional {vorläufig, abgerechnet am {settles}} other {abgerechnet am {settles}}}",
  "pdf.contract.lostRevenue": "Entgangener Erlös nach Ursache, {month}",
  "pdf.contract.cause":
    "{cause, select, contractor {Betriebsführer} scheduledMaintenance {Geplante Wartung} forcedOutage {Störung} forceMajeure {Höhere Gewalt} outOfEnvironmentalSpecification {Außerhalb der Umgebungsspezifikation} outOfElectricalSpecification {Netz (außerhalb der elektrischen Spezifikation)} requestedShutdown {Angeforderte Abschaltung} suspended {Ausgesetzt} curtailment {Abregelung} performance {Leistung} other {{cause}}}",
  "pdf.contract.noTariff": "Kein Tarif: entgangener Erlös nicht bewertet",
  "pdf.year.ytd": "Seit Jahresbeginn, {from} – {to}",
  "pdf.year.lastYear": "Vorjahresmonat, {month}",
  "pdf.year.budget": "Budget (erfasste Tage)",
  "pdf.year.variance": "Abweichung (erfasste Tage)",
  "pdf.year.fullBudget": "Volles Budget",
  "pdf.year.varianceFull": "Abweichung (volles Budget)",
  "pdf.year.yieldThen": "Ertrag damals",
  "pdf.year.change": "Veränderung",
  "pdf.year.noYtd": "— Historie reicht nicht bis Januar",
  "pdf.year.noLastYear": "— Historie reicht nicht bis zu diesem Monat",
  "pdf.year.noDataThen": "— keine Daten für diesen Monat",
  "pdf.year.noDataYet": "— keine Daten in diesem Jahr",
  "pdf.year.noBudget": "— kein Budget",
  "pdf.plevel.title": "Rollierende 12 Monate, {from} – {to}",
  "pdf.plevel.titleNone": "Rollierende 12 Monate",
  "pdf.plevel.level": "Niveau im Ertragsgutachten",
  "pdf.plevel.value": "P{level}",
  "pdf.plevel.study": "Gutachten P50 / P90",
  "pdf.plevel.studyValue": "{p50} / {p90} {unit}",
  "pdf.plevel.assumption":
    "Der Ertrag der 12 Monate entspricht diesem P-Wert des Ertragsgutachtens (Jahres-P50 und -P90), unter Annahme einer Normalverteilung.",
  "pdf.plevel.daysWithoutData":
    "{count, plural, one {# Tag ohne Daten als null gezählt} other {# Tage ohne Daten als null gezählt}}",
  "pdf.plevel.shortHistory": "Kein P-Wert: Dafür sind 12 Monate Historie nötig.",
  "pdf.plevel.incomplete": "Kein P-Wert: Dafür sind 12 vollständige Monate nötig; unvollständig: {months}.",

  "pdf.chart.yieldTitle": "Täglicher Ertrag und Einstrahlung",
  "pdf.chart.yield": "Ertrag ({unit})",
  "pdf.chart.estimated": "Geschätzt",
  "pdf.chart.irradiation": "Einstrahlung ({unit})",
  "pdf.chart.noIrradiation": "Keine Einstrahlung",
  "pdf.chart.prTitle": "Tägliche effektive PR (laut Datendienst)",
  "pdf.chart.availabilityTitle": "Tägliche Verfügbarkeit",
  "pdf.chart.noDataPeriod": "Keine Daten für diesen Zeitraum",
  "pdf.chart.trendTitle":
    "Ertrag gegenüber Budget, {count, plural, one {letzter Monat} other {letzte # Monate}}",
  "pdf.chart.trendTitleNoBudget": "Ertrag, {count, plural, one {letzter Monat} other {letzte # Monate}}",
  "pdf.chart.budgetP50": "P50-Budget ({unit})",
  "pdf.chart.noHistory": "Keine Historie",

  "pdf.table.note": "PR, Verfügbarkeit und Zelltemperatur des Monats: einstrahlungsgewichtet",
  "pdf.table.continued": "Tageswerte (Fortsetzung)",
  "pdf.table.date": "Datum",
  "pdf.table.yield": "Ertrag",
  "pdf.table.meterYield": "Zählerertrag",
  "pdf.table.irradiation": "Einstrahlung",
  "pdf.table.prEffective": "Eff. PR",
  "pdf.table.availability": "Verfügbarkeit",
  "pdf.table.cellTemperature": "Zelltemp.",
  "pdf.table.status": "Datenstatus",
  "pdf.table.measured": "Gemessen",
  "pdf.table.month": "Monat",
  "pdf.table.monthToDate": "Monat bisher",
  "pdf.table.total": "Inkl. Schätzungen",
  "pdf.table.totalToDate": "Inkl. Schätzungen, bisher",
  "pdf.table.footnote":
    "Kursiv: geschätzt für einen Tag ohne Messwert. * aus der jeweils anderen Energiereihe (Ertrag aus dem Zählerertrag oder Zählerertrag aus dem Ertrag), † aus der Einstrahlung; siehe Berechnung der Kennzahlen.",
  "pdf.status.complete": "Vollständig",
  "pdf.status.partial": "Teilweise",
  "pdf.status.outage": "Ausfall, 0 kWh",
  "pdf.chart.outage": "Ausfall (0 kWh)",
  "pdf.status.estimated": "geschätzt",
  "pdf.status.late": "verspätet",

  "pdf.quality.title": "Datenqualität",
  "pdf.quality.none": "keine",
  "pdf.quality.completeness": "Vollständigkeit",
  "pdf.quality.completenessValue": "{list} Tage mit Wert",
  "pdf.quality.daysWithoutYield": "Tage ohne Ertrag",
  "pdf.quality.estimatedDays": "Geschätzte Tage",
  "pdf.quality.lateDays": "Tage mit Verspätung",
  "pdf.quality.latenessUnknown": "Verspätung unbekannt",
  "pdf.quality.latenessUnknownValue":
    "{days}: Der Datendienst meldet Verspätungen nur für etwa die letzten 30 Tage",
  "pdf.quality.impossible": "Unmögliche Werte",
  "pdf.quality.impossibleValue":
    "{count}, physikalisch unmöglich (z. B. negative Energie), als fehlend behandelt",
  "pdf.quality.unreadable": "Unlesbare Werte",
  "pdf.quality.unreadableValue": "{count}, als fehlend behandelt",
  "pdf.quality.note": "Hinweise",
  "pdf.quality.estimatedDay": "{day} ({sources})",
  "pdf.quality.fromBoth":
    "Ertrag und Zählerertrag aus {source, select, meter {dem Zähler} yield {dem Ertrag} other {der Einstrahlung}}",
  "pdf.quality.yieldFrom":
    "Ertrag aus {source, select, meter {dem Zähler} yield {dem Ertrag} other {der Einstrahlung}}",
  "pdf.quality.meterFrom":
    "Zählerertrag aus {source, select, meter {dem Zähler} yield {dem Ertrag} other {der Einstrahlung}}",
  "pdf.field.yield": "Ertrag",
  "pdf.field.meterYield": "Zählerertrag",
  "pdf.field.irradiation": "Einstrahlung",
  "pdf.field.pr": "PR",
  "pdf.field.availability": "Verfügbarkeit",
  "pdf.field.cellTemperature": "Zelltemperatur",
  "pdf.field.overspill": "Abregelung",

  "pdf.method.title": "Berechnung der Kennzahlen",
  "pdf.method.days":
    "Tage sind die lokalen Kalendertage der Anlage. Ein fehlender Wert wird nie als null gezählt: Er wird, wo möglich, geschätzt und gekennzeichnet; eine Kennzahl ganz ohne Werte erscheint als „–“.",
  "pdf.method.estimates":
    "Schätzung für einen Tag ohne gemessenen Ertrag: Zählerertrag des Tages ÷ {meterPerYield} (Zählerertrag je Ertrag des Monats), sonst seine Einstrahlung × {yieldPerIrradiation} kWh je kWh/m² (Ertrag je Einstrahlung des Monats). Ein Tag ohne Zählerwert: sein Ertrag × {meterPerYield}, sonst seine Einstrahlung × {meterPerIrradiation}. Jedes Verhältnis stammt aus den Tagen dieses Monats, an denen beide Werte gemessen wurden.",
  "pdf.method.noEstimates":
    "Schätzungen: Ein fehlender Tag wird aus Zählerertrag oder Einstrahlung geschätzt, mit Verhältnissen aus den vollständigen Tagen des Monats; in diesem Monat ließ sich kein Verhältnis bilden oder kein Tag brauchte eines.",
  "pdf.method.totals":
    "Ertrag und Zählerertrag sind die gemessenen plus die geschätzten Tage; die Kacheln zeigen, welcher Teil jeder Summe geschätzt ist.",
  "pdf.method.pr":
    "PR (IEC 61724-1) = Ertrag ÷ (Anlagenleistung × Einstrahlung) über die Tage mit beiden Werten, Einstrahlung bezogen auf 1 kW/m² (Standardtestbedingungen).",
  "pdf.method.prTemperature":
    "PR bei 25 °C = Ertrag ÷ (Anlagenleistung × Σ Tageseinstrahlung × (1 + γ × (Zelltemperatur − 25 °C))), mit dem Temperaturkoeffizienten der Anlage γ = {gamma} je °C. Sie nutzt mittlere Tageszelltemperaturen und nähert so die temperaturkorrigierte PR nach IEC 61724-1 an.",
  "pdf.method.prTemperatureNone":
    "PR bei 25 °C braucht Anlagenleistung und Temperaturkoeffizienten der Module; ohne sie wird sie nicht ausgewiesen.",
  "pdf.method.prEffective":
    "Die effektive PR ist die PR des Datendienstes, die Ausfallzeiten herausrechnet; ihre Tageswerte sind die dargestellten, für den Monat einstrahlungsgewichtet.",
  "pdf.method.prFallback":
    "{chosen}, auf die sich die Bewertungen beziehen, lässt sich für diese Anlage in diesem Monat nicht berechnen; ihre PR-Bewertung bezieht sich daher auf {name}.",
  "pdf.method.availability":
    "Verfügbarkeit und Zelltemperatur sind einstrahlungsgewichtete Mittel der Tageswerte. Verfügbarkeitsverlust = Σ Ertrag × (1 − Verfügbarkeit) ÷ Verfügbarkeit über die Tage mit beiden Werten; ein Tag mit 0 % zählt seine Einstrahlung × Ertrag je Einstrahlung des Monats bei voller Verfügbarkeit.",
  "pdf.method.budget":
    "Budget: das P50-Budget von {full} kWh für den Zeitraum, anteilig auf {covered} von {total, plural, one {# Tag} other {# Tagen}} mit gemessenem oder geschätztem Ertrag = {budget} kWh. Abweichung = Ertrag ÷ dieses Budget − 1, so wird ein Monat mit fehlenden Tagen vergleichbar bewertet. Gegenüber dem vollen Budget ist die Abweichung Ertrag ÷ {full} kWh − 1: Ein Tag ohne Daten zählt gegen die Anlage, wie ihn ein Vertrag zählt.",
  "pdf.method.bridge":
    "Überleitung: Wetter = Budget × (Einstrahlung ÷ langjähriger Normalwert − 1), der Normalwert anteilig auf die Tage mit Einstrahlung; Verfügbarkeit = − Verfügbarkeitsverlust; Abregelung = − die Energie über der Einspeisegrenze; Performance = der Rest, sodass Budget + Wetter + Verfügbarkeit + Abregelung + Performance = Ist-Ertrag genau aufgeht. Einspeise-/Zählerverlust = Zählerertrag − Ist-Ertrag, sodass die Überleitung beim Zählerertrag endet, auf den der Erlös gezahlt wird. Geldwert = kWh × Tarif; der Wert des Zählerertrags ist der Erlös.",
  "pdf.method.revenue": "Erlös = Zählerertrag (gemessen + geschätzt) × Tarif von {tariff} je kWh.",
  "pdf.method.year":
    "Seit Jahresbeginn summiert Januar bis zu diesem Monat, jeder Monat wie oben aus seinen eigenen Tagen berechnet; das Budget ist die Summe der Monatsbudgets für die erfassten Tage, das volle Budget die Summe der P50-Monatsbudgets. Der Vorjahresvergleich nimmt denselben Monat ein Jahr zuvor.",
  "pdf.contract.none": "Technische Verfügbarkeit, keine Vertragsbedingungen",
  "pdf.method.contractNone":
    "Technische Verfügbarkeit, keine Vertragsbedingungen: Diese Anlage hat in diesem Bericht keinen Vertrag, daher gilt keine Garantie und es wird kein Schadensersatz berechnet.",
  "pdf.method.contractTitle":
    "Vertrag {name}: Vertragsjahre laufen ab {start}; Quartale und Vertragsjahre zählen ab diesem Tag.",
  "pdf.method.contractAvailability":
    "Verfügbarkeitsgarantie: {guaranteed} vertragliche Verfügbarkeit je {period, select, month {Monat} quarter {Quartal} other {Vertragsjahr}}. Der Verfügbarkeitsverlust eines Tages geht an die Kategorien der Ereignisse dieses Tages, im Verhältnis ihrer Stunden × betroffenem Anteil, an einem Tag ohne Ereignis an den Betriebsführer. Vertragliche Verfügbarkeit = 1 − (Verlust − ausgenommener Verlust) ÷ (Energieertrag + Verlust − ausgenommener Verlust). Ausgenommen: {excluded}.",
  "pdf.method.contractPriceAdjustment":
    "Schadensersatz (Preisanpassung): unter der Garantie wird der bisherige Erlös des Zeitraums um {slope} × (garantierte − vertragliche Verfügbarkeit) gekürzt; unter {floor} vollständig.",
  "pdf.method.contractEnergy":
    "Schadensersatz (Energie): (garantierte − vertragliche Verfügbarkeit) × (Energieertrag + Verlust − ausgenommener Verlust) × {price} je kWh.",
  "pdf.method.contractCap": "Der Schadensersatz ist auf {cap} je Zeitraum begrenzt.",
  "pdf.method.contractTariff": "der Tarif der Anlage",
  "pdf.method.contractNoExclusions": "keine",
  "pdf.method.contractPr":
    "PR-Garantie: {first} im ersten Vertragsjahr, abzüglich {degradation} pro Jahr {mode, select, linear {dieses Werts (linear)} other {mit Zinseszins}}: {guaranteed} in diesem Zeitraum, mit einer Toleranz von {tolerance}, je {period, select, month {Monat} quarter {Quartal} other {Vertragsjahr}}. Gemessene PR = Energieertrag ÷ (Leistung × Einstrahlung × (1 + γ × (Zelltemperatur − {tref} °C))) über die Tage des Zeitraums ohne Ereignis einer ausgenommenen Kategorie ({excluded}). Unterschreitung = garantiert × (1 − Toleranz) − gemessen, kaufmännisch gerundet auf 0,1 Pp.",
  "pdf.method.contractPrEnergy":
    "PR-Schadensersatz: Unterschreitung × temperaturkorrigierter Referenzertrag × {price} je kWh.",
  "pdf.method.contractPrPoint": "PR-Schadensersatz: {price} je Prozentpunkt Unterschreitung.",
  "pdf.method.contractSettlement":
    "Jede Garantie wird am Ende ihres eigenen Zeitraums abgerechnet: Ein Zeitraum, der noch nicht geendet hat, wird bis heute gezeigt, als vorläufig markiert, mit dem Tag der Abrechnung; die Werte eines abgerechneten Zeitraums ändern sich in späteren Berichten nicht. Der Schadensersatz wird je Garantie und Zeitraum auf die kleinste Einheit der Währung gerundet, die Summe ist ihre Summe.",
  "pdf.method.late":
    "Verspätete Tage: Der Datendienst hat den Tag nicht innerhalb von 24 Stunden aktualisiert.",
  "pdf.method.bandsTitle": "Bewertungen (identisch in den Arbeitsmappen und auf der Übersichtsseite):",
  "pdf.method.bandEnergy":
    "Ertrag gegenüber dem Budget der erfassten Tage: {target} ab dem Budget; {watch} bis {band} darunter; {below} darüber hinaus.",
  "pdf.method.bandRatios":
    "{pr} gegenüber dem Ziel der Anlage: {watch} bis {prBand} unter dem Ziel; Verfügbarkeit: {watch} bis {availabilityBand} unter ihrem Ziel. Eine Kennzahl auf der falschen Seite ihres Ziels ist nie „{target}“.",
  "pdf.method.bandIrradiation":
    "Einstrahlung gegenüber dem langjährigen Normalwert: „{target}“ ab dem Normalwert; „{watch}“ bis {band} darunter; „{below}“ darüber hinaus.",

  "pdf.footer.generated": "Erstellt {time}",
  "pdf.footer.page": "Seite {page} von {count}",
};
