/** Polish messages of index.html: Polish PV terms as the common catalog uses them (instalacja, uzysk, napromieniowanie, dostępność, budżet, odchylenie). */
import type { htmlEn } from "./en.js";

export const htmlPl: Record<keyof typeof htmlEn, string> = {
  "html.status.ok": "OK",
  "html.status.partial": "Częściowo",
  "html.status.failed": "Niepowodzenie",
  "html.status.line": "{status}: {detail}",
  "html.status.allReported":
    "{count, plural, one {jedyna instalacja przekazała dane} few {wszystkie {n} instalacje przekazały dane} many {wszystkich {n} instalacji przekazało dane} other {wszystkich {n} instalacji przekazało dane}}",
  "html.status.someFailed":
    "{count, plural, one {błąd pobierania danych: {n} z {total} instalacji} few {błąd pobierania danych: {n} z {total} instalacji} many {błąd pobierania danych: {n} z {total} instalacji} other {błąd pobierania danych: {n} z {total} instalacji}}",
  "html.status.noPlants": "brak instalacji w raporcie",
  "html.status.noneReported":
    "{count, plural, one {jedyna instalacja nie przekazała danych} few {żadna z {n} instalacji nie przekazała danych} many {żadna z {n} instalacji nie przekazała danych} other {żadna z {n} instalacji nie przekazała danych}}",
  "html.generated": "Wygenerowano {time}",
  "html.portfolio": "Portfel",
  "html.plantsReported": "Instalacje z danymi",
  "html.labelled": "{label}: {value}",
  "html.inclEstimated": "w tym szacowane: {energy}",
  "html.target": "cel {ratio}",
  "html.budgetVariance": "Odchylenie od budżetu za dni objęte danymi",
  "html.irradiationVariance": "Napromieniowanie wzgl. normy",
  "html.ytdVariance": "Od początku roku ({from} – {to}) wzgl. budżetu za dni objęte danymi",
  "html.ytdRevenue": "Przychód od początku roku",
  "html.lastYear": "Uzysk vs {month}",
  "html.weighting.irradiationCapacity":
    "PR portfela (IEC 61724-1) to iloraz sum, Σ E / Σ(P0·H), po dniach instalacji z uzyskiem i napromieniowaniem, dla instalacji o znanej mocy P0. PR efektywny i dostępność są ważone napromieniowaniem × mocą, Σ(x·H·C) / Σ(H·C), po dniach instalacji z obiema wartościami (H napromieniowanie, C moc); napromieniowanie to średnia instalacji ważona mocą. Odchylenie od budżetu to łączny uzysk (zmierzony + oszacowany) instalacji z budżetem podzielony przez ich budżet za dni objęte danymi, minus 1; energia i przychód to sumy po instalacjach.",
  "html.weighting.irradiation":
    "PR portfela (IEC 61724-1) to iloraz sum, Σ E / Σ(P0·H), po dniach instalacji z uzyskiem i napromieniowaniem, dla instalacji o znanej mocy P0. PR efektywny i dostępność są ważone napromieniowaniem, Σ(x·H) / Σ H, po dniach instalacji z obiema wartościami, ponieważ moc nie każdej instalacji jest znana; napromieniowanie to zwykła średnia instalacji. Odchylenie od budżetu to łączny uzysk (zmierzony + oszacowany) instalacji z budżetem podzielony przez ich budżet za dni objęte danymi, minus 1; energia i przychód to sumy po instalacjach.",
  "html.bridge.title": "Od budżetu do wykonania",
  "html.bridge.caption":
    "Budżet za dni objęte danymi, a następnie wpływ pogody (napromieniowanie wzgl. normy), dostępności, ograniczeń i wydajności (reszta) aż do produkcji rzeczywistej; potem straty do licznika, aż do energii zmierzonej, od której płacony jest przychód.",
  "html.bridge.energy": "Energia",
  "html.bridge.value": "Wartość",
  "html.legend.title": "Jak ustalane są oceny",
  "html.legend.intro": "Każda etykieta podaje ocenę słowami; kolor ją powtarza.",
  "html.legend.energy":
    "{figure}: „{target}” od budżetu za dni objęte danymi w górę, „{watch}” do {threshold}, „{below}” niżej.",
  "html.legend.ratio":
    "{figure}: „{target}” od celu instalacji w górę, „{watch}” do {threshold} poniżej celu, „{below}” niżej.",
  "html.legend.irradiation":
    "{figure}: „{target}” od średniej wieloletniej w górę, „{watch}” do {threshold}, „{below}” niżej. Wyjaśnia wynik miesiąca; nie zależy od instalacji.",
  "html.points": "{value} pkt proc.",
  "html.verdict.none": "Brak oceny",
  "html.chip.title": "{figure}: {verdict}",
  "html.reports": "Raporty i dane",
  "html.portfolioPdf": "Raport portfela (PDF)",
  "html.clientPack": "{client}: raport dla klienta (PDF)",
  "html.data.daily": "Wartości dzienne na elektrownię (CSV)",
  "html.data.monthly": "Wartości miesięczne na elektrownię (CSV)",
  "html.workbooks": "Skoroszyty",
  "html.noWorkbooks": "Brak skoroszytów.",
  "html.workbook.yield": "Skoroszyt uzysku",
  "html.workbook.pr": "Skoroszyt współczynnika wydajności",
  "html.workbook.availability": "Skoroszyt dostępności",
  "html.plants": "Instalacje",
  "html.column.plant": "Instalacja (PDF)",
  "html.column.fetch": "Dane",
  "html.column.yield": "Uzysk",
  "html.column.budgetVariance": "vs budżet (dni z danymi)",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Od pocz. roku vs budżet (dni z danymi)",
  "html.column.days": "Dni z danymi",
  "html.lateDays":
    "{count, plural, one {# dzień opóźniony} few {# dni opóźnione} many {# dni opóźnionych} other {# dnia opóźnionego}}",
  "html.fetched": "ok",
  "html.failed": "błąd",
  "html.failedWith": "błąd: {reason}",
  "html.warnings": "Ostrzeżenia ({n})",
  "html.footer":
    "{count, plural, one {{n} zapytanie} few {{n} zapytania} many {{n} zapytań} other {{n} zapytania}} do Solar Plant Data Service (ponowienia: {retried}, błędy: {failed}). Dane i lista plików: {link}.",
  "html.status.withFiles": "{detail}; niektórych plików nie udało się utworzyć (lista poniżej)",
  "html.notFinal":
    "Wyniki niekońcowe: w strefie czasowej tych instalacji miesiąc jeszcze się nie skończył, więc są raportowane do wcześniejszego dnia, a ich wartości się zmienią. Aby uzyskać wyniki końcowe, uruchom raport ponownie po zakończeniu ich miesiąca.",
  "html.notFinal.plant": "{plant}: dane do {through}; miesiąc kończy się tam {endsAt}",
  "html.notFinal.plantNoEnd": "{plant}: dane do {through}",
  "html.throughDay": "do {day}",
  "html.budgetVarianceFull": "Odchylenie od pełnego budżetu",
  "html.budgetFull": "Pełny budżet",
  "html.fullBudget": "pełny budżet {variance}",
  "html.ytdVarianceFull": "Od początku roku ({from} – {to}) wzgl. pełnego budżetu",
  "html.varianceRule":
    "Odchylenie od budżetu za dni objęte danymi porównuje porównywalne: dni bez danych są pomijane w budżecie. Odchylenie od pełnego budżetu dzieli przez budżet całego okresu, więc dzień bez danych liczy się na niekorzyść instalacji (perspektywa umowy).",
  "html.targetsRule":
    "Cele portfela i każdego klienta to własne cele ich instalacji, ważone tak jak wartości: cel PR według uzysku referencyjnego każdej instalacji (P0 · Σ H), cel dostępności według jej napromieniowania × mocy.",
  "html.targetGap": "cel {ratio} ({gap} pkt proc.)",
  "html.prFallback": "{label}: brak {chosen} w tym miesiącu",
  "html.bridge.curtailment": "Ograniczenia (nadwyżka)",
  "html.bridge.actual": "Produkcja rzeczywista",
  "html.bridge.exportLoss": "Straty oddania i licznika",
  "html.bridge.metered": "Zmierzone (= podstawa przychodu)",
  "html.bridge.noMeter":
    "Nie każda instalacja ma sumę z licznika, więc pomost kończy się na produkcji rzeczywistej; przychód jest płacony od energii zmierzonej instalacji, które ją mają.",
  "html.column.pLevel": "Poziom P, 12 miesięcy",
  "html.column.contract": "Umowa: kary do dziś",
  "html.contract.none": "brak warunków umownych",
  "html.contract.availability": "dostępność umowna {value} (gwarantowana {guaranteed})",
  "html.contract.prShortfall": "niedobór PR {points} pp",
  "html.contract.provisional": "wstępnie, rozliczenie {day}",
  "html.contract.title": "Kwoty umowne",
  "html.contract.damages": "Kary do dziś",
  "html.contract.part": "{guarantee, select, availability {dostępność} other {PR}} {value}",
  "html.contract.lostRevenue": "Utracony przychód, {month}",
  "html.contract.plants":
    "z {count, plural, one {# elektrowni} few {# elektrowni} many {# elektrowni} other {# elektrowni}} z umową, każda gwarancja w swoim okresie; sumy zaokrąglonych kwot elektrowni",
  "html.contract.met": "spełniona",
  "html.contract.missed": "niespełniona",
  "html.contract.unknown": "nieznane",
  "html.contract.chipTitle":
    "{guarantee, select, availability {Gwarancja dostępności} other {Gwarancja PR}}: {verdict}",
  "html.pLevel": "P{level}",
  "html.pLevel.detail":
    "Kroczące 12 miesięcy ({from} – {to}): {energy} = P{level} analizy uzysku (P50 {p50}, P90 {p90}; przyjęto rozkład normalny)",
  "html.pLevel.missing":
    "{reason, select, shortHistory {wymaga 12 miesięcy historii} incompleteMonths {{months}: niezakończony lub bez danych} other {brak analizy uzysku}}",
  "html.pLevel.daysWithoutData":
    "{count, plural, one {# dzień bez danych liczony jako zero} few {# dni bez danych liczone jako zero} many {# dni bez danych liczonych jako zero} other {# dnia bez danych liczonego jako zero}}",
  "html.pLevel.note":
    "Poziom P: energia 12 miesięcy do miesiąca raportu jako poziom przekroczenia analizy uzysku instalacji. P62 oznacza, że równa się wartości P62 analizy, energii przekraczanej z prawdopodobieństwem 62 %; P50 to rok oczekiwany, wyższa liczba to rok słabszy (P90 jest przekraczane w 9 latach na 10). σ = (P50 − P90) / 1,2816, przyjęto rozkład normalny; nigdy dla pojedynczego miesiąca.",
  "html.attention.title": "Wymagają uwagi",
  "html.attention.none": "Żadna elektrownia nie ma błędu, braku danych ani wyniku poniżej celu.",
  "html.attention.watchCount":
    "{count, plural, one {# elektrownia jest} few {# elektrownie są} many {# elektrowni jest} other {# elektrowni jest}} do obserwacji (poniżej celu, w granicach marginesu) i nie ma jej tutaj na liście.",
  "html.attention.level":
    "{level, select, failed {Nie udało się pobrać danych} other {Brak danych za którykolwiek dzień okresu}}",
  "html.attention.figure":
    "{kind, select, variance {{figure} {value} wzgl. budżetu za dni objęte danymi} other {{figure} {value} przy celu {target}}}",
  "html.attention.sanity":
    "{code, select, prAboveOne {PR powyżej 100 %: sprawdź moc i jednostkę napromieniowania} specificYieldAboveIrradiation {uzysk jednostkowy powyżej napromieniowania: sprawdź moc i jednostki energii} other {produkcja daleko od budżetu: sprawdź budżet}}",
  "html.failedFiles.title": "Pliki, których nie udało się utworzyć",
  "html.failedFiles.intro":
    "Tych plików nie ma w folderze. Żadna wartość się przez to nie zmieniła: wartości każdej instalacji są na tej stronie i w pozostałych plikach. Zgłoś to jako błąd, podając przyczynę.",
  "html.failedFile":
    "{kind, select, plantPdf {PDF instalacji {name}} portfolioPdf {Raport portfela (PDF)} clientPack {Raport dla klienta {name} (PDF)} other {Skoroszyt}}",
  "html.failedFile.reason": "Przyczyna: {reason}",
  "html.pdfFailed": "Nie udało się utworzyć PDF",
  "html.clients": "Klienci",
  "html.column.client": "Klient (PDF)",
};
