/**
 * One verdict per figure everywhere (DESIGN.md "Verdicts"): for every plant and figure of a real
 * run against the sandbox, the word the PDF tile prints (read back with pdftotext, in the
 * plant's own language), the chip class in index.html, the colour each workbook's conditional
 * format gives the cell (evaluated from the written rule and target cells) and the manifest's
 * verdict are the same. One plant's owner reads German, so a PDF in another language than the
 * run's is checked too.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDefinition } from "../../src/definition/index.js";
import { messagesFor } from "../../src/i18n/index.js";
import type { Verdict, VerdictFigure } from "../../src/metrics/model.js";
import type { Manifest } from "../../src/output/manifest.js";
import { runReport } from "../../src/pipeline/run/run.js";
import { IRRADIATION_VERDICT_KEY, VERDICT_KEY } from "../../src/render/pdf/pages/labels.js";
import { type Sandbox, sandboxDefinitionDetails, startSandbox } from "../../src/sandbox/index.js";
import { indexVerdicts } from "../helpers/index-verdicts.js";
import { toolsAvailable } from "../helpers/tools.js";
import { workbookVerdicts } from "../helpers/xlsx-verdicts.js";

const NOW = Date.parse("2026-11-05T06:00:00Z");
const FIGURES: VerdictFigure[] = ["energy", "pr", "availability", "irradiation"];
type Verdicts = Partial<Record<VerdictFigure, Verdict | null>>;

let sandbox: Sandbox;
let dir: string;
let manifest: Manifest;
let germanId: string;

/** The verdict a PDF tile's word stands for, in the catalog of the PDF's language. */
function pdfVerdicts(file: string, locale: string): Verdicts {
  const text = execFileSync("pdftotext", ["-layout", "-f", "1", "-l", "1", "-enc", "UTF-8", file, "-"], {
    encoding: "utf8",
  });
  const t = messagesFor(locale).t;
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const cap = (k: Parameters<typeof t>[0]) => esc(t(k).toLocaleUpperCase(locale));
  const words = (weather: boolean) =>
    new Map<string, Verdict | null>([
      [t("pdf.na"), null],
      ...(
        Object.entries(weather ? IRRADIATION_VERDICT_KEY : VERDICT_KEY) as [
          Verdict,
          Parameters<typeof t>[0],
        ][]
      ).map(([v, key]) => [t(key), v] as [string, Verdict]),
    ]);
  const read = (word: string | undefined, weather = false) => {
    const found = words(weather).get((word ?? "").trim());
    if (found === undefined) throw new Error(`${file}: "${word}" is no verdict word of ${locale}`);
    return found;
  };
  const row1 = new RegExp(`${cap("figure.energyYield")}\\s+(.+?)\\s{2,}${cap("figure.meterYield")}`).exec(
    text,
  );
  const row2 = new RegExp(
    `${cap("pdf.pr.iec")}\\s+(.+?)\\s{2,}${cap("figure.availability")}\\s+(.+?)\\s{2,}${cap("figure.irradiation")}\\s+(.+?)\\n`,
  ).exec(text);
  if (!row1 || !row2) throw new Error(`${file}: the tile rows were not found on page 1`);
  return {
    energy: read(row1[1]),
    pr: read(row2[1]),
    availability: read(row2[2]),
    irradiation: read(row2[3], true),
  };
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, plants: 12, seed: 5, now: () => NOW });
  const def = parseDefinition(
    `title: Verdicts\nperiod: "2026-10"\nplants: all\n`,
    "inline.yaml",
    process.cwd(),
  );
  const details = sandboxDefinitionDetails(sandbox);
  germanId = Object.keys(details).sort()[0]!;
  details[germanId] = { ...details[germanId]!, locale: "de-DE" } as (typeof details)[string];
  dir = await mkdtemp(join(tmpdir(), "solar-verdicts-"));
  const result = await runReport({
    definition: { ...def, plantDetails: details },
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    outDir: dir,
    now: new Date(NOW),
  });
  expect(result.exitCode).toBe(0);
  manifest = result.manifest;
}, 600_000);

afterAll(async () => {
  await sandbox?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!toolsAvailable(["pdftotext"], "verdict consistency"))(
  "the same verdict in every output",
  () => {
    it("the run has a mix of verdicts to compare", () => {
      const all = manifest.plants.flatMap((p) => FIGURES.map((f) => p.verdicts[f]));
      for (const v of ["target", "watch", "below"] as const) expect(all, v).toContain(v);
    });

    it("PDF tile, index.html chip, workbook colour and manifest agree for every plant and figure", async () => {
      const index = indexVerdicts(await readFile(join(dir, manifest.index!), "utf8"));
      const byWorkbook = new Map<string, Verdicts>();
      for (const kind of ["yield", "pr", "availability"] as const) {
        for (const w of await workbookVerdicts(join(dir, manifest.workbooks[kind]!))) {
          const seen = byWorkbook.get(w.plantId) ?? {};
          // Two workbooks colouring the same figure must agree with each other too.
          if (w.figure in seen)
            expect(w.verdictFromWorkbook, `${kind} ${w.plantId} ${w.figure}`).toBe(seen[w.figure]);
          seen[w.figure] = w.verdictFromWorkbook;
          byWorkbook.set(w.plantId, seen);
        }
      }
      let compared = 0;
      for (const p of manifest.plants) {
        const locale = p.id === germanId ? "de-DE" : "en-GB";
        const pdf = pdfVerdicts(join(dir, p.pdf!), locale);
        for (const f of FIGURES) {
          const what = `${p.name} ${f}`;
          expect(pdf[f], `${what}: PDF`).toBe(p.verdicts[f]);
          expect(index.plants.get(p.id)?.[f], `${what}: index.html`).toBe(p.verdicts[f]);
          expect(byWorkbook.get(p.id)?.[f], `${what}: workbook`).toBe(p.verdicts[f]);
          compared++;
        }
      }
      expect(compared).toBe(manifest.plants.length * FIGURES.length);
      for (const f of FIGURES) {
        expect(index.portfolio[f], `portfolio ${f}: index.html`).toBe(manifest.portfolio.verdicts[f]);
        expect(byWorkbook.get("portfolio")?.[f], `portfolio ${f}: workbook`).toBe(
          manifest.portfolio.verdicts[f],
        );
      }
    });
  },
);
