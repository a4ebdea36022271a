/** Polish messages of the portfolio PDF and the client packs. */
import type { packEn } from "./en.js";

export const packPl: Record<keyof typeof packEn, string> = {
  "pack.cover.portfolio": "Raport portfela",
  "pack.cover.client": "Raport dla klienta",
  "pack.cover.plants":
    "{count, plural, one {# elektrownia} few {# elektrownie} many {# elektrowni} other {# elektrowni}}",
  "pack.cover.contents": "Spis treści",
  "pack.cover.more":
    "… oraz {count, plural, one {# inna elektrownia} few {# inne elektrownie} many {# innych elektrowni} other {# innych elektrowni}}: zob. zakładki",
  "pack.bookmark.cover": "Okładka",
  "pack.bookmark.summary": "Podsumowanie",

  "pack.figures.title": "Miesiąc w skrócie",
  "pack.plantsAll":
    "{count, plural, one {jedyna elektrownia przekazała dane} few {wszystkie # elektrownie przekazały dane} many {wszystkie # elektrowni przekazało dane} other {wszystkie # elektrowni przekazało dane}}",
  "pack.plantsSome":
    "{ok} z {count, plural, one {# elektrowni} few {# elektrowni} many {# elektrowni} other {# elektrowni}} z danymi, {failed} bez danych",
  "pack.tile.ofWhichEstimated": "w tym szacowane {kwh} kWh",
  "pack.tile.noBudget": "Żadna elektrownia nie ma budżetu",
  "pack.tile.budgetCovered": "Budżet (objęte dni) {kwh} kWh",
  "pack.tile.againstNormal": "{deviation} względem normy",
  "pack.tile.noNormal": "Brak normy nasłonecznienia",
  "pack.weighting.client": "Wartości klienta liczone są wzorami portfela, wyłącznie dla jego elektrowni.",
  "pack.bridge.none":
    "Mostek budżetowy niepokazany: żadna elektrownia nie ma w tym miesiącu budżetu i uzysku.",
  "pack.bridge.budgetCovered": "Budżet (objęte dni)",
  "pack.bridge.scope":
    "Suma mostków {count} z {total, plural, one {# elektrowni} few {# elektrowni} many {# elektrowni} other {# elektrowni}} z danymi, które mają budżet.",
  "pack.bridge.weatherNone":
    "Pogoda: żadna elektrownia nie ma normy nasłonecznienia; ten udział pozostaje w Wydajności.",
  "pack.bridge.meteredNone":
    "Strata oddania i licznik: nie każda elektrownia w sumie ma produkcję z licznika, więc pomost kończy się na produkcji rzeczywistej i nie pokazuje kwot.",

  "pack.ranking.title": "Ranking elektrowni",
  "pack.ranking.order": "według uzysku względem budżetu objętych dni, od najlepszej",
  "pack.ranking.continued": "Ranking elektrowni (cd.)",
  "pack.ranking.failed": "Brak danych: {reason}",
  "pack.ranking.prFallback": "{name} zamiast {chosen}, którego nie można obliczyć dla tej elektrowni.",
  "pack.contract.title": "Kwoty umowne",
  "pack.contract.order": "kary do dziś, każda gwarancja w swoim okresie rozliczeniowym",
  "pack.contract.continued": "Kwoty umowne (ciąg dalszy)",
  "pack.contract.column.contract": "Umowa",
  "pack.contract.column.availability": "umowna / gwarantowana",
  "pack.contract.column.pr": "zmierzony / gwarantowany",
  "pack.contract.column.damages": "Kary",
  "pack.contract.column.toDate": "do dziś",
  "pack.contract.total":
    "Razem, {count, plural, one {# elektrownia} few {# elektrownie} many {# elektrowni} other {# elektrowni}}",
  "pack.contract.met": "Gwarancja spełniona",
  "pack.contract.missed": "Gwarancja niespełniona",
  "pack.contract.rounding":
    "Kary każdej gwarancji są zaokrąglane do najmniejszej jednostki waluty dla jej okresu; suma to suma kwot powyżej. Okres tymczasowy obejmuje dane do dziś i może się jeszcze zmienić.",
  "pack.contract.without": "Dostępność techniczna, bez warunków umownych: {names}",
  "pack.column.rank": "Nr",
  "pack.column.plant": "Elektrownia",
  "pack.column.capacity": "Moc",
  "pack.column.yield": "Uzysk energii",
  "pack.column.budgetVariance": "wzgl. budżetu",
  "pack.column.daysCovered": "objęte dni",
  "pack.column.fullBudget": "pełny budżet",
  "pack.column.specificYield": "Uzysk jedn.",
  "pack.column.pr": "PR",
  "pack.column.availability": "Dostępność",

  "pack.byVerdict.title": "Elektrownie według oceny",
  "pack.byVerdict.none": "Bez oceny",

  "pack.plantChart.title":
    "Uzysk jednostkowy i PR według elektrowni, w kolejności rankingu (numery jak w rankingu)",
  "pack.plantChart.specificYield": "Uzysk jednostkowy ({unit})",

  "pack.plantChart.pr": "PR (IEC 61724-1), %",

  "pack.attention.title": "Elektrownie wymagające uwagi",
  "pack.attention.note": "błąd, brak danych, poniżej celu lub nieprawdopodobna wartość",
  "pack.attention.none": "Brak: żadna elektrownia nie ma błędu, braku danych ani wyniku poniżej celu.",
  "pack.attention.watchCount":
    "{count, plural, one {# elektrownia jest} few {# elektrownie są} many {# elektrowni jest} other {# elektrowni jest}} do obserwacji (poniżej celu, w granicach marginesu) i nie ma jej tutaj na liście.",
  "pack.attention.failed": "Nie udało się pobrać danych: {reason}",

  "pack.quality.reported": "Elektrownie z danymi",
  "pack.quality.reportedValue": "{ok} z {total}",
  "pack.quality.estimatedValue":
    "{days, plural, one {# dzień-elektrownia} few {# dni-elektrownie} many {# dni-elektrowni} other {# dnia-elektrowni}}, {kwh} kWh uzysku energii:",
  "pack.quality.missing": "Dni bez uzysku",
  "pack.quality.missingValue":
    "{days, plural, one {# dzień-elektrownia} few {# dni-elektrownie} many {# dni-elektrowni} other {# dnia-elektrowni}} nie do oszacowania, pominięte (nie liczone jako zero):",
  "pack.quality.failed": "Elektrownie bez danych",
};
