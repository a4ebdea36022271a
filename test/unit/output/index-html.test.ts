import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildManifest } from "../../../src/output/manifest.js";
import { OutputFolder } from "../../../src/output/output-folder.js";
import { INDEX_NAME } from "../../../src/output/owned-files.js";
import { writeIndexHtml } from "../../../src/pipeline/run/index-file.js";
import { escapeHtml, relativeHref } from "../../../src/render/html/html.js";
import { indexHtml } from "../../../src/render/html/index-html.js";
import { hostileManifest } from "../../fixtures/hostile-manifest.js";
import { sampleModel } from "../../fixtures/model.js";
import { textOf } from "../../helpers/chromium.js";
import { indexVerdicts } from "../../helpers/index-verdicts.js";

const cellsOf = (html: string, id: string) => {
  const row = new RegExp(`<tr class="[^"]*" data-id="${id}">([\\s\\S]*?)</tr>`).exec(html)![1]!;
  return Object.fromEntries(
    [...row.matchAll(/<td class="[^"]*" data-label="([^"]*)">([\s\S]*?)<\/td>/g)].map((m) => [m[1]!, m[2]!]),
  );
};

describe("index.html", () => {
  it("escapes text and attribute values", () => {
    expect(escapeHtml(`<a href="x">Tom's & co</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; co&lt;/a&gt;",
    );
  });

  it("encodes links per path segment and refuses paths that leave the folder", () => {
    expect(relativeHref("plants/Ölfeld Süd #2 ?.pdf")).toBe("plants/%C3%96lfeld%20S%C3%BCd%20%232%20%3F.pdf");
    expect(relativeHref("plants/100% & more.pdf")).toBe("plants/100%25%20%26%20more.pdf");
    expect(relativeHref("plants/javascript:alert(1).pdf")).toBe("plants/javascript%3Aalert(1).pdf");
    for (const bad of ["../x.pdf", "/etc/passwd", "plants//x.pdf", "./x.pdf", "plants/\uD800.pdf"])
      expect(relativeHref(bad)).toBeNull();
  });

  it("never lets a name from the service become markup", () => {
    const html = indexHtml(hostileManifest());
    expect(html).not.toMatch(/<(script|img|b)\b/i);
    expect(html).toContain("&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;");
    expect(html).toContain('data-id="p-2&quot;&gt;&lt;b&gt;id&lt;/b&gt;"');
    expect(html).toContain('<meta charset="utf-8">');
  });

  it("is deterministic and formats in the manifest's locale (en-GB when missing or invalid)", () => {
    const m = hostileManifest();
    expect(indexHtml(m)).toBe(indexHtml(hostileManifest()));
    expect(indexHtml(m)).toContain('<html lang="en-GB">');
    expect(indexHtml({ ...m, locale: "not a locale!" })).toContain('<html lang="en-GB">');
    const de = indexHtml({ ...m, locale: "de-DE", currency: "EUR" });
    expect(de).toContain('<dd data-figure="yieldTotalKwh">1.240.000\u00a0kWh</dd>');
    expect(de).toContain("Oktober 2026");
    // no data → an en dash, never 0
    expect(de).toMatch(
      /data-id="p-8">.*<td class="num" data-label="Ertrag"><span class="stack"><span class="value">–<\/span><\/span><\/td>/,
    );
  });

  it("the manifest carries locale and currency from the model", () => {
    const model = sampleModel({ plants: 2 });
    const m = buildManifest(model, { workbooks: {}, pdfs: new Map() });
    expect(m).toMatchObject({ locale: model.locale, currency: model.currency });
    expect(indexHtml(m)).toContain(`<html lang="${model.locale}">`);
  });

  it("is written atomically, and a new run removes a stale one with the manifest", async () => {
    const dir = await mkdtemp(join(tmpdir(), "index-html-unit-"));
    expect(await writeIndexHtml(dir, hostileManifest())).toBe(INDEX_NAME);
    expect(await readdir(dir)).toEqual([INDEX_NAME]);
    expect(await readFile(join(dir, INDEX_NAME), "utf8")).toBe(indexHtml(hostileManifest()));
    await writeFile(join(dir, "manifest.json"), JSON.stringify({ ...hostileManifest(), index: INDEX_NAME }));
    const m = hostileManifest();
    const report = { month: m.month, title: m.title, definition: null };
    const folder = await OutputFolder.claim(dir, { command: "run", report });
    await folder.prepare();
    await folder.release();
    // A run that stops after this point leaves its lock, without a holder, listing the files it owns.
    expect((await readdir(dir)).sort()).toEqual([".solar-report.lock", "plants", "workbooks"]);
    await rm(dir, { recursive: true, force: true });
  });

  it("shows each plant's and the portfolio's verdicts as the model decided them, as words and classes", () => {
    const model = sampleModel({ plants: 6, withFailures: true });
    const manifest = buildManifest(model, { workbooks: {}, pdfs: new Map() });
    const html = indexHtml(manifest);
    const read = indexVerdicts(html);
    for (const p of manifest.plants) {
      const chips = read.plants.get(p.id)!;
      if (p.status === "failed") expect(chips, "a failed plant is not judged").toEqual({});
      else expect(chips, p.name).toEqual(p.verdicts);
    }
    expect(read.portfolio).toEqual(manifest.portfolio.verdicts);
    // The fixture judges every kind somewhere, so a chip that ignored the model would fail.
    const seen = new Set(manifest.plants.flatMap((p) => Object.values(p.verdicts)));
    expect(seen.size).toBeGreaterThanOrEqual(3);
    // Irradiation is weather: its chips say so; the class is the same for every figure.
    const words: Record<string, [string, string]> = {
      target: ["On target", "At or above normal"],
      watch: ["Watch", "Slightly below normal"],
      below: ["Below target", "Well below normal"],
    };
    for (const [cls, [plant, weather]] of Object.entries(words))
      for (const m of html.matchAll(
        new RegExp(`<span class="chip verdict-${cls}" data-figure="([a-z]+)"[^>]*>([^<]*)<`, "g"),
      ))
        expect(m[2]).toBe(m[1] === "irradiation" ? weather : plant);
  });

  it("never turns an unknown verdict into a class or markup, and keeps fetch status apart", () => {
    const html = indexHtml(hostileManifest());
    const read = indexVerdicts(html);
    expect(read.plants.get("p-1")).toEqual({
      energy: "watch",
      pr: "below",
      availability: "target",
      irradiation: null,
    });
    expect(read.plants.get('p-2"><b>id</b>')).toEqual({
      energy: null,
      pr: "target",
      availability: null,
      irradiation: "below",
    });
    expect(html).not.toContain("verdict-green");
    expect(html).not.toContain("<script>alert(1)");
    expect(read.plants.get("p-3")).toEqual({});
    expect(textOf(cellsOf(html, "p-3").Data!)).toBe(
      'failed: HTTP 500 <b>An error occurred</b> & "retry" exhausted',
    );
    expect(textOf(cellsOf(html, "p-1").Data!)).toBe("ok");
  });

  it("shows total yield with its estimated share, both variances labelled, revenue and year to date", () => {
    const html = indexHtml({ ...hostileManifest(), currency: "EUR" });
    const p1 = cellsOf(html, "p-1");
    expect(textOf(p1.Yield!)).toBe("127,000\u00a0kWhincl. 3,543\u00a0kWh estimated");
    // Like for like (the verdict's) first, the full budget under it, each named.
    expect(textOf(p1["vs budget (days covered)"]!)).toBe("-5.0%full budget -2.3%Watch");
    expect(textOf(p1["YTD vs budget (days covered)"]!)).toBe("-2.0%full budget -2.9%");
    expect(textOf(p1["Days with data"]!)).toBe("30 / 311 day estimated2 days late");
    expect(textOf(p1.Revenue!)).toBe("–");
    expect(textOf(cellsOf(html, "p-2&quot;&gt;&lt;b&gt;id&lt;/b&gt;").Yield!)).toBe("127,000\u00a0kWh");
    expect(textOf(cellsOf(html, "p-4")["YTD vs budget (days covered)"]!)).toBe("–");
  });

  it("shows the portfolio's bridge, year to date and last year, and the bands of the run", () => {
    const m = hostileManifest();
    const html = indexHtml(m);
    const steps = [
      ...html.matchAll(
        /<tr(?: class="total")? data-step="([a-zA-Z]+)"><th scope="row">[^<]*<\/th><td class="num">([^<]*)<\/td>/g,
      ),
    ];
    expect(steps.map((x) => [x[1], x[2]])).toEqual([
      ["budget", "1,288,700\u00a0kWh"],
      ["weather", "-83,766\u00a0kWh"],
      ["availability", "-9,000\u00a0kWh"],
      ["curtailment", "0\u00a0kWh"],
      ["performance", "+44,066\u00a0kWh"],
      ["actual", "1,240,000\u00a0kWh"],
      ["exportLoss", "-35,000\u00a0kWh"],
      ["metered", "1,205,000\u00a0kWh"],
    ]);
    expect(html).toContain('<dd data-figure="ytd.budgetVariance">-4.4%</dd>');
    expect(html).toContain('<dd data-figure="ytd.budgetVarianceFull">-5.2%</dd>');
    expect(html).toContain('<dd data-figure="lastYear.change">-4.6%</dd>');
    expect(html).toContain("“Watch” down to -5.0%");
    expect(html).toContain("“Watch” up to 2.0 percentage points below it");
    expect(html).toContain("Irradiation: “At or above normal” at or above the long-term normal");
    const stricter = indexHtml({
      ...m,
      verdictRules: {
        ...m.verdictRules,
        energy: { watch: 0.1 },
        pr: { watch: 0.05, metric: "prTemperatureCorrected" },
      },
    });
    expect(stricter).toContain("“Watch” down to -10.0%");
    expect(stricter).toContain(
      "PR at 25 °C: “On target” at or above the plant&#39;s target, “Watch” up to 5.0 percentage points",
    );
    expect(stricter).toContain('<th scope="col">PR at 25 °C</th>');
  });
});
