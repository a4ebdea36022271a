/**
 * `npm run readme-images`: the pictures of the README and docs/outputs.md, made from a demo run as a reader
 * sees them — page 1 of a plant's PDF, the summary pages of the portfolio PDF and of a German
 * client's pack (pdftoppm), and each workbook's Charts sheet drawn by LibreOffice (soffice →
 * PDF → pdftoppm). Needs poppler-utils and libreoffice-calc-nogui.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { unzipSync, zipSync } from "fflate";
import { loadDefinition } from "../definition/index.js";
import { templatePath } from "../paths.js";
import { runReport } from "../pipeline/run/run.js";
import { sandboxDefinitionDetails, startSandbox } from "../sandbox/index.js";

const OUT = resolve("docs/images");
const WIDTH = "1100";

/** The workbook with every sheet but Charts hidden, so LibreOffice prints the charts alone. */
function chartsOnly(xlsx: Uint8Array): Uint8Array {
  const files = unzipSync(xlsx);
  const wb = Buffer.from(files["xl/workbook.xml"]!).toString("utf8");
  const hidden = wb.replace(/<sheet ([^>]*?)state="visible"([^>]*?)\/>/g, (m, a, b) =>
    m.includes('name="Charts"') ? m : `<sheet ${a}state="hidden"${b}/>`,
  );
  // The active sheet is always shown: make it Charts (the second sheet).
  files["xl/workbook.xml"] = Buffer.from(
    hidden.replace(/ activeTab="\d+"/, "").replace("<workbookView ", '<workbookView activeTab="1" '),
  );
  return zipSync(files);
}

function pageWith(pdf: string, text: string): number {
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdf], { encoding: "utf8" }))![1]);
  for (let p = 1; p <= pages; p++) {
    const t = execFileSync("pdftotext", ["-f", `${p}`, "-l", `${p}`, pdf, "-"], { encoding: "utf8" });
    if (t.includes(text)) return p;
  }
  throw new Error(`no page of ${pdf} shows ${JSON.stringify(text)}`);
}

function toPng(pdf: string, page: number, name: string): void {
  const prefix = join(OUT, name);
  execFileSync("pdftoppm", [
    "-png",
    "-singlefile",
    "-f",
    `${page}`,
    "-l",
    `${page}`,
    "-scale-to",
    WIDTH,
    pdf,
    prefix,
  ]);
  process.stderr.write(`wrote ${prefix}.png\n`);
}

/** The first chart title of each workbook's Charts sheet: finds its page in the PDF. */
const FIRST_CHART = {
  yield: "Portfolio daily yield",
  pr: "Daily effective PR",
  availability: "Availability per plant",
};

async function workbookImage(dir: string, file: string, kind: keyof typeof FIRST_CHART): Promise<void> {
  const path = join(dir, `${kind}-charts.xlsx`);
  await writeFile(path, chartsOnly(await readFile(file)));
  const profile = await mkdtemp(join(tmpdir(), "lo-profile-"));
  execFileSync(
    "soffice",
    [`-env:UserInstallation=file://${profile}`, "--headless", "--convert-to", "pdf", "--outdir", dir, path],
    {
      stdio: "ignore",
    },
  );
  await rm(profile, { recursive: true, force: true });
  const pdf = path.replace(/\.xlsx$/, ".pdf");
  toPng(pdf, pageWith(pdf, FIRST_CHART[kind]), `${kind}-charts`);
}

const sandbox = await startSandbox({
  port: 0,
  plants: 24,
  seed: 1,
  now: () => Date.parse("2026-11-02T06:00:00Z"),
});
const dir = await mkdtemp(join(tmpdir(), "solar-readme-"));
try {
  const base = await loadDefinition(templatePath("demo.yaml"));
  const details = { ...sandboxDefinitionDetails(sandbox), ...base.plantDetails };
  // One owner reads German: their plant's PDF is in German in the same run.
  const german = Object.keys(details).sort()[0]!;
  details[german] = { ...details[german]!, locale: "de-DE" };
  // Two clients by country, one reading German: the pictures show its pack's summary.
  const clients = [
    {
      name: "Stadtwerke Nordhafen",
      plants: { include: { countries: ["DE", "DK", "PL", "SE", "GB"] } },
      locale: "de-DE",
    },
    { name: "Iberia Solar Partners", plants: { include: { countries: ["ES", "PT", "FR", "BR"] } } },
  ];
  const result = await runReport({
    definition: { ...base, plantDetails: details, clients },
    client: { baseUrl: sandbox.baseUrl, auth: { kind: "password", ...sandbox.credentials } },
    month: "2026-10",
    outDir: dir,
    now: new Date("2026-11-02T06:00:00Z"),
    generatedAt: new Date("2026-11-02T06:00:00Z"),
  });
  const m = result.manifest;
  // A plant whose name shows the fonts' reach and whose month has estimated days.
  const english = m.plants.filter((p) => p.pdf && p.id !== german);
  const plant =
    english.find((p) => /[^\x00-\x7F]/.test(p.name) && p.metrics.daysEstimated > 0) ??
    english.find((p) => /[^\x00-\x7F]/.test(p.name)) ??
    english[0]!;
  toPng(join(dir, plant.pdf!), 1, "plant-summary-page1");
  const de = m.plants.find((p) => p.id === german && p.pdf);
  if (de) toPng(join(dir, de.pdf!), 1, "plant-summary-page1-de");
  toPng(join(dir, m.portfolioPdf!), 1, "portfolio-summary");
  toPng(join(dir, m.clients[0]!.pdf!), 2, "client-pack-summary-de");
  for (const kind of ["yield", "pr", "availability"] as const)
    await workbookImage(dir, join(dir, m.workbooks[kind]!), kind);
} finally {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
}
