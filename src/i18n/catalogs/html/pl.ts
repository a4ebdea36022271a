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
  "html.budgetVariance": "Odchylenie od budżetu",
  "html.irradiationVariance": "Napromieniowanie wzgl. normy",
  "html.ytdVariance": "Od początku roku ({from} – {to}) wzgl. budżetu",
  "html.ytdRevenue": "Przychód od początku roku",
  "html.lastYear": "Uzysk vs {month}",
  "html.weighting.irradiationCapacity":
    "PR portfela (IEC 61724-1) to iloraz sum, Σ E / Σ(P0·H), po dniach instalacji z uzyskiem i napromieniowaniem, dla instalacji o znanej mocy P0. PR efektywny i dostępność są ważone napromieniowaniem × mocą, Σ(x·H·C) / Σ(H·C), po dniach instalacji z obiema wartościami (H napromieniowanie, C moc); napromieniowanie to średnia instalacji ważona mocą. Odchylenie od budżetu to łączny uzysk (zmierzony + oszacowany) instalacji z budżetem podzielony przez ich budżet za dni objęte danymi, minus 1; energia i przychód to sumy po instalacjach.",
  "html.weighting.irradiation":
    "PR portfela (IEC 61724-1) to iloraz sum, Σ E / Σ(P0·H), po dniach instalacji z uzyskiem i napromieniowaniem, dla instalacji o znanej mocy P0. PR efektywny i dostępność są ważone napromieniowaniem, Σ(x·H) / Σ H, po dniach instalacji z obiema wartościami, ponieważ moc nie każdej instalacji jest znana; napromieniowanie to zwykła średnia instalacji. Odchylenie od budżetu to łączny uzysk (zmierzony + oszacowany) instalacji z budżetem podzielony przez ich budżet za dni objęte danymi, minus 1; energia i przychód to sumy po instalacjach.",
  "html.bridge.title": "Od budżetu do wykonania",
  "html.bridge.caption":
    "Budżet za dni objęte danymi, a następnie wpływ pogody (napromieniowanie wzgl. normy), dostępności i wydajności (reszta).",
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
  "html.column.budgetVariance": "vs budżet",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Od pocz. roku vs budżet",
  "html.column.days": "Dni z danymi",
  "html.column.late": "Dni opóźnione",
  "html.fetched": "ok",
  "html.failed": "błąd",
  "html.failedWith": "błąd: {reason}",
  "html.warnings": "Ostrzeżenia ({n})",
  "html.footer":
    "{count, plural, one {{n} zapytanie} few {{n} zapytania} many {{n} zapytań} other {{n} zapytania}} do Solar Plant Data Service (ponowienia: {retried}, błędy: {failed}). Dane i lista plików: {link}.",
};
