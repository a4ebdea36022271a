/** Polish messages of the plant PDF: as Polish PV asset managers and finance teams write. */
import type { pdfEn } from "./en.js";

export const pdfPl: Record<keyof typeof pdfEn, string> = {
  "pdf.na": "b.d.",
  "pdf.noData": "Brak danych",
  "pdf.noYield": "Brak produkcji",
  "pdf.notYetReported": "Jeszcze nie zgłoszono",
  "pdf.noCapacity": "Moc nieustawiona",
  "pdf.target": "Cel {value}",
  "pdf.daysOf": "{covered} z {total, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}}",
  "pdf.unit.pp": "{value} p.p.",
  "pdf.pr.iec": "PR (IEC 61724-1)",
  "pdf.pr.fallbackName": "{name} (zamiast {chosen}, niedostępnego)",
  "pdf.pr.fallbackLine": "Zamiast {chosen} (niedostępny)",

  "pdf.notice.partial":
    "Dane niepełne: {missing} z {reported, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}} bez zmierzonej produkcji ({days}).",
  "pdf.notice.estimated":
    "Oszacowane i oznaczone na wykresach oraz w tabeli: {days}; sumy zawierają te szacunki.",
  "pdf.notice.excluded": "Nie do oszacowania, wyłączone (nie liczone jako zero): {days}.",
  "pdf.notice.allExcluded": "Brakujące dni są wyłączone, nie liczone jako zero.",
  "pdf.notice.notStarted":
    "W strefie czasowej instalacji nie zakończył się jeszcze żaden dzień okresu {month}: nie ma jeszcze danych do raportu; zob. Jakość danych.",
  "pdf.sanity.title": "Sprawdź przed wysłaniem: wartość wygląda na nieprawdopodobną.",
  "pdf.sanity.prAboveOne":
    "PR {pr} przekracza {limit}: moc ({capacity} kWp) jest prawdopodobnie za mała albo nasłonecznienie nie jest w kWh/m².",
  "pdf.sanity.specificYieldAboveIrradiation":
    "Produkcja jednostkowa {specific} kWh/kWp przekracza nasłonecznienie {irradiation} kWh/m²: sprawdź moc (kWp) i jednostki energii (kWh czy MWh).",
  "pdf.sanity.budgetVarianceExtreme":
    "Produkcja {variance} względem budżetu: sprawdź budżet (kWh, nie MWh ani Wh; dwanaście wartości, od stycznia).",

  "pdf.tile.ofWhichEstimated":
    "w tym szacowane {kwh} kWh ({days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}})",
  "pdf.tile.budget": "Budżet {kwh} kWh",
  "pdf.tile.budgetToDate": "Budżet narastająco {kwh} kWh",
  "pdf.tile.budgetCovered":
    "Budżet ({covered}/{total, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}) {kwh} kWh",
  "pdf.tile.fullBudget": "Pełny budżet {kwh} kWh",
  "pdf.tile.fullBudgetToDate": "Pełny budżet narastająco {kwh} kWh",
  "pdf.tile.noBudget": "Brak budżetu",
  "pdf.tile.noDayCovered": "Budżet {kwh} kWh; żaden dzień nie jest objęty",
  "pdf.tile.revenue": "Przychód {money}",
  "pdf.tile.overspill": "Nadwyżka {kwh} kWh (ponad limit oddawania do sieci)",
  "pdf.tile.perCapacity": "Produkcja łączna na kWp przy {kwp} kWp",
  "pdf.tile.noTarget": "Brak celu",
  "pdf.tile.loss": "Strata z przestojów {kwh} kWh",
  "pdf.tile.normal": "Norma {value} kWh/m²",
  "pdf.tile.normalToDate": "Norma narastająco {value} kWh/m²",
  "pdf.tile.noNormal": "Brak normy nasłonecznienia",
  "pdf.tile.normalDays":
    "za {days} z {total, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}} z nasłonecznieniem",

  "pdf.brief.title": "Miesiąc w skrócie",
  "pdf.brief.noData": "Za ten okres nie otrzymano danych; nie można obliczyć żadnej wartości.",
  "pdf.brief.energy": "Produkcja {deviation} względem budżetu ({verdict})",
  "pdf.brief.energyCovered":
    "Produkcja {deviation} względem budżetu za {covered} z {total, plural, one {# objętego dnia} few {# objętych dni} many {# objętych dni} other {# objętego dnia}} ({verdict}), {full} względem pełnego budżetu",
  "pdf.brief.energyNoBudget": "Produkcja {kwh} kWh (brak budżetu)",
  "pdf.brief.irradiation": "nasłonecznienie {deviation} względem normy ({verdict})",
  "pdf.brief.pr": "{name} {value} przy celu {target} ({verdict})",
  "pdf.brief.prNoTarget": "{name} {value} ({verdict})",
  "pdf.brief.availability": "dostępność {value} przy celu {target} ({verdict})",
  "pdf.brief.availabilityNoTarget": "dostępność {value} ({verdict})",
  "pdf.brief.gaps":
    "{missing, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}} bez zmierzonej produkcji",
  "pdf.brief.gapsEstimated":
    "{missing, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}} bez zmierzonej produkcji, w tym {estimated} szacowane",

  "pdf.commentary.title": "Uwaga zarządcy aktywów",

  "pdf.bridge.title": "Pomost budżetowy",
  "pdf.bridge.subtitle":
    "Od budżetu do produkcji z licznika, od której płacony jest przychód; kwoty według taryfy",
  "pdf.bridge.subtitleEnergy": "Od budżetu do produkcji z licznika, od której płacony jest przychód",
  "pdf.bridge.money": "Wg taryfy",
  "pdf.bridge.budgetDays":
    "Budżet ({covered}/{total, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}})",
  "pdf.bridge.curtailment": "Ograniczenie",
  "pdf.bridge.actual": "Produkcja rzeczywista",
  "pdf.bridge.exportLoss": "Strata oddania/licznika",
  "pdf.bridge.metered": "Licznik (= podstawa przychodu)",
  "pdf.bridge.noBudget": "Pomost budżetowy niewidoczny: dla tej instalacji nie ustawiono budżetu.",
  "pdf.bridge.noYield": "Pomost budżetowy niewidoczny: brak produkcji w tym miesiącu.",
  "pdf.bridge.weatherNoNormal":
    "Pogoda: dla tej instalacji nie ustawiono normy nasłonecznienia; jej udział pozostaje w pozycji Wydajność.",
  "pdf.bridge.weatherNoIrradiation":
    "Pogoda: nie zmierzono nasłonecznienia; jej udział pozostaje w pozycji Wydajność.",
  "pdf.bridge.availabilityNoData":
    "Dostępność: brak danych o dostępności; jej udział pozostaje w pozycji Wydajność.",
  "pdf.bridge.meteredNone":
    "Strata oddania i licznik: brak produkcji z licznika w tym miesiącu, więc brak przychodu: pomost kończy się na produkcji rzeczywistej i nie pokazuje kwot.",

  "pdf.contract.title": "Umowa: {name}",
  "pdf.contract.availabilityGuaranteed": "Dostępność gwarantowana",
  "pdf.contract.availabilityContractual": "Dostępność umowna",
  "pdf.contract.availabilityRevenue": "Przychód okresu do dziś",
  "pdf.contract.availabilityDamages": "Kary za dostępność",
  "pdf.contract.prGuaranteed": "PR gwarantowany",
  "pdf.contract.prMeasured": "PR zmierzony",
  "pdf.contract.prShortfall": "Niedobór PR",
  "pdf.contract.prDamages": "Kary za PR",
  "pdf.contract.damages": "Kary do dziś",
  "pdf.contract.period":
    "{guarantee, select, availability {Dostępność} other {PR}} {from} – {to}: {state, select, provisional {wstępnie, rozliczenie {settles}} other {rozliczono {settles}}}",
  "pdf.contract.lostRevenue": "Utracony przychód według przyczyny, {month}",
  "pdf.contract.cause":
    "{cause, select, contractor {Wykonawca} scheduledMaintenance {Planowa konserwacja} forcedOutage {Awaria} forceMajeure {Siła wyższa} outOfEnvironmentalSpecification {Poza specyfikacją środowiskową} outOfElectricalSpecification {Sieć (poza specyfikacją elektryczną)} requestedShutdown {Wyłączenie na żądanie} suspended {Zawieszone} curtailment {Ograniczenie} performance {Sprawność} other {{cause}}}",
  "pdf.contract.noTariff": "Brak taryfy: utracony przychód niewyceniony",
  "pdf.year.ytd": "Od początku roku, {from} – {to}",
  "pdf.year.lastYear": "Ten sam miesiąc rok wcześniej, {month}",
  "pdf.year.budget": "Budżet (objęte dni)",
  "pdf.year.variance": "Odchylenie (objęte dni)",
  "pdf.year.fullBudget": "Pełny budżet",
  "pdf.year.varianceFull": "Odchylenie (pełny budżet)",
  "pdf.year.yieldThen": "Produkcja wtedy",
  "pdf.year.change": "Zmiana",
  "pdf.year.noYtd": "— historia nie sięga stycznia",
  "pdf.year.noLastYear": "— historia nie sięga tego miesiąca",
  "pdf.year.noDataThen": "— brak danych za ten miesiąc",
  "pdf.year.noDataYet": "— brak danych w tym roku",
  "pdf.year.noBudget": "— brak budżetu",
  "pdf.plevel.title": "Ostatnie 12 miesięcy, {from} – {to}",
  "pdf.plevel.titleNone": "Ostatnie 12 miesięcy",
  "pdf.plevel.level": "Poziom w analizie uzysku",
  "pdf.plevel.value": "P{level}",
  "pdf.plevel.study": "Analiza P50 / P90",
  "pdf.plevel.studyValue": "{p50} / {p90} {unit}",
  "pdf.plevel.assumption":
    "Produkcja z 12 miesięcy odpowiada temu poziomowi P rocznych wartości P50 i P90 z analizy uzysku, przy założeniu rozkładu normalnego.",
  "pdf.plevel.daysWithoutData":
    "{count, plural, one {# dzień bez danych liczony jako zero} few {# dni bez danych liczone jako zero} many {# dni bez danych liczonych jako zero} other {# dnia bez danych liczonego jako zero}}",
  "pdf.plevel.shortHistory": "Brak poziomu P: potrzeba 12 miesięcy historii.",
  "pdf.plevel.incomplete": "Brak poziomu P: potrzeba 12 pełnych miesięcy; niepełne: {months}.",

  "pdf.chart.yieldTitle": "Dzienna produkcja i nasłonecznienie",
  "pdf.chart.yield": "Produkcja ({unit})",
  "pdf.chart.estimated": "Szacowana",
  "pdf.chart.irradiation": "Nasłonecznienie ({unit})",
  "pdf.chart.noIrradiation": "Brak nasłonecznienia",
  "pdf.chart.prTitle": "Dzienny efektywny PR (według serwisu danych)",
  "pdf.chart.availabilityTitle": "Dzienna dostępność",
  "pdf.chart.noDataPeriod": "Brak danych za ten okres",
  "pdf.chart.trendTitle":
    "Produkcja względem budżetu, {count, plural, one {ostatni miesiąc} few {ostatnie # miesiące} many {ostatnich # miesięcy} other {ostatniego # miesiąca}}",
  "pdf.chart.trendTitleNoBudget":
    "Produkcja, {count, plural, one {ostatni miesiąc} few {ostatnie # miesiące} many {ostatnich # miesięcy} other {ostatniego # miesiąca}}",
  "pdf.chart.budgetP50": "Budżet P50 ({unit})",
  "pdf.chart.noHistory": "Brak historii",

  "pdf.table.note": "PR, dostępność i temperatura ogniw w miesiącu: ważone nasłonecznieniem",
  "pdf.table.continued": "Wartości dzienne (ciąg dalszy)",
  "pdf.table.date": "Data",
  "pdf.table.yield": "Produkcja",
  "pdf.table.meterYield": "Prod. z licznika",
  "pdf.table.irradiation": "Nasłonecz.",
  "pdf.table.prEffective": "PR efekt.",
  "pdf.table.availability": "Dostępność",
  "pdf.table.cellTemperature": "Temp. ogniw",
  "pdf.table.status": "Status danych",
  "pdf.table.measured": "Zmierzone",
  "pdf.table.month": "Miesiąc",
  "pdf.table.monthToDate": "Miesiąc do dziś",
  "pdf.table.total": "Z szacunkami",
  "pdf.table.totalToDate": "Z szacunkami, do dziś",
  "pdf.table.footnote":
    "Kursywa: wartość szacowana dla dnia bez pomiaru. * z drugiej serii energii (produkcja z produkcji z licznika lub odwrotnie), † z nasłonecznienia; zob. Sposób obliczania wartości.",
  "pdf.status.complete": "Kompletne",
  "pdf.status.partial": "Częściowe",
  "pdf.status.outage": "Awaria, 0 kWh",
  "pdf.chart.outage": "Awaria (0 kWh)",
  "pdf.status.estimated": "szacowane",
  "pdf.status.late": "opóźnione",

  "pdf.quality.title": "Jakość danych",
  "pdf.quality.none": "brak",
  "pdf.quality.completeness": "Kompletność",
  "pdf.quality.completenessValue": "{list} dni z wartością",
  "pdf.quality.daysWithoutYield": "Dni bez produkcji",
  "pdf.quality.estimatedDays": "Dni szacowane",
  "pdf.quality.lateDays": "Dni z opóźnieniem",
  "pdf.quality.latenessUnknown": "Opóźnienie nieznane",
  "pdf.quality.latenessUnknownValue":
    "{days}: serwis podaje opóźnienia tylko za mniej więcej ostatnie 30 dni",
  "pdf.quality.impossible": "Wartości niemożliwe",
  "pdf.quality.impossibleValue":
    "{count}, fizycznie niemożliwe (np. ujemna energia), traktowane jako brakujące",
  "pdf.quality.unreadable": "Wartości nieczytelne",
  "pdf.quality.unreadableValue": "{count}, traktowane jako brakujące",
  "pdf.quality.note": "Uwagi",
  "pdf.quality.estimatedDay": "{day} ({sources})",
  "pdf.quality.fromBoth":
    "produkcja i produkcja z licznika {source, select, meter {z licznika} yield {z produkcji} other {z nasłonecznienia}}",
  "pdf.quality.yieldFrom":
    "produkcja {source, select, meter {z licznika} yield {z produkcji} other {z nasłonecznienia}}",
  "pdf.quality.meterFrom":
    "produkcja z licznika {source, select, meter {z licznika} yield {z produkcji} other {z nasłonecznienia}}",
  "pdf.field.yield": "Produkcja",
  "pdf.field.meterYield": "Produkcja z licznika",
  "pdf.field.irradiation": "Nasłonecznienie",
  "pdf.field.pr": "PR",
  "pdf.field.availability": "Dostępność",
  "pdf.field.cellTemperature": "Temperatura ogniw",
  "pdf.field.overspill": "Nadwyżka",

  "pdf.method.title": "Sposób obliczania wartości",
  "pdf.method.days":
    "Dni to lokalne dni kalendarzowe instalacji. Brakująca wartość nigdy nie jest liczona jako zero: tam, gdzie to możliwe, jest szacowana i oznaczana; wartość bez żadnych danych jest pokazana jako „–”.",
  "pdf.method.estimates":
    "Szacunek dla dnia bez zmierzonej produkcji: produkcja z licznika z tego dnia ÷ {meterPerYield} (produkcja z licznika na produkcję w miesiącu), w przeciwnym razie jego nasłonecznienie × {yieldPerIrradiation} kWh na kWh/m² (produkcja na nasłonecznienie w miesiącu). Dzień bez odczytu licznika: jego produkcja × {meterPerYield}, w przeciwnym razie jego nasłonecznienie × {meterPerIrradiation}. Każdy współczynnik pochodzi z dni tego miesiąca, w których zmierzono obie wartości.",
  "pdf.method.noEstimates":
    "Szacunki: brakujący dzień szacuje się z produkcji z licznika lub z nasłonecznienia za pomocą współczynników z pełnych dni miesiąca; w tym miesiącu nie dało się wyznaczyć współczynnika albo żaden dzień go nie wymagał.",
  "pdf.method.totals":
    "Produkcja i produkcja z licznika to dni zmierzone plus dni szacowane; kafelki pokazują, jaka część każdej sumy jest szacowana.",
  "pdf.method.pr":
    "PR (IEC 61724-1) = produkcja ÷ (moc × nasłonecznienie), za dni z obiema wartościami, nasłonecznienie odniesione do 1 kW/m² (standardowe warunki testowe).",
  "pdf.method.prTemperature":
    "PR przy 25 °C = produkcja ÷ (moc × Σ dziennego nasłonecznienia × (1 + γ × (temperatura ogniw − 25 °C))), ze współczynnikiem temperaturowym instalacji γ = {gamma} na °C. Używa średnich dziennych temperatur ogniw, więc przybliża PR skorygowany temperaturowo według IEC 61724-1.",
  "pdf.method.prTemperatureNone":
    "PR przy 25 °C wymaga mocy instalacji i współczynnika temperaturowego modułów; bez nich nie jest pokazywany.",
  "pdf.method.prEffective":
    "Efektywny PR to własny PR serwisu danych, który pomija okresy przestojów; jego wartości dzienne są pokazane na wykresie, ważone nasłonecznieniem za miesiąc.",
  "pdf.method.prFallback":
    "{chosen}, na którym opierają się oceny, nie może zostać obliczony dla tej instalacji w tym miesiącu, więc jej ocena PR dotyczy wskaźnika {name}.",
  "pdf.method.availability":
    "Dostępność i temperatura ogniw to średnie wartości dziennych ważone nasłonecznieniem. Strata z przestojów = Σ produkcja × (1 − dostępność) ÷ dostępność za dni z obiema wartościami; dzień z 0 % liczy swoje nasłonecznienie × produkcję na nasłonecznienie w miesiącu przy pełnej dostępności.",
  "pdf.method.budget":
    "Budżet: budżet P50 w wysokości {full} kWh za okres, przeliczony proporcjonalnie na {covered} z {total, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}} ze zmierzoną lub szacowaną produkcją = {budget} kWh. Odchylenie = produkcja ÷ ten budżet − 1, więc miesiąc z brakującymi dniami jest porównywany w tym samym zakresie. Względem pełnego budżetu odchylenie wynosi produkcja ÷ {full} kWh − 1: dzień bez danych liczy się na niekorzyść instalacji, tak jak liczy go umowa.",
  "pdf.method.bridge":
    "Pomost: Pogoda = budżet × (nasłonecznienie ÷ norma wieloletnia − 1), norma przeliczona na dni z nasłonecznieniem; Dostępność = − strata z przestojów; Ograniczenie = − energia ponad limit oddawania do sieci; Wydajność = reszta, tak że budżet + pogoda + dostępność + ograniczenie + wydajność = produkcja rzeczywista dokładnie. Strata oddania/licznika = produkcja z licznika − produkcja rzeczywista, więc pomost kończy się na produkcji z licznika, od której płacony jest przychód. Kwota = kWh × taryfa; kwota z licznika to przychód.",
  "pdf.method.revenue": "Przychód = produkcja z licznika (zmierzona + szacowana) × taryfa {tariff} za kWh.",
  "pdf.method.year":
    "Od początku roku sumuje styczeń do tego miesiąca, każdy miesiąc obliczony jak wyżej z jego własnych dni; budżet to suma budżetów miesięcznych za objęte dni, pełny budżet to suma miesięcznych budżetów P50. Rok wcześniej porównuje ten sam miesiąc rok temu.",
  "pdf.contract.none": "Dostępność techniczna, bez warunków umownych",
  "pdf.method.contractNone":
    "Dostępność techniczna, bez warunków umownych: ta elektrownia nie ma umowy w tym raporcie, więc nie obowiązuje żadna gwarancja i nie są liczone kary.",
  "pdf.method.contractTitle":
    "Umowa {name}: lata umowne liczą się od {start}; kwartały i lata umowne liczą się od tego dnia.",
  "pdf.method.contractAvailability":
    "Gwarancja dostępności: {guaranteed} dostępności umownej w każdym {period, select, month {miesiącu} quarter {kwartale} other {roku umownym}}. Strata dostępności dnia przypada kategoriom zdarzeń tego dnia, proporcjonalnie do ich godzin × objętego udziału, a w dniu bez zdarzenia wykonawcy. Dostępność umowna = 1 − (strata − strata wyłączona) ÷ (uzysk + strata − strata wyłączona). Wyłączone: {excluded}.",
  "pdf.method.contractPriceAdjustment":
    "Kary (korekta ceny): poniżej gwarancji przychód okresu do dziś zmniejsza się o {slope} × (dostępność gwarantowana − umowna); poniżej {floor} w całości.",
  "pdf.method.contractEnergy":
    "Kary (energia): (dostępność gwarantowana − umowna) × (uzysk + strata − strata wyłączona) × {price} za kWh.",
  "pdf.method.contractCap": "Kary są ograniczone do {cap} na okres.",
  "pdf.method.contractTariff": "taryfa elektrowni",
  "pdf.method.contractNoExclusions": "brak",
  "pdf.method.contractPr":
    "Gwarancja PR: {first} w pierwszym roku umownym, minus {degradation} rocznie {mode, select, linear {od tej wartości (liniowo)} other {składanie}}: {guaranteed} w tym okresie, z tolerancją {tolerance}, w każdym {period, select, month {miesiącu} quarter {kwartale} other {roku umownym}}. Zmierzony PR = uzysk ÷ (moc × nasłonecznienie × (1 + γ × (temperatura ogniw − {tref} °C))) w dniach okresu bez zdarzenia wyłączonej kategorii ({excluded}). Niedobór = gwarantowany × (1 − tolerancja) − zmierzony, zaokrąglony połówkowo w górę do 0,1 pp.",
  "pdf.method.contractPrEnergy":
    "Kary PR: niedobór × uzysk referencyjny skorygowany o temperaturę × {price} za kWh.",
  "pdf.method.contractPrPoint": "Kary PR: {price} za punkt procentowy niedoboru.",
  "pdf.method.contractSettlement":
    "Każda gwarancja rozlicza się na końcu swojego okresu: okres, który się nie skończył, jest pokazany do dziś, oznaczony jako tymczasowy, z dniem rozliczenia; kwoty rozliczonego okresu nie zmieniają się w późniejszych raportach. Kary są zaokrąglane do najmniejszej jednostki waluty dla każdej gwarancji i okresu, a suma jest ich sumą.",
  "pdf.method.late": "Dni z opóźnieniem: serwis danych nie zaktualizował dnia w ciągu 24 godzin.",
  "pdf.method.bandsTitle": "Oceny (takie same w skoroszytach i na stronie przeglądu):",
  "pdf.method.bandEnergy":
    "Produkcja względem budżetu objętych dni: „{target}” na poziomie budżetu lub wyżej; „{watch}” do {band} poniżej; „{below}” dalej.",
  "pdf.method.bandRatios":
    "{pr} względem celu instalacji: „{watch}” do {prBand} poniżej celu; dostępność: „{watch}” do {availabilityBand} poniżej jej celu. Wartość po złej stronie celu nigdy nie jest „{target}”.",
  "pdf.method.bandIrradiation":
    "Nasłonecznienie względem normy wieloletniej: „{target}” na poziomie normy lub wyżej; „{watch}” do {band} poniżej; „{below}” dalej.",

  "pdf.footer.generated": "Wygenerowano {time}",
  "pdf.footer.page": "Strona {page} z {count}",
};
