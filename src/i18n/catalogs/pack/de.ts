/** German messages of the portfolio PDF and the client packs. */
import type { packEn } from "./en.js";

export const packDe: Record<keyof typeof packEn, string> = {
  "pack.cover.portfolio": "Portfoliobericht",
  "pack.cover.client": "Kundenbericht",
  "pack.cover.plants": "{count, plural, one {# Anlage} other {# Anlagen}}",
  "pack.cover.contents": "Inhalt",
  "pack.cover.more":
    "… und {count, plural, one {# weitere Anlage} other {# weitere Anlagen}}: siehe Lesezeichen",
  "pack.bookmark.cover": "Deckblatt",
  "pack.bookmark.summary": "Zusammenfassung",

  "pack.figures.title": "Der Monat im Überblick",
  "pack.plantsAll":
    "{count, plural, one {die einzige Anlage hat geliefert} other {alle # Anlagen haben geliefert}}",
  "pack.plantsSome":
    "{ok} von {count, plural, one {# Anlage} other {# Anlagen}} mit Daten, {failed} ohne Daten",
  "pack.tile.ofWhichEstimated": "davon geschätzt {kwh} kWh",
  "pack.tile.noBudget": "Keine Anlage hat ein Budget",
  "pack.tile.budgetCovered": "Budget (erfasste Tage) {kwh} kWh",
  "pack.tile.againstNormal": "{deviation} ggü. Normal",
  "pack.tile.noNormal": "Kein Einstrahlungsnormal hinterlegt",
  "pack.weighting.client":
    "Die Kennzahlen des Kunden folgen den Formeln des Portfolios, nur über seine Anlagen.",
  "pack.bridge.none": "Keine Budgetbrücke: keine Anlage hat in diesem Monat ein Budget und einen Ertrag.",
  "pack.bridge.budgetCovered": "Budget (erfasste Tage)",
  "pack.bridge.scope":
    "Summe der Brücken der {count} von {total, plural, one {# Anlage} other {# Anlagen}} mit Daten, die ein Budget haben.",
  "pack.bridge.weatherNone":
    "Wetter: keine Anlage hat ein Einstrahlungsnormal; dieser Anteil bleibt in der Performance.",
  "pack.bridge.meteredNone":
    "Einspeiseverlust und Zählerertrag: Nicht jede Anlage der Summe hat einen Zählerertrag, daher endet die Überleitung beim Ist-Ertrag und zeigt keine Geldwerte.",

  "pack.ranking.title": "Rangliste der Anlagen",
  "pack.ranking.order": "nach Ertrag ggü. dem Budget der erfassten Tage, beste zuerst",
  "pack.ranking.continued": "Rangliste der Anlagen (Fortsetzung)",
  "pack.ranking.failed": "Keine Daten: {reason}",
  "pack.ranking.prFallback": "{name} anstelle von {chosen}, die sich für diese Anlage nicht berechnen lässt.",
  "pack.contract.title": "Vertragsgeld",
  "pack.contract.order": "Schadensersatz bisher, jede Garantie über ihren eigenen Abrechnungszeitraum",
  "pack.contract.continued": "Vertragsgeld (Fortsetzung)",
  "pack.contract.column.contract": "Vertrag",
  "pack.contract.column.availability": "vertraglich / garantiert",
  "pack.contract.column.pr": "gemessen / garantiert",
  "pack.contract.column.damages": "Schadensersatz",
  "pack.contract.column.toDate": "bisher",
  "pack.contract.total": "Summe, {count, plural, one {# Anlage} other {# Anlagen}}",
  "pack.contract.met": "Garantie erfüllt",
  "pack.contract.missed": "Garantie verfehlt",
  "pack.contract.rounding":
    "Der Schadensersatz jeder Garantie ist für ihren Zeitraum auf die kleinste Einheit der Währung gerundet; eine Summe ist die Summe der Beträge darüber. Ein vorläufiger Zeitraum gilt bis heute und kann sich noch ändern.",
  "pack.contract.without": "Technische Verfügbarkeit, keine Vertragsbedingungen: {names}",
  "pack.column.rank": "Nr.",
  "pack.column.plant": "Anlage",
  "pack.column.capacity": "Leistung",
  "pack.column.yield": "Energieertrag",
  "pack.column.budgetVariance": "ggü. Budget",
  "pack.column.daysCovered": "erfasste Tage",
  "pack.column.fullBudget": "volles Budget",
  "pack.column.specificYield": "Spez. Ertrag",
  "pack.column.pr": "PR",
  "pack.column.availability": "Verfügbarkeit",

  "pack.byVerdict.title": "Anlagen nach Bewertung",
  "pack.byVerdict.none": "Ohne Bewertung",

  "pack.plantChart.title":
    "Spezifischer Ertrag und PR je Anlage, in der Reihenfolge der Rangliste (Nummern wie dort)",
  "pack.plantChart.specificYield": "Spezifischer Ertrag ({unit})",

  "pack.plantChart.pr": "PR (IEC 61724-1), %",

  "pack.attention.title": "Anlagen mit Handlungsbedarf",
  "pack.attention.note": "fehlgeschlagen, ohne Daten, unter Soll oder ein unplausibler Wert",
  "pack.attention.none": "Keine: keine Anlage ist fehlgeschlagen, ohne Daten oder unter Soll.",
  "pack.attention.watchCount":
    "{count, plural, one {# Anlage ist} other {# Anlagen sind}} zu beobachten (knapp unter einem Ziel, innerhalb des Bandes) und hier nicht aufgeführt.",
  "pack.attention.failed": "Es konnten keine Daten abgerufen werden: {reason}",

  "pack.quality.reported": "Anlagen mit Daten",
  "pack.quality.reportedValue": "{ok} von {total}",
  "pack.quality.estimatedValue":
    "{days, plural, one {# Anlagentag} other {# Anlagentage}}, {kwh} kWh des Energieertrags:",
  "pack.quality.missing": "Tage ohne Ertrag",
  "pack.quality.missingValue":
    "{days, plural, one {# Anlagentag} other {# Anlagentage}} nicht schätzbar, ausgelassen (nicht als null gezählt):",
  "pack.quality.failed": "Anlagen ohne Daten",
};
