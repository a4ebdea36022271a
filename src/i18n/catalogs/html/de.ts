/** German messages of index.html: German PV asset managers' terms (Ertrag, Einstrahlung, Soll, Budget). */
import type { htmlEn } from "./en.js";

export const htmlDe: Record<keyof typeof htmlEn, string> = {
  "html.status.ok": "OK",
  "html.status.partial": "Teilweise",
  "html.status.failed": "Fehlgeschlagen",
  "html.status.line": "{status}: {detail}",
  "html.status.allReported":
    "{count, plural, one {die einzige Anlage hat geliefert} other {alle {n} Anlagen haben geliefert}}",
  "html.status.someFailed":
    "{count, plural, one {{n} von {total} Anlagen fehlgeschlagen} other {{n} von {total} Anlagen fehlgeschlagen}}",
  "html.status.noPlants": "keine Anlagen im Bericht",
  "html.status.noneReported":
    "{count, plural, one {die einzige Anlage hat nicht geliefert} other {keine der {n} Anlagen hat geliefert}}",
  "html.generated": "Erstellt am {time}",
  "html.portfolio": "Portfolio",
  "html.plantsReported": "Anlagen mit Daten",
  "html.labelled": "{label}: {value}",
  "html.inclEstimated": "davon {energy} geschätzt",
  "html.target": "Soll {ratio}",
  "html.budgetVariance": "Abweichung zum Budget der erfassten Tage",
  "html.irradiationVariance": "Einstrahlung ggü. Normal",
  "html.ytdVariance": "Seit Jahresbeginn ({from} – {to}) ggü. Budget der erfassten Tage",
  "html.ytdRevenue": "Erlös seit Jahresbeginn",
  "html.lastYear": "Ertrag ggü. {month}",
  "html.weighting.irradiationCapacity":
    "Die Portfolio-PR (IEC 61724-1) ist ein Quotient aus Summen, Σ E / Σ(P0·H), über die Anlagentage mit Ertrag und Einstrahlung der Anlagen mit bekannter Leistung P0. Effektive PR und Verfügbarkeit sind nach Einstrahlung × Leistung gewichtet, Σ(x·H·C) / Σ(H·C), über die Anlagentage mit beiden Werten (H Einstrahlung, C Leistung); die Einstrahlung ist das leistungsgewichtete Mittel der Anlagen. Die Abweichung zum Budget ist der Gesamtertrag (gemessen + geschätzt) der Anlagen mit Budget geteilt durch ihr Budget der erfassten Tage, minus 1; Energie und Erlös sind Summen über die Anlagen.",
  "html.weighting.irradiation":
    "Die Portfolio-PR (IEC 61724-1) ist ein Quotient aus Summen, Σ E / Σ(P0·H), über die Anlagentage mit Ertrag und Einstrahlung der Anlagen mit bekannter Leistung P0. Effektive PR und Verfügbarkeit sind nach Einstrahlung gewichtet, Σ(x·H) / Σ H, über die Anlagentage mit beiden Werten, weil nicht für jede Anlage die Leistung bekannt ist; die Einstrahlung ist das einfache Mittel der Anlagen. Die Abweichung zum Budget ist der Gesamtertrag (gemessen + geschätzt) der Anlagen mit Budget geteilt durch ihr Budget der erfassten Tage, minus 1; Energie und Erlös sind Summen über die Anlagen.",
  "html.bridge.title": "Vom Budget zum Ist",
  "html.bridge.caption":
    "Budget der erfassten Tage, dann die Veränderung durch Wetter (Einstrahlung ggü. Normal), Verfügbarkeit, Abregelung und Performance (der Rest) bis zum Ist-Ertrag; dann die Verluste bis zum Zähler, bis zur gemessenen Energie, auf die der Erlös gezahlt wird.",
  "html.bridge.energy": "Energie",
  "html.bridge.value": "Wert",
  "html.legend.title": "Wie die Bewertungen entstehen",
  "html.legend.intro": "Jedes Etikett nennt seine Bewertung in Worten; die Farbe wiederholt sie.",
  "html.legend.energy":
    "{figure}: „{target}“ ab dem Budget der erfassten Tage, „{watch}“ bis {threshold}, „{below}“ bei größerer Abweichung.",
  "html.legend.ratio":
    "{figure}: „{target}“ ab dem Soll der Anlage, „{watch}“ bis {threshold} darunter, „{below}“ bei größerer Abweichung.",
  "html.legend.irradiation":
    "{figure}: „{target}“ ab dem langjährigen Mittel, „{watch}“ bis {threshold}, „{below}“ bei größerer Abweichung. Sie erklärt einen Monat; die Anlage hat sie nicht zu verantworten.",
  "html.points": "{value} Prozentpunkte",
  "html.verdict.none": "Keine Bewertung",
  "html.chip.title": "{figure}: {verdict}",
  "html.reports": "Berichte und Daten",
  "html.portfolioPdf": "Portfoliobericht (PDF)",
  "html.clientPack": "{client}: Kundenbericht (PDF)",
  "html.data.daily": "Tageswerte je Anlage (CSV)",
  "html.data.monthly": "Monatswerte je Anlage (CSV)",
  "html.workbooks": "Arbeitsmappen",
  "html.noWorkbooks": "Keine Arbeitsmappen.",
  "html.workbook.yield": "Arbeitsmappe Ertrag",
  "html.workbook.pr": "Arbeitsmappe Performance Ratio",
  "html.workbook.availability": "Arbeitsmappe Verfügbarkeit",
  "html.plants": "Anlagen",
  "html.column.plant": "Anlage (PDF)",
  "html.column.fetch": "Daten",
  "html.column.yield": "Ertrag",
  "html.column.budgetVariance": "ggü. Budget (erfasste Tage)",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Lfd. Jahr ggü. Budget (erfasste Tage)",
  "html.column.days": "Tage mit Daten",
  "html.lateDays": "{count, plural, one {# Tag verspätet} other {# Tage verspätet}}",
  "html.fetched": "ok",
  "html.failed": "fehlgeschlagen",
  "html.failedWith": "fehlgeschlagen: {reason}",
  "html.warnings": "Warnungen ({n})",
  "html.footer":
    "{count, plural, one {{n} Anfrage} other {{n} Anfragen}} an den Solar Plant Data Service, {retried} wiederholt, {failed} fehlgeschlagen. Kennzahlen und Dateiliste: {link}.",
  "html.status.withFiles": "{detail}; einige Dateien konnten nicht erstellt werden (siehe unten)",
  "html.notFinal":
    "Nicht endgültig: In der Zeitzone dieser Anlagen ist der Monat noch nicht zu Ende; sie sind nur bis zu einem früheren Tag erfasst, und ihre Kennzahlen ändern sich noch. Für endgültige Zahlen den Bericht nach ihrem Monatsende erneut ausführen.",
  "html.notFinal.plant": "{plant}: erfasst bis {through}; der Monat endet dort am {endsAt}",
  "html.notFinal.plantNoEnd": "{plant}: erfasst bis {through}",
  "html.throughDay": "bis {day}",
  "html.budgetVarianceFull": "Abweichung zum vollen Budget",
  "html.budgetFull": "Volles Budget",
  "html.fullBudget": "volles Budget {variance}",
  "html.ytdVarianceFull": "Seit Jahresbeginn ({from} – {to}) ggü. vollem Budget",
  "html.varianceRule":
    "Die Abweichung zum Budget der erfassten Tage vergleicht Gleiches mit Gleichem: Tage ohne Daten bleiben aus dem Budget heraus. Die Abweichung zum vollen Budget teilt durch das Budget des ganzen Zeitraums; ein Tag ohne Daten zählt also gegen die Anlage (die Sicht des Vertrags).",
  "html.targetsRule":
    "Die Sollwerte des Portfolios und jedes Kunden sind die Sollwerte ihrer Anlagen, gewichtet wie die Kennzahlen: das PR-Soll nach dem Referenzertrag jeder Anlage (P0 · Σ H), das Verfügbarkeits-Soll nach ihrer Einstrahlung × Leistung.",
  "html.targetGap": "Soll {ratio} ({gap} Pp.)",
  "html.prFallback": "{label}: keine {chosen} in diesem Monat",
  "html.bridge.curtailment": "Abregelung (Überschuss)",
  "html.bridge.actual": "Ist-Ertrag",
  "html.bridge.exportLoss": "Einspeise- und Zählerverlust",
  "html.bridge.metered": "Gemessen (= Erlösbasis)",
  "html.bridge.noMeter":
    "Nicht jede Anlage hat einen Zählerwert, daher endet die Brücke beim Ist-Ertrag; der Erlös wird auf den Zählerertrag der Anlagen gezahlt, die einen haben.",
  "html.column.pLevel": "P-Wert, 12 Monate",
  "html.column.contract": "Vertrag: Schadensersatz bisher",
  "html.contract.none": "keine Vertragsbedingungen",
  "html.contract.availability": "vertragliche Verfügbarkeit {value} (garantiert {guaranteed})",
  "html.contract.prShortfall": "PR-Unterschreitung {points} Pp.",
  "html.contract.provisional": "vorläufig, abgerechnet am {day}",
  "html.contract.title": "Vertragsgeld",
  "html.contract.damages": "Schadensersatz bisher",
  "html.contract.part": "{guarantee, select, availability {Verfügbarkeit} other {PR}} {value}",
  "html.contract.lostRevenue": "Entgangener Erlös, {month}",
  "html.contract.plants":
    "über {count, plural, one {# Anlage} other {# Anlagen}} mit Vertrag, jede Garantie über ihren eigenen Zeitraum; die Summen der gerundeten Beträge der Anlagen",
  "html.contract.met": "erfüllt",
  "html.contract.missed": "verfehlt",
  "html.contract.unknown": "unbekannt",
  "html.contract.chipTitle":
    "{guarantee, select, availability {Verfügbarkeitsgarantie} other {PR-Garantie}}: {verdict}",
  "html.pLevel": "P{level}",
  "html.pLevel.detail":
    "Rollierende 12 Monate ({from} – {to}): {energy} = P{level} des Ertragsgutachtens (P50 {p50}, P90 {p90}; Normalverteilung angenommen)",
  "html.pLevel.missing":
    "{reason, select, shortHistory {braucht 12 Monate Historie} incompleteMonths {{months}: nicht zu Ende oder ohne Daten} other {kein Ertragsgutachten}}",
  "html.pLevel.daysWithoutData":
    "{count, plural, one {# Tag ohne Daten als null gezählt} other {# Tage ohne Daten als null gezählt}}",
  "html.pLevel.note":
    "P-Wert: der Ertrag der 12 Monate bis zum Berichtsmonat als Überschreitungswert des Ertragsgutachtens der Anlage. P62 heißt: Er entspricht dem P62-Wert des Gutachtens, dem Ertrag, der mit 62 % Wahrscheinlichkeit überschritten wird; P50 ist das erwartete Jahr, eine höhere Zahl ein schwächeres (P90 wird in 9 von 10 Jahren überschritten). σ = (P50 − P90) / 1,2816, Normalverteilung angenommen; nie für einen einzelnen Monat.",
  "html.attention.title": "Handlungsbedarf",
  "html.attention.none": "Keine Anlage ist fehlgeschlagen, ohne Daten oder unter Soll.",
  "html.attention.watchCount":
    "{count, plural, one {# Anlage ist} other {# Anlagen sind}} zu beobachten (knapp unter einem Ziel, innerhalb des Bandes) und hier nicht aufgeführt.",
  "html.attention.level":
    "{level, select, failed {Daten konnten nicht abgerufen werden} other {Keine Daten für einen Tag des Zeitraums}}",
  "html.attention.figure":
    "{kind, select, variance {{figure} {value} ggü. dem Budget der erfassten Tage} other {{figure} {value} bei einem Soll von {target}}}",
  "html.attention.sanity":
    "{code, select, prAboveOne {PR über 100 %: Anlagenleistung und Einheit der Einstrahlung prüfen} specificYieldAboveIrradiation {spezifischer Ertrag über der Einstrahlung: Anlagenleistung und Energieeinheiten prüfen} other {Ertrag weit vom Budget entfernt: Budget prüfen}}",
  "html.failedFiles.title": "Dateien, die nicht erstellt werden konnten",
  "html.failedFiles.intro":
    "Diese Dateien fehlen im Ordner. Keine Kennzahl hat sich dadurch geändert: Die Kennzahlen jeder Anlage stehen auf dieser Seite und in den übrigen Dateien. Bitte als Fehler melden, mit dem Grund.",
  "html.failedFile":
    "{kind, select, plantPdf {PDF von {name}} portfolioPdf {Portfoliobericht (PDF)} clientPack {Kundenbericht von {name} (PDF)} other {Arbeitsmappe}}",
  "html.failedFile.reason": "Grund: {reason}",
  "html.pdfFailed": "PDF konnte nicht erstellt werden",
  "html.clients": "Kunden",
  "html.column.client": "Kunde (PDF)",
};
