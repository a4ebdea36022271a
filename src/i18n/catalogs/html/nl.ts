/** Dutch messages of index.html: Dutch PV terms (opbrengst, instraling, beschikbaarheid, budget, afwijking). */
import type { htmlEn } from "./en.js";

export const htmlNl: Record<keyof typeof htmlEn, string> = {
  "html.status.ok": "OK",
  "html.status.partial": "Gedeeltelijk",
  "html.status.failed": "Mislukt",
  "html.status.line": "{status}: {detail}",
  "html.status.allReported":
    "{count, plural, one {de enige installatie heeft gerapporteerd} other {alle {n} installaties hebben gerapporteerd}}",
  "html.status.someFailed":
    "{count, plural, one {{n} van {total} installaties mislukt} other {{n} van {total} installaties mislukt}}",
  "html.status.noPlants": "geen installaties om te rapporteren",
  "html.status.noneReported":
    "{count, plural, one {de enige installatie heeft niet gerapporteerd} other {geen van de {n} installaties heeft gerapporteerd}}",
  "html.generated": "Gegenereerd op {time}",
  "html.portfolio": "Portefeuille",
  "html.plantsReported": "Installaties met gegevens",
  "html.labelled": "{label}: {value}",
  "html.inclEstimated": "incl. {energy} geschat",
  "html.target": "doel {ratio}",
  "html.budgetVariance": "Afwijking t.o.v. budget",
  "html.irradiationVariance": "Instraling t.o.v. normaal",
  "html.ytdVariance": "Jaar tot heden ({from} – {to}) t.o.v. budget",
  "html.ytdRevenue": "Omzet jaar tot heden",
  "html.lastYear": "Opbrengst t.o.v. {month}",
  "html.weighting.irradiationCapacity":
    "De portefeuille-PR (IEC 61724-1) is een verhouding van sommen, Σ E / Σ(P0·H), over de installatiedagen met opbrengst en instraling van de installaties met een bekend vermogen P0. Effectieve PR en beschikbaarheid zijn gewogen naar instraling × vermogen, Σ(x·H·C) / Σ(H·C), over de installatiedagen met beide waarden (H instraling, C vermogen); de instraling is het vermogensgewogen gemiddelde van de installaties. De afwijking t.o.v. budget is de totale opbrengst (gemeten + geschat) van de installaties met een budget gedeeld door hun budget voor de gedekte dagen, min 1; energie en omzet zijn sommen over de installaties.",
  "html.weighting.irradiation":
    "De portefeuille-PR (IEC 61724-1) is een verhouding van sommen, Σ E / Σ(P0·H), over de installatiedagen met opbrengst en instraling van de installaties met een bekend vermogen P0. Effectieve PR en beschikbaarheid zijn gewogen naar instraling, Σ(x·H) / Σ H, over de installatiedagen met beide waarden, omdat niet van elke installatie het vermogen bekend is; de instraling is het gewone gemiddelde van de installaties. De afwijking t.o.v. budget is de totale opbrengst (gemeten + geschat) van de installaties met een budget gedeeld door hun budget voor de gedekte dagen, min 1; energie en omzet zijn sommen over de installaties.",
  "html.bridge.title": "Van budget naar werkelijk",
  "html.bridge.caption":
    "Budget voor de gedekte dagen, daarna wat weer (instraling t.o.v. normaal), beschikbaarheid en prestatie (de rest) veranderden.",
  "html.bridge.energy": "Energie",
  "html.bridge.value": "Waarde",
  "html.legend.title": "Hoe de beoordelingen tot stand komen",
  "html.legend.intro": "Elk label noemt zijn beoordeling in woorden; de kleur herhaalt die.",
  "html.legend.energy":
    "{figure}: ‘{target}’ vanaf het budget voor de gedekte dagen, ‘{watch}’ tot {threshold}, ‘{below}’ daaronder.",
  "html.legend.ratio":
    "{figure}: ‘{target}’ vanaf het doel van de installatie, ‘{watch}’ tot {threshold} eronder, ‘{below}’ nog lager.",
  "html.legend.irradiation":
    "{figure}: ‘{target}’ vanaf het langjarig gemiddelde, ‘{watch}’ tot {threshold}, ‘{below}’ daaronder. Het verklaart een maand; de installatie heeft er geen invloed op.",
  "html.points": "{value} procentpunt",
  "html.verdict.none": "Geen beoordeling",
  "html.chip.title": "{figure}: {verdict}",
  "html.reports": "Rapporten en gegevens",
  "html.portfolioPdf": "Portefeuillerapport (PDF)",
  "html.clientPack": "{client}: klantrapport (PDF)",
  "html.data.daily": "Dagwaarden per installatie (CSV)",
  "html.data.monthly": "Maandcijfers per installatie (CSV)",
  "html.workbooks": "Werkmappen",
  "html.noWorkbooks": "Geen werkmappen.",
  "html.workbook.yield": "Werkmap opbrengst",
  "html.workbook.pr": "Werkmap performance ratio",
  "html.workbook.availability": "Werkmap beschikbaarheid",
  "html.plants": "Installaties",
  "html.column.plant": "Installatie (PDF)",
  "html.column.fetch": "Gegevens",
  "html.column.yield": "Opbrengst",
  "html.column.budgetVariance": "t.o.v. budget",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Jaar tot heden t.o.v. budget",
  "html.column.days": "Dagen met gegevens",
  "html.column.late": "Late dagen",
  "html.fetched": "ok",
  "html.failed": "mislukt",
  "html.failedWith": "mislukt: {reason}",
  "html.warnings": "Waarschuwingen ({n})",
  "html.footer":
    "{count, plural, one {{n} verzoek} other {{n} verzoeken}} aan de Solar Plant Data Service, {retried} herhaald, {failed} mislukt. Cijfers en bestandslijst: {link}.",
};
