/**
 * A translated page carries no English of ours: in a German and a French run where one plant
 * is refused (403, no longer in the account) and the service refuses the whole history in one
 * call (422, at most 31 days), index.html, every PDF and every workbook say why in the reader's
 * language. Only the service's own words (its `detail`) stay as it sent them. The English to
 * look for is the run's own: each warning's English message and its English catalog text,
 * cut into phrases of three words or more, the service's words taken out.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messagesFor } from "../../src/i18n/index.js";
import { warningText } from "../../src/i18n/warning-text.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import type { ReportWarning } from "../../src/vocabulary/report-warning.js";
import { textOf } from "../helpers/chromium.js";
import { runSandboxReport } from "../helpers/sandbox-report.js";
import { toolsAvailable } from "../helpers/tools.js";
import { workbookTexts } from "../helpers/xlsx-words.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const FORBIDDEN = "Access to the Plant/Devices is forbidden.";
const fold = (s: string) => s.replace(/[\s\u00A0\u202F]+/gu, " ");

/** Phrases of three words or more of an English text, without the service's words in it. */
function phrases(english: string, serviceWords: string[]): string[] {
  let rest = english.replace(/[A-Z]+ https?:\/\/\S+/g, " ");
  for (const w of serviceWords) rest = rest.split(w).join(" | ");
  return rest
    .split(/[.;:,()“”"|]/)
    .map((p) => fold(p).trim())
    .filter((p) => p.split(" ").length >= 3);
}

async function files(dir: string, ext: string): Promise<string[]> {
  const all = await readdir(dir, { recursive: true });
  return all.filter((f) => f.endsWith(ext)).map((f) => join(dir, f));
}

describe.skipIf(!toolsAvailable(["pdftotext"], "PDF text of a run with failures"))(
  "the product's English inside translated pages",
  () => {
    let sandbox: Sandbox;
    let work: string;

    beforeAll(async () => {
      sandbox = await startSandbox({ port: 0, plants: 3, seed: 3, now: () => NOW, maxDays: 31 });
      sandbox.setPlantFaults({ revoked: [sandbox.plants[1]!.id] });
      work = await mkdtemp(join(tmpdir(), "failure-words-"));
    });

    afterAll(async () => {
      await sandbox?.close();
      if (work) await rm(work, { recursive: true, force: true });
    });

    it.each(["de-DE", "fr-FR"])(
      "%s: index.html, the PDFs and the workbooks word every failure in the reader's language",
      async (locale) => {
        const def = `title: Bericht\nperiod: "2026-10"\nplants: all\nlocale: ${locale}\ncurrency: EUR\nhistory: 13\n`;
        const { manifest, outDir } = await runSandboxReport(sandbox, def, join(work, locale), { now: NOW });
        const warnings: ReportWarning[] = [
          ...(manifest.warningDetails ?? []),
          ...manifest.plants.flatMap((p) => (p.failure ? [p.failure] : [])),
        ];
        const codes = warnings.map((w) => w.code);
        expect(codes).toContain("plantFetchFailed");
        expect(codes).toContain("requestWindowFallback");
        const serviceWords = warnings.flatMap((w) =>
          typeof w.params.detail === "string" ? [w.params.detail] : [],
        );
        const english = messagesFor("en-GB");
        const wanted = warnings.flatMap((w) => [
          ...phrases(w.message, serviceWords),
          ...phrases(warningText(english, w), serviceWords),
        ]);
        // The phrases a reader of the English page would see: the hint, the fallback's account.
        expect(wanted).toContain("The plant is not in this account");
        const texts = [
          textOf(await readFile(join(outDir, "index.html"), "utf8")),
          ...(await files(outDir, ".pdf")).map((f) =>
            execFileSync("pdftotext", ["-enc", "UTF-8", f, "-"], { encoding: "utf8" }),
          ),
          ...(await Promise.all(
            (
              await files(outDir, ".xlsx")
            ).map(async (f) =>
              workbookTexts(new Uint8Array(await readFile(f)))
                .map((t) => t.text)
                .join("\n"),
            ),
          )),
        ].map(fold);
        for (const phrase of wanted)
          for (const text of texts) expect(text.includes(phrase), `"${phrase}" in ${locale}`).toBe(false);
        // The service's own words are there, as it sent them, in every kind of document.
        for (const text of [texts[0]!, texts.at(-1)!]) expect(text).toContain(FORBIDDEN);
      },
    );
  },
);
