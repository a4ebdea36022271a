import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { escapeHtml, relativeHref } from "../../../src/output/html.js";
import { INDEX_NAME, indexHtml, writeIndexHtml } from "../../../src/output/index-html.js";
import { buildManifest } from "../../../src/output/manifest.js";
import { OutputFolder } from "../../../src/output/output-folder.js";
import { hostileManifest } from "../../fixtures/hostile-manifest.js";
import { sampleModel } from "../../fixtures/model.js";

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
    expect(de).toContain('<dd data-figure="yieldKwh">1.234.568 kWh</dd>');
    expect(de).toContain("Oktober 2026");
    // no data → an en dash, never 0
    expect(de).toMatch(/data-id="p-8">.*<td class="num" data-label="Yield">–<\/td>/);
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
    const folder = await OutputFolder.claim(dir, "run");
    await folder.prepare();
    await folder.release();
    // A run that stops after this point leaves its lock, without a holder, listing the files it owns.
    expect((await readdir(dir)).sort()).toEqual([".solar-report.lock", "plants", "workbooks"]);
  });
});
