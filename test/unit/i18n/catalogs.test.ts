import { fileURLToPath } from "node:url";
import IntlMessageFormat from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { CATALOGS, SOURCE_LANGUAGE } from "../../../src/i18n/index.js";
import type { MessageFormatElement } from "../../../src/i18n/pseudo.js";
import { usedMessageKeys } from "../../helpers/message-keys.js";
import { NOT_YET_USED } from "./not-yet-used.js";

const en = CATALOGS[SOURCE_LANGUAGE]!;
const KEYS = Object.keys(en).sort();
const TRANSLATIONS = Object.entries(CATALOGS).filter(([lang]) => lang !== SOURCE_LANGUAGE);

// @formatjs/icu-messageformat-parser TYPE: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag.
const NAMED = new Set([1, 2, 3, 4, 5, 6, 8]);
const PLURAL = 6;

function walk(els: MessageFormatElement[], visit: (el: MessageFormatElement) => void): void {
  for (const el of els) {
    visit(el);
    if ("options" in el) for (const o of Object.values(el.options)) walk(o.value, visit);
    if ("children" in el) walk(el.children, visit);
  }
}

function parse(message: string, lang: string): MessageFormatElement[] {
  return new IntlMessageFormat(message, lang).getAst();
}

function placeholders(message: string, lang: string): string[] {
  const names = new Set<string>();
  walk(parse(message, lang), (el) => {
    if (NAMED.has(el.type) && "value" in el) names.add(String(el.value));
  });
  return [...names].sort();
}

/** The plural categories whole numbers reach in `lang` (fractions are never counted here). */
function integerCategories(lang: string): Set<string> {
  const rules = new Intl.PluralRules(lang);
  return new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
}

describe("message catalogs", () => {
  it("cover the eight languages", () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(["de", "en", "es", "fr", "it", "nl", "pl", "pt"]);
  });

  it.each(TRANSLATIONS)("%s has exactly the English keys, none empty", (_lang, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(KEYS);
    for (const key of KEYS) expect(catalog[key as keyof typeof catalog].trim(), key).not.toBe("");
  });

  it.each(Object.entries(CATALOGS))(
    "%s names the PR's standard one way, as the tiles do",
    (lang, catalog) => {
      // A French chart legend read "PR (CEI 61724-1)" beside tiles and tables reading "PR (IEC 61724-1)".
      const names = new Set(Object.values(catalog).flatMap((m) => m.match(/\b[A-Z]{3}(?= 61724)/g) ?? []));
      expect([...names], lang).toEqual(["IEC"]);
    },
  );

  it.each(TRANSLATIONS)("%s keeps every placeholder of the English message", (lang, catalog) => {
    for (const key of KEYS) {
      const k = key as keyof typeof en;
      expect(placeholders(catalog[k], lang), `${lang} ${key}`).toEqual(placeholders(en[k], "en"));
    }
  });

  it.each(Object.entries(CATALOGS))(
    "%s plurals name valid categories and cover whole numbers",
    (lang, catalog) => {
      const valid = new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
      const needed = integerCategories(lang);
      let plurals = 0;
      for (const [key, message] of Object.entries(catalog)) {
        walk(parse(message, lang), (el) => {
          if (el.type !== PLURAL || !("options" in el)) return;
          plurals += 1;
          const options = Object.keys(el.options);
          expect(options, `${lang} ${key}`).toContain("other");
          for (const o of options)
            expect(o.startsWith("=") || valid.has(o as Intl.LDMLPluralRule), `${lang} ${key}: ${o}`).toBe(
              true,
            );
          for (const c of needed) expect(options, `${lang} ${key} lacks "${c}"`).toContain(c);
        });
      }
      expect(plurals).toBeGreaterThan(0);
    },
  );

  it("every key is used in src/ or listed as not yet used, and the list holds no used key", () => {
    const src = fileURLToPath(new URL("../../../src", import.meta.url));
    const catalogs = fileURLToPath(new URL("../../../src/i18n/catalogs", import.meta.url));
    const params = fileURLToPath(new URL("../../../src/i18n/message-params.ts", import.meta.url));
    const used = usedMessageKeys(src, [catalogs, params], KEYS);
    const pending = new Set<string>(NOT_YET_USED);
    expect(
      KEYS.filter((k) => !used.has(k) && !pending.has(k)),
      "unused keys",
    ).toEqual([]);
    expect(
      [...pending].filter((k) => used.has(k)),
      "used keys still listed as not yet used",
    ).toEqual([]);
    expect(
      [...pending].filter((k) => !KEYS.includes(k)),
      "listed keys that do not exist",
    ).toEqual([]);
  });
});
