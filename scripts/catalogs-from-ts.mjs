#!/usr/bin/env node
/**
 * Converts the TypeScript message catalogs (src/i18n/catalogs/<area>/<lang>.ts, as they stood at
 * a git revision) into the JSON catalogs translation tools read: `en.json` in FormatJS's extracted
 * format (`{ id: { defaultMessage, description } }`) and `<lang>.json` flat (`{ id: message }`),
 * what `formatjs compile` emits and translation services return.
 *
 *   node scripts/catalogs-from-ts.mjs <git-revision>     e.g. `main` after `git merge main`
 *
 * Re-runnable: descriptions already in en.json are kept by key; a key without one is listed (write
 * it, then `npm run catalogs`). Each language keeps its own key order (the TS spread order), and
 * the JSON is read back and compared with the TS values, entry by entry, before the script exits 0.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIR = "src/i18n/catalogs";
const OUT = new URL(`../${DIR}/`, import.meta.url);

function git(...args) {
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 << 20 });
}

/** Evaluates one catalog module's source (its only import is a type, erased here). */
async function load(rev, path) {
  const js = ts.transpileModule(git("show", `${rev}:${path}`), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const mod = await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`);
  const values = Object.values(mod);
  if (values.length !== 1) throw new Error(`${path}: expected one exported catalog, found ${values.length}`);
  return values[0];
}

/** Areas in the order `catalogs/index.ts` spreads them (a later area would win a shared key). */
function areaOrder(rev) {
  const index = git("show", `${rev}:${DIR}/index.ts`);
  const spread = /export const en = \{([^}]*)\}/.exec(index);
  if (!spread) throw new Error(`${DIR}/index.ts at ${rev}: no "export const en = { ...areaEn, … }"`);
  return [...spread[1].matchAll(/\.\.\.(\w+)En\b/g)].map((m) => m[1]);
}

async function catalogsAt(rev) {
  const files = git("ls-tree", "-r", "--name-only", rev, `${DIR}/`).split("\n");
  const langs = [
    ...new Set(files.map((f) => /^src\/i18n\/catalogs\/[^/]+\/(\w+)\.ts$/.exec(f)?.[1]).filter(Boolean)),
  ].sort();
  const out = {};
  for (const lang of ["en", ...langs.filter((l) => l !== "en")]) {
    const merged = {};
    for (const area of areaOrder(rev)) {
      const path = `${DIR}/${area}/${lang}.ts`;
      if (!files.includes(path)) throw new Error(`${path} missing at ${rev}`);
      for (const [key, message] of Object.entries(await load(rev, path))) {
        if (key in merged) throw new Error(`${lang}: key "${key}" in two areas`);
        merged[key] = message;
      }
    }
    out[lang] = merged;
  }
  return out;
}

/**
 * Changes made with the move, applied to the TS text (`[from, to]`, `from` must occur exactly once).
 * French inflects "estimated" and "recovered" with the count, so these two counts became plural
 * arguments in every language: FormatJS's structural check wants the same argument types in
 * all. English and the other languages read as before below 1,000 (and now group digits above).
 */
const AMENDMENTS = {
  "pdf.brief.gapsEstimated": {
    en: [
      "{estimated} of them estimated",
      "{estimated, plural, one {# of them estimated} other {# of them estimated}}",
    ],
    de: ["{estimated} geschätzt", "{estimated, plural, one {# geschätzt} other {# geschätzt}}"],
    es: [
      "{estimated} de ellos estimados",
      "{estimated, plural, one {# de ellos estimado} other {# de ellos estimados}}",
    ],
    it: ["{estimated} stimati", "{estimated, plural, one {# stimato} other {# stimati}}"],
    nl: ["{estimated} geschat", "{estimated, plural, one {# geschat} other {# geschat}}"],
    pl: [
      "{estimated} szacowane",
      "{estimated, plural, one {# szacowany} few {# szacowane} many {# szacowanych} other {# szacowanego}}",
    ],
    pt: [
      "{estimated} dos quais estimados",
      "{estimated, plural, one {# dos quais estimado} other {# dos quais estimados}}",
    ],
  },
  "warning.secondPass": {
    en: ["{recovered} recovered", "{recovered, plural, one {# recovered} other {# recovered}}"],
    de: [
      "{recovered} davon erfolgreich",
      "{recovered, plural, one {# davon erfolgreich} other {# davon erfolgreich}}",
    ],
    es: ["{recovered} recuperadas", "{recovered, plural, one {# recuperada} other {# recuperadas}}"],
    it: ["{recovered} recuperati", "{recovered, plural, one {# recuperato} other {# recuperati}}"],
    nl: ["{recovered} hersteld", "{recovered, plural, one {# hersteld} other {# hersteld}}"],
    pl: ["{recovered}", "{recovered, plural, one {#} few {#} many {#} other {#}}"],
    pt: ["{recovered} recuperadas", "{recovered, plural, one {# recuperada} other {# recuperadas}}"],
  },
};

function amend(catalogs) {
  for (const [key, byLang] of Object.entries(AMENDMENTS))
    for (const [lang, [from, to]] of Object.entries(byLang)) {
      const text = catalogs[lang]?.[key];
      if (text === undefined || text.split(from).length !== 2)
        throw new Error(
          `${lang} ${key}: "${from}" not found once in ${JSON.stringify(text)}; update AMENDMENTS`,
        );
      catalogs[lang][key] = text.replace(from, to);
    }
}

function readJson(name) {
  try {
    return JSON.parse(readFileSync(new URL(name, OUT), "utf8"));
  } catch (e) {
    if (e.code === "ENOENT") return {};
    throw e;
  }
}

function sameEntries(a, b) {
  return JSON.stringify(Object.entries(a)) === JSON.stringify(Object.entries(b));
}

const rev = process.argv[2];
if (!rev) {
  console.error("usage: node scripts/catalogs-from-ts.mjs <git-revision holding src/i18n/catalogs/*/*.ts>");
  process.exit(2);
}
const catalogs = await catalogsAt(rev);
amend(catalogs);
const previous = readJson("en.json");
const source = {};
const undescribed = [];
for (const [key, defaultMessage] of Object.entries(catalogs.en)) {
  const description = previous[key]?.description;
  source[key] = description ? { defaultMessage, description } : { defaultMessage };
  if (!description) undescribed.push(key);
}
const write = (name, data) => writeFileSync(new URL(name, OUT), `${JSON.stringify(data, null, 2)}\n`);
write("en.json", source);
for (const [lang, messages] of Object.entries(catalogs)) if (lang !== "en") write(`${lang}.json`, messages);

// Read back: every language's entries, order included, equal to the TS catalog's.
const back = Object.fromEntries(Object.entries(readJson("en.json")).map(([k, v]) => [k, v.defaultMessage]));
const differ = Object.keys(catalogs).filter(
  (lang) => !sameEntries(catalogs[lang], lang === "en" ? back : readJson(`${lang}.json`)),
);
if (differ.length > 0) throw new Error(`JSON differs from the TS catalogs in: ${differ.join(", ")}`);
const dropped = Object.keys(previous).filter((k) => !(k in source));
console.log(
  `${Object.keys(source).length} keys in ${Object.keys(catalogs).length} languages written to ${DIR}/*.json, ` +
    "each equal to its TS catalog in value and order (but for AMENDMENTS)",
);
if (dropped.length > 0)
  console.log(`keys no longer in the TS catalogs (their descriptions dropped): ${dropped.join(", ")}`);
if (undescribed.length > 0) {
  console.log(`${undescribed.length} keys without a description; write one in ${DIR}/en.json for each:`);
  for (const key of undescribed) console.log(`  ${key}: ${JSON.stringify(catalogs.en[key])}`);
}
