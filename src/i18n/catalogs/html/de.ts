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
  "html.budgetVariance": "Abweichung zum Budget",
  "html.irradiationVariance": "Einstrahlung ggü. Normal",
  "html.ytdVariance": "Seit Jahresbeginn ({from} – {to}) ggü. Budget",
  "html.ytdRevenue": "Erlös seit Jahresbeginn",
  "html.lastYear": "Ertrag ggü. {month}",
  "html.weighting.irradiationCapacity":
    "Die Portfolio-PR (IEC 61724-1) ist ein Quotient aus Summen, Σ E / Σ(P0·H), über die Anlagentage mit Ertrag und Einstrahlung der Anlagen mit bekannter Leistung P0. Effektive PR und Verfügbarkeit sind nach Einstrahlung × Leistung gewichtet, Σ(x·H·C) / Σ(H·C), über die Anlagentage mit beiden Werten (H Einstrahlung, C Leistung); die Einstrahlung ist das leistungsgewichtete Mittel der Anlagen. Die Abweichung zum Budget ist der Gesamtertrag (gemessen + geschätzt) der Anlagen mit Budget geteilt durch ihr Budget der erfassten Tage, minus 1; Energie und Erlös sind Summen über die Anlagen.",
  "html.weighting.irradiation":
    "Die Portfolio-PR (IEC 61724-1) ist ein Quotient aus Summen, Σ E / Σ(P0·H), über die Anlagentage mit Ertrag und Einstrahlung der Anlagen mit bekannter Leistung P0. Effektive PR und Verfügbarkeit sind nach Einstrahlung gewichtet, Σ(x·H) / Σ H, über die Anlagentage mit beiden Werten, weil nicht für jede Anlage die Leistung bekannt ist; die Einstrahlung ist das einfache Mittel der Anlagen. Die Abweichung zum Budget ist der Gesamtertrag (gemessen + geschätzt) der Anlagen mit Budget geteilt durch ihr Budget der erfassten Tage, minus 1; Energie und Erlös sind Summen über die Anlagen.",
  "html.bridge.title": "Vom Budget zum Ist",
  "html.bridge.caption":
    "Budget der erfassten Tage, dann die Veränderung durch Wetter (Einstrahlung ggü. Normal), Verfügbarkeit und Performance (der Rest).",
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
  "html.column.budgetVariance": "ggü. Budget",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Lfd. Jahr ggü. Budget",
  "html.column.days": "Tage mit Daten",
  "html.column.late": "Verspätete Tage",
  "html.fetched": "ok",
  "html.failed": "fehlgeschlagen",
  "html.failedWith": "fehlgeschlagen: {reason}",
  "html.warnings": "Warnungen ({n})",
  "html.footer":
    "{count, plural, one {{n} Anfrage} other {{n} Anfragen}} an den Solar Plant Data Service, {retried} wiederholt, {failed} fehlgeschlagen. Kennzahlen und Dateiliste: {link}.",
};
