/** Polish warnings (see en.ts). */
import type { warningsEn } from "./en.js";

export const warningsPl: Record<keyof typeof warningsEn, string> = {
  "warning.impossibleValue":
    "{kpi}, {date}: wartość {value}{unit, select, percent {\u00a0%} kwh {\u00a0kWh} kwhPerM2 {\u00a0kWh/m²} celsius {\u00a0°C} other {}} to {cause, select, negativeEnergy {ujemna energia} energyAboveCapacity {ponad {limit} kWh na kWp mocy w ciągu doby} negativeIrradiation {ujemne nasłonecznienie} irradiationAboveLimit {ponad {limit} kWh/m² w ciągu doby} negativePr {ujemny PR} prAboveLimit {PR powyżej {limit} %} negativeAvailability {ujemna dostępność} availabilityAboveFull {dostępność powyżej 100 %} cellTemperatureOutside {temperatura ogniw poza zakresem od {low} do {high} °C} other {liczba nieskończona}}: nie użyto (traktowana jak brak)",
  "warning.impossibleMore":
    "{count, plural, one {Nie użyto # kolejnej fizycznie niemożliwej wartości z tego miesiąca} few {Nie użyto # kolejnych fizycznie niemożliwych wartości z tego miesiąca} many {Nie użyto # kolejnych fizycznie niemożliwych wartości z tego miesiąca} other {Nie użyto # kolejnej fizycznie niemożliwej wartości z tego miesiąca}}",
  "warning.impossibleEarlier":
    "{count, plural, one {Nie użyto # fizycznie niemożliwej wartości z wcześniejszych miesięcy historii} few {Nie użyto # fizycznie niemożliwych wartości z wcześniejszych miesięcy historii} many {Nie użyto # fizycznie niemożliwych wartości z wcześniejszych miesięcy historii} other {Nie użyto # fizycznie niemożliwej wartości z wcześniejszych miesięcy historii}}",
  "warning.kpiMissing": "{kpi}: serwis go nie zwrócił; sprawdź nazwę KPI w definicji",
  "warning.kpiNoData": "{kpi}: brak danych za miesiąc",
  "warning.prorated":
    "Miesiąc w toku do {through}: {what, select, both {budżet P50 i norma nasłonecznienia przeliczone} budget {budżet P50 przeliczony} other {norma nasłonecznienia przeliczona}} proporcjonalnie na {reported} z {total, plural, one {#\u00a0dnia} few {#\u00a0dni} many {#\u00a0dni} other {#\u00a0dnia}}",
  "warning.monthNotEnded":
    "Miesiąc w strefie czasowej elektrowni (UTC{offset}) kończy się dopiero {endsAt}: {started, select, no {nie zakończył się tam jeszcze żaden dzień miesiąca} other {dane obejmują dni do {through}}}, jak dla trwającego miesiąca",
  "warning.freshnessUnreadable":
    "Raport aktualności: {count, plural, one {nie udało się odczytać # dnia} few {nie udało się odczytać # dni} many {nie udało się odczytać # dni} other {nie udało się odczytać # dnia}} (brak daty lub statusu albo nietypowy znacznik czasu), więc nie wiadomo, czy dane dotarły z opóźnieniem; wskaźniki nie są tym objęte",
  "warning.freshnessUnavailable":
    "Raport aktualności niedostępny, więc nie wiadomo, które dni dotarły z opóźnieniem; wskaźniki nie są tym objęte. Przyczyna: {failure}",
  "warning.monthInProgress": "Miesiąc w toku: wskaźniki obejmują dni do {through}",
  "warning.plantMonthNotEnded":
    "{plant} (UTC{offset}): miesiąc kończy się tam {endsAt}, więc elektrownia jest raportowana do {through} jak trwający miesiąc; raport będzie ostateczny po ponownym uruchomieniu po tej godzinie",
  "warning.verdictFallback":
    "{count, plural, one {# instalacja nie ma} few {# instalacje nie mają} many {# instalacji nie ma} other {# instalacji nie ma}} w tym miesiącu {metric, select, prTemperatureCorrected {PR w 25 °C} prEffective {efektywnego PR} other {{metric}}} ({plants}): ocena PR opiera się na PR (IEC 61724-1), oznaczonym jako taki; dodaj współczynnik temperaturowy do danych instalacji",
  "warning.noPlantSelected": "Żadna instalacja konta nie odpowiada wyborowi instalacji w definicji",
  "warning.plantListNoId":
    "Lista instalacji: pozycja {entry} nie ma identyfikatora, więc nie można jej odpytać; pominięto",
  "warning.plantListRepeated":
    "Lista instalacji: serwis podaje instalację {plant} {count} razy; uwzględniono ją raz (pierwsza pozycja)",
  "warning.requestWindowFallback":
    "Usługa nie zwróciła całej historii w jednym wywołaniu ({cause, select, refused {odrzuciła {asked}\u00a0dni: „{detail}”; odrzucone wywołanie liczy się jako nieudane żądanie} other {zwróciła {answered} z {asked} żądanych dni, a pominięte dni miały dane}}), więc raport pobrał ją w przedziałach po {days, plural, one {#\u00a0dniu} few {#\u00a0dni} many {#\u00a0dni} other {#\u00a0dnia}}. Nie wpływa to na wyniki",
  "warning.secondPass":
    "{plants, plural, one {#\u00a0instalacja po ponowieniach zawiodła wyłącznie z powodu błędów przejściowych (5xx, 429, sieć, limit czasu) i została odpytana ponownie po zakończeniu pozostałych zapytań} few {#\u00a0instalacje po ponowieniach zawiodły wyłącznie z powodu błędów przejściowych (5xx, 429, sieć, limit czasu) i zostały odpytane ponownie po zakończeniu pozostałych zapytań} many {#\u00a0instalacji po ponowieniach zawiodło wyłącznie z powodu błędów przejściowych (5xx, 429, sieć, limit czasu) i zostało odpytanych ponownie po zakończeniu pozostałych zapytań} other {#\u00a0instalacji po ponowieniach zawiodło wyłącznie z powodu błędów przejściowych (5xx, 429, sieć, limit czasu) i zostało odpytanych ponownie po zakończeniu pozostałych zapytań}}: odzyskano {recovered}",
  "warning.clientPlantOutside":
    "Klient „{client}”: instalacja {plant} nie należy do instalacji raportu, więc nie ma jej w pakiecie klienta",
  "warning.clientWithoutPlant": "Klient „{client}” nie ma w tym raporcie żadnej instalacji",
  "warning.commentaryUnknownPlant":
    "Komentarz {file}: instalacji {plant} nie ma w tym raporcie, więc jej tekst nie jest drukowany",
  "warning.plantFetchFailed": "nie udało się pobrać jej danych. Przyczyna: {failure}",
  "warning.fetchFailure":
    "{failure, select, notInAccount {usługa odmówiła dostępu do instalacji (HTTP {status}): nie należy ona do tego konta lub została dodana po ostatnim codziennym odświeżeniu usługi} rangeRefused {usługa odrzuciła dni żądane w jednym wywołaniu (HTTP {status}): ustaw maxDaysPerRequest na „auto” lub na mniej dni} rateLimited {usługa nadal ograniczała liczbę żądań po ponownych próbach (HTTP {status}): spróbuj ponownie później} serviceFailed {usługa nadal zwracała błąd po ponownych próbach (HTTP {status}): spróbuj ponownie później} redirected {usługa odpowiedziała przekierowaniem (HTTP {status}): ustaw SOLAR_API_BASE_URL na adres, pod którym sama odpowiada} refused {usługa odrzuciła żądanie (HTTP {status})} unreachable {nie udało się połączyć z usługą: sprawdź sieć i serwer proxy} timeout {usługa nie odpowiedziała na czas: spróbuj ponownie później} badResponse {nie udało się odczytać odpowiedzi usługi: zgłoś to jej operatorowi} tooLarge {odpowiedź usługi przekroczyła limit rozmiaru: żądaj mniej dni na wywołanie} other {nieoczekiwany błąd: zgłoś go jako błąd programu}}{said, select, service {; usługa odpowiedziała: „{detail}”} error {: {detail}} other {}}",
  "warning.plantNotFetched": "jej dane nie zostały pobrane",
  "warning.plantNoTzOffset":
    "lista instalacji serwisu nie podaje strefy czasowej (tz_offset) tej instalacji, więc nie można ustalić jej lokalnych dni: poproś operatora serwisu o jej skonfigurowanie",
  "warning.plantBadTzOffset":
    "lista instalacji serwisu podaje dla tej instalacji strefę czasową {offset}, a nie +HH:MM lub -HH:MM w zakresie od -12:00 do +14:00, więc nie można ustalić jej lokalnych dni: poproś operatora serwisu o poprawkę",
  "warning.plantNotInList":
    "instalacji {plant} nie ma na liście instalacji tego konta: sprawdź identyfikator w definicji (nowo dodana instalacja pojawia się dopiero po następnej codziennej aktualizacji serwisu)",
  "warning.plantPdfFailed":
    "Nie udało się wygenerować PDF dla {plant}, więc go brak w tym raporcie; dane instalacji są w skoroszytach, w index.html i w portfelu. Zgłoś to jako błąd z identyfikatorem instalacji. Przyczyna: {reason}",
  "warning.portfolioPdfFailed":
    "Nie udało się utworzyć pliku PDF portfela, dlatego brakuje go w tym raporcie. Przyczyna: {reason}",
  "warning.clientPackFailed":
    "Nie udało się utworzyć pakietu klienta „{client}”, dlatego brakuje go w tym raporcie. Przyczyna: {reason}",
};
