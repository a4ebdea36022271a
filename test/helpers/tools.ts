/**
 * External readers (LibreOffice, poppler, openpyxl, Chromium) for real-reader tests, and
 * openssl for the certificates of the TLS tests.
 * Locally a missing tool skips its tests with a printed reason; with
 * SOLAR_REPORT_REQUIRE_TOOLS=1 (set by .ci/run) a missing tool fails the run instead,
 * so CI can never pass by silently skipping them.
 */
import { execFileSync } from "node:child_process";

export type Tool = "soffice" | "pdftotext" | "pdffonts" | "pdftoppm" | "openpyxl" | "chromium" | "openssl";

const probes: Record<Tool, [string, string[]]> = {
  soffice: ["soffice", ["--version"]],
  pdftotext: ["pdftotext", ["-v"]],
  pdffonts: ["pdffonts", ["-v"]],
  pdftoppm: ["pdftoppm", ["-v"]],
  // Debian's python3-openpyxl is importable by /usr/bin/python3, not necessarily by `python3` on PATH.
  openpyxl: ["/usr/bin/python3", ["-c", "import openpyxl"]],
  chromium: ["chromium", ["--version"]],
  // Makes the private CA and the certificates of the TLS tests (test/helpers/private-ca.ts).
  openssl: ["openssl", ["version"]],
};

const cache = new Map<Tool, boolean>();

export function hasTool(tool: Tool): boolean {
  const known = cache.get(tool);
  if (known !== undefined) return known;
  const [cmd, args] = probes[tool];
  let ok = true;
  try {
    execFileSync(cmd, args, { stdio: "ignore", timeout: 60_000 });
  } catch {
    ok = false;
  }
  cache.set(tool, ok);
  return ok;
}

export const toolsRequired = process.env.SOLAR_REPORT_REQUIRE_TOOLS === "1";

/**
 * Returns true when the tests may run. When a tool is missing: throws if tools are
 * required (CI), else prints why the tests are skipped and returns false.
 * Use as `describe.skipIf(!toolsAvailable(["soffice"], "workbook rendering"))(...)`.
 */
export function toolsAvailable(tools: Tool[], what: string): boolean {
  const missing = tools.filter((t) => !hasTool(t));
  if (missing.length === 0) return true;
  const msg = `${what}: missing ${missing.join(", ")} (Debian: libreoffice-calc-nogui, poppler-utils, python3-openpyxl, chromium, openssl)`;
  if (toolsRequired) throw new Error(`SOLAR_REPORT_REQUIRE_TOOLS=1 but ${msg}`);
  console.warn(`skipping ${msg}`);
  return false;
}
