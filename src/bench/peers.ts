/**
 * The peers `npm run bench` measures against, in the same invocation: XlsxWriter for the
 * workbooks (peers/xlsx-peer.py, on the content dump of workbook-dump.ts) and ReportLab for
 * comparable plant PDFs (peers/pdf-peer.py, on the saved model). Both run on the system's
 * Python (/usr/bin/python3, Debian's python3-xlsxwriter and python3-reportlab) and report their
 * own CPU time; without Python or the package, the figure is skipped with the reason printed.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { packageDir } from "../render/pdf/engine/fonts.js";

const PYTHON = "/usr/bin/python3";

/** The peer scripts stay in the source tree (tsc does not copy them to dist/). */
function script(name: string): string {
  return fileURLToPath(new URL(`../../src/bench/peers/${name}`, import.meta.url));
}

/** Why `module` cannot be used, or null when it can. */
function missing(module: string): string | null {
  if (!existsSync(PYTHON)) return `${PYTHON} not found`;
  try {
    execFileSync(PYTHON, ["-c", `import ${module}`], { stdio: "ignore" });
    return null;
  } catch {
    return `${PYTHON} has no ${module} (apt-get install python3-${module})`;
  }
}

function lastJson(out: string): Record<string, number> {
  return JSON.parse(out.trim().split("\n").at(-1)!) as Record<string, number>;
}

function run(module: string, name: string, args: string[]): Record<string, number> | null {
  const why = missing(module);
  if (why) {
    process.stderr.write(`skipped: the ${module} peer (${why})\n`);
    return null;
  }
  return lastJson(execFileSync(PYTHON, [script(name), ...args], { encoding: "utf8", maxBuffer: 1 << 26 }));
}

/** XlsxWriter writing the three workbooks' content: {xlsxPeerCpuMs, xlsxPeerPeakRssMb, xlsxPeerBytes}. */
export function xlsxPeer(dumpFile: string, outDir: string): Record<string, number> | null {
  return run("xlsxwriter", "xlsx-peer.py", [dumpFile, outDir]);
}

/** ReportLab drawing comparable pages for up to `plants` plants: {pdfPeerCpuMsPerPlant, …}. */
export function pdfPeer(modelFile: string, outDir: string, plants: number): Record<string, number> | null {
  return run("reportlab", "pdf-peer.py", [
    modelFile,
    packageDir("@expo-google-fonts/noto-sans"),
    outDir,
    `${plants}`,
  ]);
}
