/** Dutch messages of the plant PDF: as Dutch and Flemish PV asset managers and finance teams write. */
import type { pdfEn } from "./en.js";

export const pdfNl: Record<keyof typeof pdfEn, string> = {
  "pdf.na": "n.b.",
  "pdf.noData": "Geen gegevens",
  "pdf.noYield": "Geen opbrengst",
  "pdf.notYetReported": "Nog niet gemeld",
  "pdf.noCapacity": "Vermogen niet ingesteld",
  "pdf.target": "Doel {value}",
  "pdf.daysOf": "{covered} van {total, plural, one {# dag} other {# dagen}}",
  "pdf.unit.pp": "{value} procentpunt",
  "pdf.pr.iec": "PR (IEC 61724-1)",
  "pdf.pr.fallbackName": "{name} (in plaats van {chosen}, niet beschikbaar)",
  "pdf.pr.fallbackLine": "In plaats van {chosen} (niet beschikbaar)",

  "pdf.notice.partial":
    "Onvolledige gegevens: {missing} van {reported, plural, one {# dag} other {# dagen}} zonder gemeten opbrengst ({days}).",
  "pdf.notice.estimated":
    "Geschat en gemarkeerd in de grafieken en de tabel: {days}; de totalen bevatten deze schattingen.",
  "pdf.notice.excluded": "Niet te schatten, uitgesloten (niet als nul geteld): {days}.",
  "pdf.notice.allExcluded": "Ontbrekende dagen zijn uitgesloten, niet als nul geteld.",
  "pdf.notice.notStarted":
    "In de tijdzone van de installatie is nog geen dag van {month} voorbij: er zijn nog geen cijfers; zie Gegevenskwaliteit.",
  "pdf.sanity.title": "Controleren vóór verzending: een cijfer lijkt onwaarschijnlijk.",
  "pdf.sanity.prAboveOne":
    "PR {pr} ligt boven {limit}: het vermogen ({capacity} kWp) is waarschijnlijk te laag, of de instraling is niet in kWh/m².",
  "pdf.sanity.specificYieldAboveIrradiation":
    "Specifieke opbrengst {specific} kWh/kWp ligt boven de instraling {irradiation} kWh/m²: controleer het vermogen (kWp) en de energie-eenheden (kWh of MWh).",
  "pdf.sanity.budgetVarianceExtreme":
    "Opbrengst {variance} ten opzichte van het budget: controleer het budget (kWh, geen MWh of Wh; twaalf waarden, januari eerst).",

  "pdf.tile.ofWhichEstimated": "waarvan geschat {kwh} kWh ({days, plural, one {# dag} other {# dagen}})",
  "pdf.tile.budget": "Budget {kwh} kWh",
  "pdf.tile.budgetToDate": "Budget tot nu {kwh} kWh",
  "pdf.tile.budgetCovered": "Budget ({covered}/{total, plural, one {# dag} other {# dagen}}) {kwh} kWh",
  "pdf.tile.fullBudget": "Volledig budget {kwh} kWh",
  "pdf.tile.fullBudgetToDate": "Volledig budget tot nu {kwh} kWh",
  "pdf.tile.noBudget": "Geen budget ingesteld",
  "pdf.tile.noDayCovered": "Budget {kwh} kWh; geen dag gedekt",
  "pdf.tile.revenue": "Omzet {money}",
  "pdf.tile.overspill": "Overschot {kwh} kWh (boven de terugleverlimiet)",
  "pdf.tile.perCapacity": "Totale opbrengst per kWp bij {kwp} kWp",
  "pdf.tile.noTarget": "Geen doel ingesteld",
  "pdf.tile.loss": "Verlies door stilstand {kwh} kWh",
  "pdf.tile.normal": "Normaal {value} kWh/m²",
  "pdf.tile.normalToDate": "Normaal tot nu {value} kWh/m²",
  "pdf.tile.noNormal": "Geen normale instraling ingesteld",
  "pdf.tile.normalDays": "voor {days} van {total, plural, one {# dag} other {# dagen}} met instraling",

  "pdf.brief.title": "De maand in het kort",
  "pdf.brief.noData": "Voor deze periode zijn geen gegevens ontvangen; er kan geen cijfer worden berekend.",
  "pdf.brief.energy": "Opbrengst {deviation} ten opzichte van het budget ({verdict})",
  "pdf.brief.energyCovered":
    "Opbrengst {deviation} ten opzichte van het budget voor {covered} van {total, plural, one {# gedekte dag} other {# gedekte dagen}} ({verdict}), {full} ten opzichte van het volledige budget",
  "pdf.brief.energyNoBudget": "Opbrengst {kwh} kWh (geen budget)",
  "pdf.brief.irradiation": "instraling {deviation} ten opzichte van normaal ({verdict})",
  "pdf.brief.pr": "{name} {value} bij een doel van {target} ({verdict})",
  "pdf.brief.prNoTarget": "{name} {value} ({verdict})",
  "pdf.brief.availability": "beschikbaarheid {value} bij een doel van {target} ({verdict})",
  "pdf.brief.availabilityNoTarget": "beschikbaarheid {value} ({verdict})",
  "pdf.brief.gaps": "{missing, plural, one {# dag} other {# dagen}} zonder gemeten opbrengst",
  "pdf.brief.gapsEstimated":
    "{missing, plural, one {# dag} other {# dagen}} zonder gemeten opbrengst, waarvan {estimated} geschat",

  "pdf.commentary.title": "Opmerking van de assetmanager",

  "pdf.bridge.title": "Budgetbrug",
  "pdf.bridge.subtitle":
    "Van het budget naar de meteropbrengst waarop de omzet wordt betaald; bedragen tegen het tarief",
  "pdf.bridge.subtitleEnergy": "Van het budget naar de meteropbrengst waarop de omzet wordt betaald",
  "pdf.bridge.money": "Tegen tarief",
  "pdf.bridge.budgetDays": "Budget ({covered}/{total, plural, one {# dag} other {# dagen}})",
  "pdf.bridge.curtailment": "Curtailment",
  "pdf.bridge.actual": "Werkelijke opbrengst",
  "pdf.bridge.exportLoss": "Teruglever-/meterverlies",
  "pdf.bridge.metered": "Meter (= omzetbasis)",
  "pdf.bridge.noBudget": "Budgetbrug niet getoond: voor deze installatie is geen budget ingesteld.",
  "pdf.bridge.noYield": "Budgetbrug niet getoond: geen opbrengst deze maand.",
  "pdf.bridge.weatherNoNormal":
    "Weer: voor deze installatie is geen normale instraling ingesteld; het aandeel blijft in Prestatie.",
  "pdf.bridge.weatherNoIrradiation": "Weer: geen instraling gemeten; het aandeel blijft in Prestatie.",
  "pdf.bridge.availabilityNoData":
    "Beschikbaarheid: geen beschikbaarheidsgegevens; het aandeel blijft in Prestatie.",
  "pdf.bridge.meteredNone":
    "Terugleververlies en meter: geen meteropbrengst deze maand, dus geen omzet: de brug eindigt bij de werkelijke opbrengst en toont geen bedragen.",

  "pdf.contract.title": "Contract: {name}",
  "pdf.contract.availabilityGuaranteed": "Beschikbaarheid gegarandeerd",
  "pdf.contract.availabilityContractual": "Beschikbaarheid contractueel",
  "pdf.contract.availabilityRevenue": "Opbrengst van de periode tot nu toe",
  "pdf.contract.availabilityDamages": "Boete beschikbaarheid",
  "pdf.contract.prGuaranteed": "PR gegarandeerd",
  "pdf.contract.prMeasured": "PR gemeten",
  "pdf.contract.prShortfall": "PR-tekort",
  "pdf.contract.prDamages": "Boete PR",
  "pdf.contract.damages": "Boetes tot nu toe",
  "pdf.contract.period":
    "{guarantee, select, availability {Beschikbaarheid} other {PR}} {from} – {to}: {state, select, provisional {voorlopig, afgerekend op {settles}} other {afgerekend op {settles}}}",
  "pdf.contract.lostRevenue": "Gemiste opbrengst per oorzaak, {month}",
  "pdf.contract.cause":
    "{cause, select, contractor {Onderhoudsaannemer} scheduledMaintenance {Gepland onderhoud} forcedOutage {Storing} forceMajeure {Overmacht} outOfEnvironmentalSpecification {Buiten omgevingsspecificatie} outOfElectricalSpecification {Net (buiten elektrische specificatie)} requestedShutdown {Gevraagde uitschakeling} suspended {Opgeschort} curtailment {Curtailment} performance {Prestatie} other {{cause}}}",
  "pdf.contract.noTariff": "Geen tarief: gemiste opbrengst niet gewaardeerd",
  "pdf.year.ytd": "Lopend jaar, {from} – {to}",
  "pdf.year.lastYear": "Zelfde maand vorig jaar, {month}",
  "pdf.year.budget": "Budget (gedekte dagen)",
  "pdf.year.variance": "Afwijking (gedekte dagen)",
  "pdf.year.fullBudget": "Volledig budget",
  "pdf.year.varianceFull": "Afwijking (volledig budget)",
  "pdf.year.yieldThen": "Opbrengst toen",
  "pdf.year.change": "Verandering",
  "pdf.year.noYtd": "— historie reikt niet tot januari",
  "pdf.year.noLastYear": "— historie reikt niet tot die maand",
  "pdf.year.noDataThen": "— geen gegevens voor die maand",
  "pdf.year.noDataYet": "— geen gegevens dit jaar",
  "pdf.year.noBudget": "— geen budget",
  "pdf.plevel.title": "Voortschrijdende 12 maanden, {from} – {to}",
  "pdf.plevel.titleNone": "Voortschrijdende 12 maanden",
  "pdf.plevel.level": "Niveau in de opbrengststudie",
  "pdf.plevel.value": "P{level}",
  "pdf.plevel.study": "Studie P50 / P90",
  "pdf.plevel.studyValue": "{p50} / {p90} {unit}",
  "pdf.plevel.assumption":
    "De opbrengst van de 12 maanden komt overeen met dit P-niveau van de jaarlijkse P50 en P90 uit de opbrengststudie, uitgaande van een normale verdeling.",
  "pdf.plevel.daysWithoutData":
    "{count, plural, one {# dag zonder gegevens als nul geteld} other {# dagen zonder gegevens als nul geteld}}",
  "pdf.plevel.shortHistory": "Geen P-niveau: daarvoor is 12 maanden historie nodig.",
  "pdf.plevel.incomplete": "Geen P-niveau: daarvoor zijn 12 volledige maanden nodig; onvolledig: {months}.",

  "pdf.chart.yieldTitle": "Dagelijkse opbrengst en instraling",
  "pdf.chart.yield": "Opbrengst ({unit})",
  "pdf.chart.estimated": "Geschat",
  "pdf.chart.irradiation": "Instraling ({unit})",
  "pdf.chart.noIrradiation": "Geen instraling",
  "pdf.chart.prTitle": "Dagelijkse effectieve PR (volgens de gegevensdienst)",
  "pdf.chart.availabilityTitle": "Dagelijkse beschikbaarheid",
  "pdf.chart.noDataPeriod": "Geen gegevens voor deze periode",
  "pdf.chart.trendTitle":
    "Opbrengst ten opzichte van budget, {count, plural, one {laatste maand} other {laatste # maanden}}",
  "pdf.chart.trendTitleNoBudget": "Opbrengst, {count, plural, one {laatste maand} other {laatste # maanden}}",
  "pdf.chart.budgetP50": "P50-budget ({unit})",
  "pdf.chart.noHistory": "Geen historie",

  "pdf.table.note": "PR, beschikbaarheid en celtemperatuur van de maand: gewogen naar instraling",
  "pdf.table.continued": "Dagwaarden (vervolg)",
  "pdf.table.date": "Datum",
  "pdf.table.yield": "Opbrengst",
  "pdf.table.meterYield": "Meteropbr.",
  "pdf.table.irradiation": "Instraling",
  "pdf.table.prEffective": "Eff. PR",
  "pdf.table.availability": "Beschikbaarh.",
  "pdf.table.cellTemperature": "Celtemp.",
  "pdf.table.status": "Gegevensstatus",
  "pdf.table.measured": "Gemeten",
  "pdf.table.month": "Maand",
  "pdf.table.monthToDate": "Maand tot nu",
  "pdf.table.total": "Incl. schattingen",
  "pdf.table.totalToDate": "Incl. schattingen, tot nu",
  "pdf.table.footnote":
    "Cursief: geschat voor een dag zonder meetwaarde. * uit de andere energiereeks (opbrengst uit de meteropbrengst, of omgekeerd), † uit de instraling; zie Berekening van de cijfers.",
  "pdf.status.complete": "Volledig",
  "pdf.status.partial": "Gedeeltelijk",
  "pdf.status.outage": "Storing, 0 kWh",
  "pdf.chart.outage": "Storing (0 kWh)",
  "pdf.status.estimated": "geschat",
  "pdf.status.late": "te laat",

  "pdf.quality.title": "Gegevenskwaliteit",
  "pdf.quality.none": "geen",
  "pdf.quality.completeness": "Volledigheid",
  "pdf.quality.completenessValue": "{list} dagen met een waarde",
  "pdf.quality.daysWithoutYield": "Dagen zonder opbrengst",
  "pdf.quality.estimatedDays": "Geschatte dagen",
  "pdf.quality.lateDays": "Dagen te laat",
  "pdf.quality.latenessUnknown": "Vertraging onbekend",
  "pdf.quality.latenessUnknownValue":
    "{days}: de dienst meldt vertraagde gegevens alleen voor ongeveer de laatste 30 dagen",
  "pdf.quality.impossible": "Onmogelijke waarden",
  "pdf.quality.impossibleValue":
    "{count}, fysiek onmogelijk (bijv. negatieve energie), als ontbrekend behandeld",
  "pdf.quality.unreadable": "Onleesbare waarden",
  "pdf.quality.unreadableValue": "{count}, als ontbrekend behandeld",
  "pdf.quality.note": "Opmerkingen",
  "pdf.quality.estimatedDay": "{day} ({sources})",
  "pdf.quality.fromBoth":
    "opbrengst en meteropbrengst uit {source, select, meter {de meter} yield {de opbrengst} other {de instraling}}",
  "pdf.quality.yieldFrom":
    "opbrengst uit {source, select, meter {de meter} yield {de opbrengst} other {de instraling}}",
  "pdf.quality.meterFrom":
    "meteropbrengst uit {source, select, meter {de meter} yield {de opbrengst} other {de instraling}}",
  "pdf.field.yield": "Opbrengst",
  "pdf.field.meterYield": "Meteropbrengst",
  "pdf.field.irradiation": "Instraling",
  "pdf.field.pr": "PR",
  "pdf.field.availability": "Beschikbaarheid",
  "pdf.field.cellTemperature": "Celtemperatuur",
  "pdf.field.overspill": "Overschot",

  "pdf.method.title": "Berekening van de cijfers",
  "pdf.method.days":
    "Dagen zijn de lokale kalenderdagen van de installatie. Een ontbrekende waarde telt nooit als nul: ze wordt waar mogelijk geschat en gemarkeerd; een cijfer zonder enige waarde wordt als „–” getoond.",
  "pdf.method.estimates":
    "Schatting voor een dag zonder gemeten opbrengst: de meteropbrengst van die dag ÷ {meterPerYield} (meteropbrengst per opbrengst van de maand), anders de instraling × {yieldPerIrradiation} kWh per kWh/m² (opbrengst per instraling van de maand). Een dag zonder meterstand: de opbrengst × {meterPerYield}, anders de instraling × {meterPerIrradiation}. Elke verhouding komt uit de dagen van deze maand waarop beide waarden zijn gemeten.",
  "pdf.method.noEstimates":
    "Schattingen: een ontbrekende dag wordt geschat uit de meteropbrengst of de instraling, met verhoudingen uit de volledige dagen van de maand; deze maand kon geen verhouding worden gevormd of had geen dag er een nodig.",
  "pdf.method.totals":
    "Opbrengst en meteropbrengst zijn de gemeten plus de geschatte dagen; de tegels tonen welk deel van elk totaal geschat is.",
  "pdf.method.pr":
    "PR (IEC 61724-1) = opbrengst ÷ (vermogen × instraling), over de dagen met beide waarden, instraling ten opzichte van 1 kW/m² (standaardtestcondities).",
  "pdf.method.prTemperature":
    "PR bij 25 °C = opbrengst ÷ (vermogen × Σ dagelijkse instraling × (1 + γ × (celtemperatuur − 25 °C))), met de temperatuurcoëfficiënt van de installatie γ = {gamma} per °C. Ze gebruikt gemiddelde dagelijkse celtemperaturen en benadert zo de temperatuurgecorrigeerde PR volgens IEC 61724-1.",
  "pdf.method.prTemperatureNone":
    "PR bij 25 °C vraagt het vermogen en de temperatuurcoëfficiënt van de modules; zonder die wordt ze niet getoond.",
  "pdf.method.prEffective":
    "De effectieve PR is de PR van de gegevensdienst zelf, die stilstandperiodes weglaat; de dagwaarden ervan staan in de grafiek, voor de maand gewogen naar instraling.",
  "pdf.method.prFallback":
    "{chosen}, waarop de beoordelingen zijn gebaseerd, kan deze maand voor deze installatie niet worden berekend; de PR-beoordeling gebruikt daarom {name}.",
  "pdf.method.availability":
    "Beschikbaarheid en celtemperatuur zijn naar instraling gewogen gemiddelden van de dagwaarden. Verlies door stilstand = Σ opbrengst × (1 − beschikbaarheid) ÷ beschikbaarheid over de dagen met beide waarden; een dag op 0 % telt zijn instraling × de opbrengst per instraling van de maand bij volledige beschikbaarheid.",
  "pdf.method.budget":
    "Budget: het P50-budget van {full} kWh voor de periode, naar rato van {covered} van {total, plural, one {# dag} other {# dagen}} met gemeten of geschatte opbrengst = {budget} kWh. Afwijking = opbrengst ÷ dat budget − 1, zodat een maand met ontbrekende dagen gelijkwaardig wordt vergeleken. Ten opzichte van het volledige budget is de afwijking opbrengst ÷ {full} kWh − 1: een dag zonder gegevens telt tegen de installatie, zoals een contract hem telt.",
  "pdf.method.bridge":
    "Brug: Weer = budget × (instraling ÷ langjarig normaal − 1), het normaal naar rato van de dagen met instraling; Beschikbaarheid = − het verlies door stilstand; Curtailment = − de energie boven de terugleverlimiet; Prestatie = de rest, zodat budget + weer + beschikbaarheid + curtailment + prestatie = werkelijke opbrengst precies klopt. Teruglever-/meterverlies = meteropbrengst − werkelijke opbrengst, zodat de brug eindigt bij de meteropbrengst waarop de omzet wordt betaald. Bedrag = kWh × tarief; het bedrag bij de meter is de omzet.",
  "pdf.method.revenue": "Omzet = meteropbrengst (gemeten + geschat) × tarief van {tariff} per kWh.",
  "pdf.method.year":
    "Het lopende jaar telt januari tot en met deze maand op, elke maand berekend zoals hierboven uit de eigen dagen; het budget is de som van de maandbudgetten voor de gedekte dagen, het volledige budget de som van de P50-maandbudgetten. Vorig jaar vergelijkt dezelfde maand een jaar eerder.",
  "pdf.contract.none": "Technische beschikbaarheid, geen contractvoorwaarden",
  "pdf.method.contractNone":
    "Technische beschikbaarheid, geen contractvoorwaarden: deze installatie heeft in dit rapport geen contract, dus geldt er geen garantie en worden geen boetes berekend.",
  "pdf.method.contractTitle":
    "Contract {name}: contractjaren lopen vanaf {start}; kwartalen en contractjaren tellen vanaf die dag.",
  "pdf.method.contractAvailability":
    "Beschikbaarheidsgarantie: {guaranteed} contractuele beschikbaarheid per {period, select, month {maand} quarter {kwartaal} other {contractjaar}}. Het beschikbaarheidsverlies van een dag gaat naar de categorieën van de gebeurtenissen van die dag, naar rato van uren × getroffen aandeel, en naar de opdrachtnemer op een dag zonder gebeurtenis. Contractuele beschikbaarheid = 1 − (verlies − uitgesloten verlies) ÷ (opbrengst + verlies − uitgesloten verlies). Uitgesloten: {excluded}.",
  "pdf.method.contractPriceAdjustment":
    "Boete (prijsaanpassing): onder de garantie wordt de opbrengst van de periode tot nu toe verminderd met {slope} × (gegarandeerde − contractuele beschikbaarheid); onder {floor} volledig.",
  "pdf.method.contractEnergy":
    "Boete (energie): (gegarandeerde − contractuele beschikbaarheid) × (opbrengst + verlies − uitgesloten verlies) × {price} per kWh.",
  "pdf.method.contractCap": "De boete is begrensd op {cap} per periode.",
  "pdf.method.contractTariff": "het tarief van de installatie",
  "pdf.method.contractNoExclusions": "geen",
  "pdf.method.contractPr":
    "PR-garantie: {first} in het eerste contractjaar, min {degradation} per jaar {mode, select, linear {van die waarde (lineair)} other {samengesteld}}: {guaranteed} in deze periode, met een tolerantie van {tolerance}, per {period, select, month {maand} quarter {kwartaal} other {contractjaar}}. Gemeten PR = opbrengst ÷ (vermogen × instraling × (1 + γ × (celtemperatuur − {tref} °C))) over de dagen van de periode zonder gebeurtenis van een uitgesloten categorie ({excluded}). Tekort = gegarandeerd × (1 − tolerantie) − gemeten, half naar boven afgerond op 0,1 pp.",
  "pdf.method.contractPrEnergy":
    "PR-boete: tekort × de temperatuurgecorrigeerde referentieopbrengst × {price} per kWh.",
  "pdf.method.contractPrPoint": "PR-boete: {price} per procentpunt tekort.",
  "pdf.method.contractSettlement":
    "Elke garantie wordt afgerekend aan het eind van haar eigen periode: een periode die nog niet voorbij is, staat er tot nu toe, gemarkeerd als voorlopig, met de dag van afrekening; de bedragen van een afgerekende periode veranderen in latere rapporten niet. Boetes worden per garantie en periode afgerond op de kleinste eenheid van de valuta, en het totaal is hun som.",
  "pdf.method.late": "Te late dagen: de gegevensdienst heeft de dag niet binnen 24 uur bijgewerkt.",
  "pdf.method.bandsTitle": "Oordelen (dezelfde in de werkmappen en op de overzichtspagina):",
  "pdf.method.bandEnergy":
    "Opbrengst ten opzichte van het budget van de gedekte dagen: „{target}” op of boven het budget; „{watch}” tot {band} eronder; „{below}” verder eronder.",
  "pdf.method.bandRatios":
    "{pr} ten opzichte van het doel van de installatie: „{watch}” tot {prBand} onder het doel; beschikbaarheid: „{watch}” tot {availabilityBand} onder het doel. Een cijfer aan de verkeerde kant van het doel is nooit „{target}”.",
  "pdf.method.bandIrradiation":
    "Instraling ten opzichte van het langjarig normaal: „{target}” op of boven het normaal; „{watch}” tot {band} eronder; „{below}” verder eronder.",

  "pdf.footer.generated": "Gemaakt op {time}",
  "pdf.footer.page": "Pagina {page} van {count}",
};
