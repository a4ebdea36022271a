#!/usr/bin/env node
/**
 * `npm run catalogs`: checks the message catalogs as a translation pipeline would.
 *  1. Every English message has a description for translators (en.json, FormatJS's extracted format).
 *  2. FormatJS compiles en.json (valid ICU) and `formatjs verify` holds every translation against it:
 *     no missing key, no key English lacks, the same arguments of the same types (structural equality).
 *  3. No translation is empty.
 *  4. src/i18n/message-params.ts is what en.json generates (skipped with --dir: a copy's check).
 *
 *   node scripts/check-catalogs.mjs [--dir <folder with en.json and <lang>.json>]
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = "en";
const at = process.argv.indexOf("--dir");
const dir = at > 0 ? process.argv[at + 1] : fileURLToPath(new URL("../src/i18n/catalogs", import.meta.url));
const formatjs = createRequire(import.meta.url).resolve("@formatjs/cli/bin/formatjs");
const problems = [];

const source = JSON.parse(readFileSync(join(dir, `${SOURCE}.json`), "utf8"));
const undescribed = Object.entries(source).filter(([, m]) => !(m.description ?? "").trim());
if (undescribed.length > 0)
  problems.push(`English messages without a description:\n${undescribed.map(([k]) => `  ${k}`).join("\n")}`);

const languages = readdirSync(dir)
  .filter((f) => f.endsWith(".json") && f !== `${SOURCE}.json`)
  .map((f) => f.slice(0, -5));
for (const lang of languages) {
  const catalog = JSON.parse(readFileSync(join(dir, `${lang}.json`), "utf8"));
  const empty = Object.entries(catalog).filter(([, text]) => typeof text !== "string" || !text.trim());
  if (empty.length > 0) problems.push(`${lang}: empty messages: ${empty.map(([k]) => k).join(", ")}`);
}

const work = mkdtempSync(join(tmpdir(), "catalogs-"));
try {
  const run = (args) =>
    execFileSync(process.execPath, [formatjs, ...args], { encoding: "utf8", stdio: "pipe" });
  try {
    run(["compile", join(dir, `${SOURCE}.json`), "--out-file", join(work, `${SOURCE}.json`)]);
    for (const lang of languages) copyFileSync(join(dir, `${lang}.json`), join(work, `${lang}.json`));
    const files = [SOURCE, ...languages].map((l) => join(work, `${l}.json`));
    run([
      "verify",
      "--source-locale",
      SOURCE,
      "--missing-keys",
      "--extra-keys",
      "--structural-equality",
      ...files,
    ]);
  } catch (e) {
    problems.push(`formatjs: ${`${e.stdout ?? ""}${e.stderr ?? ""}`.trim() || e.message}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (at < 0) {
  try {
    execFileSync(
      process.execPath,
      [fileURLToPath(new URL("catalog-params.mjs", import.meta.url)), "--check"],
      {
        encoding: "utf8",
        stdio: "pipe",
      },
    );
  } catch (e) {
    problems.push(`${e.stderr ?? e.message}`.trim());
  }
}

if (problems.length > 0) {
  console.error(`catalogs check failed (${dir}):\n\n${problems.join("\n\n")}`);
  process.exit(1);
}
console.log(
  `catalogs check passed: ${Object.keys(source).length} messages, ${languages.length} translations`,
);
