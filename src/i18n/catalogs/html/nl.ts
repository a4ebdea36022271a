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
  "html.budgetVariance": "Afwijking t.o.v. budget voor de gedekte dagen",
  "html.irradiationVariance": "Instraling t.o.v. normaal",
  "html.ytdVariance": "Jaar tot heden ({from} – {to}) t.o.v. budget voor de gedekte dagen",
  "html.ytdRevenue": "Omzet jaar tot heden",
  "html.lastYear": "Opbrengst t.o.v. {month}",
  "html.weighting.irradiationCapacity":
    "De portefeuille-PR (IEC 61724-1) is een verhouding van sommen, Σ E / Σ(P0·H), over de installatiedagen met opbrengst en instraling van de installaties met een bekend vermogen P0. Effectieve PR en beschikbaarheid zijn gewogen naar instraling × vermogen, Σ(x·H·C) / Σ(H·C), over de installatiedagen met beide waarden (H instraling, C vermogen); de instraling is het vermogensgewogen gemiddelde van de installaties. De afwijking t.o.v. budget is de totale opbrengst (gemeten + geschat) van de installaties met een budget gedeeld door hun budget voor de gedekte dagen, min 1; energie en omzet zijn sommen over de installaties.",
  "html.weighting.irradiation":
    "De portefeuille-PR (IEC 61724-1) is een verhouding van sommen, Σ E / Σ(P0·H), over de installatiedagen met opbrengst en instraling van de installaties met een bekend vermogen P0. Effectieve PR en beschikbaarheid zijn gewogen naar instraling, Σ(x·H) / Σ H, over de installatiedagen met beide waarden, omdat niet van elke installatie het vermogen bekend is; de instraling is het gewone gemiddelde van de installaties. De afwijking t.o.v. budget is de totale opbrengst (gemeten + geschat) van de installaties met een budget gedeeld door hun budget voor de gedekte dagen, min 1; energie en omzet zijn sommen over de installaties.",
  "html.bridge.title": "Van budget naar werkelijk",
  "html.bridge.caption":
    "Budget voor de gedekte dagen, daarna wat weer (instraling t.o.v. normaal), beschikbaarheid, curtailment en prestatie (de rest) veranderden, tot de werkelijke opbrengst; daarna de verliezen tot de meter, tot de gemeten energie waarop de omzet wordt betaald.",
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
  "html.column.budgetVariance": "t.o.v. budget (gedekte dagen)",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Jaar tot heden t.o.v. budget (gedekte dagen)",
  "html.column.days": "Dagen met gegevens",
  "html.lateDays": "{count, plural, one {# dag te laat} other {# dagen te laat}}",
  "html.fetched": "ok",
  "html.failed": "mislukt",
  "html.failedWith": "mislukt: {reason}",
  "html.warnings": "Waarschuwingen ({n})",
  "html.footer":
    "{count, plural, one {{n} verzoek} other {{n} verzoeken}} aan de Solar Plant Data Service, {retried} herhaald, {failed} mislukt. Cijfers en bestandslijst: {link}.",
  "html.status.withFiles": "{detail}; sommige bestanden konden niet worden gemaakt (zie hieronder)",
  "html.notFinal":
    "Niet definitief: de maand is in de tijdzone van deze installaties nog niet voorbij, dus ze zijn tot een eerdere dag gerapporteerd en hun cijfers veranderen nog. Voer het rapport opnieuw uit als hun maand voorbij is voor definitieve cijfers.",
  "html.notFinal.plant": "{plant}: gerapporteerd t/m {through}; de maand eindigt daar op {endsAt}",
  "html.notFinal.plantNoEnd": "{plant}: gerapporteerd t/m {through}",
  "html.throughDay": "t/m {day}",
  "html.budgetVarianceFull": "Afwijking t.o.v. het volledige budget",
  "html.budgetFull": "Volledig budget",
  "html.fullBudget": "volledig budget {variance}",
  "html.ytdVarianceFull": "Jaar tot heden ({from} – {to}) t.o.v. volledig budget",
  "html.varianceRule":
    "De afwijking t.o.v. het budget voor de gedekte dagen vergelijkt gelijk met gelijk: dagen zonder gegevens blijven buiten het budget. De afwijking t.o.v. het volledige budget deelt door het budget van de hele periode, dus een dag zonder gegevens telt tegen de installatie (de kijk van het contract).",
  "html.targetsRule":
    "De doelen van de portefeuille en van elke klant zijn de eigen doelen van hun installaties, gewogen zoals de cijfers: het PR-doel naar de referentieopbrengst van elke installatie (P0 · Σ H), het beschikbaarheidsdoel naar haar instraling × vermogen.",
  "html.targetGap": "doel {ratio} ({gap} pp)",
  "html.prFallback": "{label}: geen {chosen} deze maand",
  "html.bridge.curtailment": "Curtailment (overschot)",
  "html.bridge.actual": "Werkelijke opbrengst",
  "html.bridge.exportLoss": "Teruglever- en meterverlies",
  "html.bridge.metered": "Gemeten (= basis van de omzet)",
  "html.bridge.noMeter":
    "Niet elke installatie heeft een metertotaal, dus de brug eindigt bij de werkelijke opbrengst; de omzet wordt betaald op de gemeten opbrengst van de installaties die er een hebben.",
  "html.column.pLevel": "P-niveau, 12 maanden",
  "html.column.contract": "Contract: boetes tot nu toe",
  "html.contract.none": "geen contractvoorwaarden",
  "html.contract.availability": "contractuele beschikbaarheid {value} (gegarandeerd {guaranteed})",
  "html.contract.prShortfall": "PR-tekort {points} procentpunt",
  "html.contract.provisional": "voorlopig, wordt afgerekend op {day}",
  "html.contract.title": "Contractgeld",
  "html.contract.damages": "Boetes tot nu toe",
  "html.contract.part": "{guarantee, select, availability {beschikbaarheid} other {PR}} {value}",
  "html.contract.lostRevenue": "Gederfde opbrengst, {month}",
  "html.contract.plants":
    "over {count, plural, one {# installatie} other {# installaties}} met contract, elke garantie over haar eigen periode; de sommen van de afgeronde bedragen van de installaties",
  "html.contract.met": "gehaald",
  "html.contract.missed": "gemist",
  "html.contract.unknown": "onbekend",
  "html.contract.chipTitle":
    "{guarantee, select, availability {Beschikbaarheidsgarantie} other {PR-garantie}}: {verdict}",
  "html.pLevel": "P{level}",
  "html.pLevel.detail":
    "Voortschrijdende 12 maanden ({from} – {to}): {energy} = P{level} van de opbrengststudie (P50 {p50}, P90 {p90}; normale verdeling aangenomen)",
  "html.pLevel.missing":
    "{reason, select, shortHistory {vraagt 12 maanden historie} incompleteMonths {{months}: niet afgelopen of zonder gegevens} other {geen opbrengststudie}}",
  "html.pLevel.daysWithoutData":
    "{count, plural, one {# dag zonder gegevens als nul geteld} other {# dagen zonder gegevens als nul geteld}}",
  "html.pLevel.note":
    "P-niveau: de energie van de 12 maanden t/m de rapportmaand als overschrijdingsniveau van de opbrengststudie van de installatie. P62 betekent dat ze gelijk is aan de P62-waarde van de studie, de energie die met 62 % kans wordt overschreden; P50 is het verwachte jaar, een hoger getal een zwakker jaar (P90 wordt in 9 van de 10 jaar overschreden). σ = (P50 − P90) / 1,2816, normale verdeling aangenomen; nooit voor één maand.",
  "html.attention.title": "Vraagt aandacht",
  "html.attention.none": "Geen installatie mislukt, zonder gegevens of onder doel.",
  "html.attention.watchCount":
    "{count, plural, one {# installatie is} other {# installaties zijn}} in observatie (onder een doel, binnen de marge) en hier niet vermeld.",
  "html.attention.level":
    "{level, select, failed {Gegevens konden niet worden opgehaald} other {Geen gegevens voor enige dag van de periode}}",
  "html.attention.figure":
    "{kind, select, variance {{figure} {value} t.o.v. het budget voor de gedekte dagen} other {{figure} {value} bij een doel van {target}}}",
  "html.attention.sanity":
    "{code, select, prAboveOne {PR boven 100 %: controleer het vermogen en de eenheid van de instraling} specificYieldAboveIrradiation {specifieke opbrengst boven de instraling: controleer het vermogen en de energie-eenheden} other {opbrengst ver van het budget: controleer het budget}}",
  "html.failedFiles.title": "Bestanden die niet konden worden gemaakt",
  "html.failedFiles.intro":
    "Deze bestanden staan niet in de map. Geen cijfer is daardoor veranderd: de cijfers van elke installatie staan op deze pagina en in de andere bestanden. Meld dit als fout, met de reden.",
  "html.failedFile":
    "{kind, select, plantPdf {PDF van {name}} portfolioPdf {Portefeuillerapport (PDF)} clientPack {Klantrapport van {name} (PDF)} other {Werkmap}}",
  "html.failedFile.reason": "Reden: {reason}",
  "html.pdfFailed": "PDF kon niet worden gemaakt",
  "html.clients": "Klanten",
  "html.column.client": "Klant (PDF)",
};
