/**
 * `npm run catalogs` (scripts/check-catalogs.mjs, FormatJS's compile and verify) run on copies of
 * the catalogs with one fault each: a key missing from a translation, a placeholder renamed in
 * one, a key English does not have, an English message without a description. It passes on the
 * real catalogs. The generated parameter types are checked against their generator the same way.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const CATALOGS = join(ROOT, "src/i18n/catalogs");
const TRANSLATIONS = ["de", "es", "fr", "it", "nl", "pl", "pt"];
/** The key each translation loses: messages of every area, with and without placeholders. */
const MISSING: Record<string, string> = {
  de: "verdict.watch",
  es: "pdf.brief.energy",
  fr: "pack.cover.plants",
  it: "html.footer",
  nl: "xlsx.col.tariff",
  pl: "warning.secondPass",
  pt: "mail.subject.client",
};
const dirs: string[] = [];

function run(script: string, ...args: string[]): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [join(ROOT, "scripts", script), ...args], { encoding: "utf8" });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** A copy of the catalogs, `edit` applied to the parsed `<lang>.json` of each of `langs`. */
function copyWith(langs: string[], edit: (catalog: Record<string, unknown>, lang: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), "catalogs-check-"));
  dirs.push(dir);
  cpSync(CATALOGS, dir, { recursive: true, filter: (src) => !src.endsWith(".ts") });
  for (const lang of langs) {
    const file = join(dir, `${lang}.json`);
    const catalog = JSON.parse(readFileSync(file, "utf8"));
    edit(catalog, lang);
    writeFileSync(file, JSON.stringify(catalog, null, 2));
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("npm run catalogs", { timeout: 60_000 }, () => {
  it("passes on the catalogs as committed, generated types included", () => {
    const r = run("check-catalogs.mjs");
    expect(r.output).toMatch(/catalogs check passed: \d+ messages, 7 translations/);
    expect(r.status).toBe(0);
  });

  it("fails on a key missing from any language and on a placeholder renamed in any, naming each", () => {
    // One copy, one fault of each kind in every translation (one run of FormatJS, not seven).
    const dir = copyWith(TRANSLATIONS, (c, lang) => {
      delete c[MISSING[lang]!];
      // "Target {value}" in every language: the translator renamed the placeholder.
      c["pdf.target"] = String(c["pdf.target"]).replace("{value}", `{value_${lang}}`);
    });
    const r = run("check-catalogs.mjs", "--dir", dir);
    expect(r.status).toBe(1);
    for (const lang of TRANSLATIONS) {
      expect(r.output).toMatch(
        new RegExp(`Missing translation keys for locale ${lang}:\\s+${MISSING[lang]}\\n`),
      );
      expect(r.output).toMatch(
        new RegExp(
          `locale ${lang} are structurally different from en:\\s+pdf\\.target: Missing variable value in message`,
        ),
      );
    }
  });

  it("fails on a plural turned into a plain placeholder (same name, another type)", () => {
    const dir = copyWith(["pl"], (c) => {
      c["pdf.footer.page"] = "Strona {page} z {count}";
      c["estimate.daysEstimated"] = "szacowane dni: {count}";
    });
    const r = run("check-catalogs.mjs", "--dir", dir);
    expect(r.status).toBe(1);
    expect(r.output).toMatch(
      /estimate\.daysEstimated: Variable count has conflicting types: plural vs argument/,
    );
    expect(r.output).not.toMatch(/pdf\.footer\.page/);
  });

  it("fails on a key English does not have, and on an empty translation", () => {
    const dir = copyWith(["fr"], (c) => {
      c["pdf.tile.retired"] = "Ancien libellé";
      c["pdf.na"] = " ";
    });
    const r = run("check-catalogs.mjs", "--dir", dir);
    expect(r.status).toBe(1);
    expect(r.output).toMatch(/Extra translation keys for locale fr:\s+pdf\.tile\.retired/);
    expect(r.output).toMatch(/fr: empty messages: pdf\.na/);
  });

  it("fails on an English message without a description, naming it", () => {
    const dir = copyWith(["en"], (c) => {
      c["pdf.footer.page"] = { defaultMessage: "Page {page} of {count}" };
    });
    const r = run("check-catalogs.mjs", "--dir", dir);
    expect(r.status).toBe(1);
    expect(r.output).toMatch(/English messages without a description:\s+pdf\.footer\.page\n/);
  });
});

describe("the generated parameter types", { timeout: 60_000 }, () => {
  it("are what en.json generates, and a stale copy is told apart", () => {
    expect(run("catalog-params.mjs", "--check").status).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), "catalog-params-"));
    dirs.push(dir);
    const stale = join(dir, "message-params.ts");
    const current = readFileSync(join(ROOT, "src/i18n/message-params.ts"), "utf8");
    writeFileSync(
      stale,
      current.replace('"pdf.footer.page": { count: string | number; page: string | number };', ""),
    );
    expect(current).toContain('"pdf.footer.page": { count: string | number; page: string | number };');
    const r = run("catalog-params.mjs", "--check", "--out", stale);
    expect(r.status).toBe(1);
    expect(r.output).toContain("is not what en.json generates");
  });
});
