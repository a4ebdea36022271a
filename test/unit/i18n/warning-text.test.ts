/**
 * Warnings in the reader's language (src/i18n/warning-text.ts): every code has a message in
 * every catalog and renders with its parameters in German and French, days and figures in the
 * locale's style, the service's own words quoted as they came; a warning cannot be made
 * without a code (the types refuse a bare string).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/api/index.js";
import { CATALOGS, messagesFor } from "../../../src/i18n/index.js";
import { WARNING_KEY, warningText } from "../../../src/i18n/warning-text.js";
import type { PlantQuality, ReportModel } from "../../../src/metrics/model.js";
import { fetchFailureParams } from "../../../src/pipeline/fetch/fetch-failure.js";
import { reportWarning, WARNING_CODES } from "../../../src/vocabulary/report-warning.js";
import { everyWarning, warningData } from "../../fixtures/every-warning.js";

const de = messagesFor("de-DE");
const fr = messagesFor("fr-FR");
const en = messagesFor("en-GB");

describe("warning messages", () => {
  it("every code has its message in every catalog", () => {
    for (const code of WARNING_CODES) {
      const key = WARNING_KEY[code];
      for (const [lang, catalog] of Object.entries(CATALOGS))
        expect(catalog[key], `${lang} ${code}`).toBeTruthy();
    }
  });

  it.each([
    ["de-DE", de],
    ["fr-FR", fr],
  ])("%s: every code renders with its parameters, in its own words", (_, m) => {
    for (const w of everyWarning()) {
      const text = warningText(m, w);
      expect(text, w.code).not.toMatch(/[{}]|historical_plant|undefined/);
      expect(text, w.code).not.toBe(warningText(en, w));
      for (const data of warningData([w])) expect(text, w.code).toContain(data);
    }
  });

  it("German: days, figures and counts as a German reader writes them", () => {
    const w = (code: Parameters<typeof reportWarning>[0], params: Record<string, string | number>) =>
      warningText(de, reportWarning(code, params, "English"));
    expect(
      w("impossibleValue", {
        kpi: "historical_plant_irradiation",
        date: "2026-10-04",
        value: 15.5,
        unit: "kwhPerM2",
        cause: "irradiationAboveLimit",
        limit: 15,
      }),
    ).toBe(
      "Einstrahlung, 4. Okt. 2026: 15,5\u00a0kWh/m² ist mehr als 15 kWh/m² an einem Tag: nicht verwendet (als fehlend behandelt)",
    );
    expect(w("impossibleMore", { count: 1 })).toBe(
      "1\u00a0weiterer physikalisch unmöglicher Wert in diesem Monat wurde nicht verwendet",
    );
    expect(w("impossibleEarlier", { count: 1234 })).toBe(
      "1.234\u00a0physikalisch unmögliche Werte in früheren Monaten des Verlaufs wurden nicht verwendet",
    );
    expect(w("prorated", { through: "2026-10-21", what: "budget", reported: 21, total: 31 })).toBe(
      "Laufender Monat bis 21. Okt. 2026: P50-Budget anteilig auf 21 von 31\u00a0Tagen",
    );
    expect(w("plantFetchFailed", { reason: "HTTP 503 Service Unavailable" })).toBe(
      "Daten konnten nicht abgerufen werden. Grund: HTTP 503 Service Unavailable",
    );
  });

  it("French: days, figures, plurals and the space before a colon", () => {
    const w = (code: Parameters<typeof reportWarning>[0], params: Record<string, string | number>) =>
      warningText(fr, reportWarning(code, params, "English"));
    expect(w("kpiMissing", { kpi: "historical_plant_meter_yield" })).toBe(
      "Production compteur\u00a0: non fourni par le service\u00a0; vérifier le nom du KPI dans la définition",
    );
    expect(w("monthInProgress", { through: "2026-10-21" })).toBe(
      "Mois en cours\u00a0: les chiffres couvrent les jours jusqu’au 21 oct. 2026",
    );
    expect(w("freshnessUnreadable", { count: 1 })).toContain("1\u00a0jour n’a pas pu être lu");
    expect(w("freshnessUnreadable", { count: 3 })).toContain("3\u00a0jours n’ont pas pu être lus");
    expect(w("secondPass", { plants: 2, recovered: 1 })).toMatch(
      /^2\u00a0centrales .*\u00a0: 1\u00a0récupérée$/,
    );
    expect(w("clientWithoutPlant", { client: "Nord AG" })).toBe(
      "Le client «\u00a0Nord AG\u00a0» n’a aucune centrale dans ce rapport",
    );
  });

  it("a KPI the catalogs do not know is printed as the definition names it", () => {
    const text = warningText(de, reportWarning("kpiNoData", { kpi: "custom_kpi" }, "English"));
    expect(text).toBe("custom_kpi: keine Daten für den Monat");
  });
});

describe("why a request failed, in the reader's words around the service's", () => {
  const forbidden = new ApiError({
    kind: "http",
    status: 403,
    detail: "Access to the Plant/Devices is forbidden.",
    method: "POST",
    url: "http://127.0.0.1:1/v1/data/plant/historical",
    reason: "403 Access to the Plant/Devices is forbidden.",
  });
  const refused = new ApiError({
    kind: "http",
    status: 422,
    detail: [{ loc: ["body", "days"], msg: "Input should be less than or equal to 31" }],
    method: "POST",
    url: "http://127.0.0.1:1/v1/data/plant/historical",
    reason: "422",
  });
  const unreachable = new ApiError({
    kind: "network",
    method: "POST",
    url: "http://x/",
    reason: "ECONNREFUSED",
  });
  const failed = (err: unknown) => reportWarning("plantFetchFailed", fetchFailureParams(err), "English");

  it("classifies the failure and keeps only the service's own words", () => {
    expect(fetchFailureParams(forbidden)).toEqual({
      failure: "notInAccount",
      status: 403,
      detail: "Access to the Plant/Devices is forbidden.",
      said: "service",
    });
    expect(fetchFailureParams(refused)).toMatchObject({
      failure: "rangeRefused",
      detail: "Input should be less than or equal to 31",
    });
    expect(fetchFailureParams(unreachable)).toEqual({
      failure: "unreachable",
      status: 0,
      detail: "",
      said: "none",
    });
    expect(fetchFailureParams(new TypeError("x is undefined"))).toEqual({
      failure: "unexpected",
      status: 0,
      detail: "x is undefined",
      said: "error",
    });
  });

  it("German and French word each kind; the service's words stay as sent", () => {
    expect(warningText(de, failed(forbidden))).toBe(
      "Daten konnten nicht abgerufen werden. Grund: der Dienst verweigerte den Zugriff auf die Anlage (HTTP 403): " +
        "Sie gehört nicht zu diesem Konto oder kam nach der letzten täglichen Aktualisierung des Dienstes hinzu; " +
        "der Dienst schrieb: „Access to the Plant/Devices is forbidden.“",
    );
    expect(warningText(fr, failed(unreachable))).toBe(
      "ses données n’ont pas pu être récupérées. Motif\u00a0: le service est injoignable\u00a0: vérifiez le réseau et le proxy",
    );
    expect(warningText(en, failed(new TypeError("x is undefined")))).toBe(
      "its data could not be fetched. Reason: an unexpected error: report it as a bug: x is undefined",
    );
    const freshness = reportWarning("freshnessUnavailable", fetchFailureParams(refused), "English");
    expect(warningText(de, freshness)).toContain(
      "Grund: der Dienst lehnte die in einem Abruf angefragten Tage ab (HTTP 422): maxDaysPerRequest auf „auto“ oder weniger Tage setzen; der Dienst schrieb: „Input should be less than or equal to 31“",
    );
  });
});

describe("a warning needs a code", () => {
  it("the types refuse a bare string in any warnings list", () => {
    const quality: PlantQuality["warnings"] = [];
    const run: ReportModel["warnings"] = [];
    // @ts-expect-error a warning is {code, params, message}, never an English line alone
    quality.push("historical_plant_daily_yield: no data for the month");
    // @ts-expect-error the same for the run's own warnings
    run.push("month in progress");
    // @ts-expect-error a code must be one of WARNING_CODES (each has a catalog message)
    reportWarning("somethingNew", {}, "English");
    expect(quality).toHaveLength(1); // the types are the check; this runs to show it compiled
  });

  it("no source pushes a string literal into a warnings list", () => {
    const src = fileURLToPath(new URL("../../../src", import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
      );
    const bare = /warnings\.push\(\s*[`"']/;
    const offenders = files(src).filter((f) => bare.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });
});
