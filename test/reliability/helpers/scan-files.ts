/**
 * Readers for what a run left on disk: the integrity of every file under a final name
 * (xlsx = a zip with [Content_Types].xml, pdf = ends with %%EOF, csv = BOM, header and a final
 * CRLF, manifest = complete JSON whose files all exist), and a byte scan of every output for secrets (raw bytes, every
 * unzipped workbook part, every inflated PDF stream and pdftotext's text).
 */
import { execFile } from "node:child_process";
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { unzipSync, unzlibSync } from "fflate";
import { TEMP_MARKER } from "../../../src/output/atomic.js";
import { LOCK_NAME } from "../../../src/output/folder-lock.js";

const run = promisify(execFile);

/** Every file under `dir`, as paths relative to it with "/" separators. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    const entries = await readdir(d, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(relative(dir, p).split("\\").join("/"));
    }
  };
  await walk(dir);
  return out.sort();
}

export const isTemp = (rel: string): boolean => (rel.split("/").pop() ?? "").startsWith(TEMP_MARKER);

export interface Integrity {
  /** Files under final names that were checked. */
  checked: number;
  temps: string[];
  manifest: "absent" | "complete";
  /** The folder's lock: none, one naming a run (pid; a killed run's pid is gone), or one without a holder. */
  lock: "absent" | "pid" | "no holder";
  /** Anything wrong, one line each; empty when the folder is sound. */
  problems: string[];
}

/** Checks every file under a final name; temporaries are listed, not checked. */
export async function checkIntegrity(dir: string): Promise<Integrity> {
  const files = await listFiles(dir);
  const result: Integrity = { checked: 0, temps: [], manifest: "absent", lock: "absent", problems: [] };
  for (const rel of files) {
    if (isTemp(rel)) {
      result.temps.push(rel);
      continue;
    }
    if (rel === LOCK_NAME) {
      const lock = JSON.parse(await readFile(join(dir, rel), "utf8")) as {
        pid: number | null;
        files: unknown;
      };
      result.lock = lock.pid === null ? "no holder" : "pid";
      if (!Array.isArray(lock.files)) result.problems.push(`${rel}: no file list`);
      continue;
    }
    result.checked++;
    const bytes = await readFile(join(dir, rel));
    if (rel.endsWith(".xlsx")) {
      try {
        if (!("[Content_Types].xml" in unzipSync(bytes)))
          result.problems.push(`${rel}: no [Content_Types].xml`);
      } catch (err) {
        result.problems.push(`${rel}: not a zip (${(err as Error).message}, ${bytes.length} bytes)`);
      }
    } else if (rel.endsWith(".pdf")) {
      const tail = bytes.subarray(Math.max(0, bytes.length - 32)).toString("latin1");
      if (!bytes.subarray(0, 5).equals(Buffer.from("%PDF-")) || !/%%EOF\s*$/.test(tail))
        result.problems.push(`${rel}: not a complete PDF (${bytes.length} bytes)`);
    } else if (rel.startsWith("data/") && rel.endsWith(".csv")) {
      const text = bytes.toString("utf8");
      if (!/^\ufeff(plantId|id),/.test(text) || !text.endsWith("\r\n"))
        result.problems.push(`${rel}: not a complete CSV table (${bytes.length} bytes)`);
    } else if (rel === "index.html") {
      const text = bytes.toString("utf8");
      if (!text.startsWith("<!DOCTYPE html>") || !text.endsWith("</html>\n"))
        result.problems.push(`${rel}: not a complete page (${bytes.length} bytes)`);
    } else if (rel === "manifest.json") {
      result.manifest = "complete";
      await checkManifest(dir, bytes, result.problems);
    } else {
      result.problems.push(`${rel}: unexpected file`);
    }
  }
  return result;
}

async function checkManifest(dir: string, bytes: Buffer, problems: string[]): Promise<void> {
  let manifest: {
    workbooks?: Record<string, string>;
    plants?: { pdf?: string | null }[];
    clients?: { pdf?: string | null }[];
    portfolioPdf?: string;
    index?: string;
    data?: Record<string, string>;
  };
  try {
    manifest = JSON.parse(bytes.toString("utf8"));
  } catch {
    problems.push(`manifest.json is not complete JSON (${bytes.length} bytes)`);
    return;
  }
  const listed = [
    ...Object.values(manifest.workbooks ?? {}),
    ...(manifest.plants ?? []).map((p) => p.pdf).filter((p): p is string => typeof p === "string"),
    ...(manifest.clients ?? []).map((c) => c.pdf).filter((p): p is string => typeof p === "string"),
    ...(typeof manifest.portfolioPdf === "string" ? [manifest.portfolioPdf] : []),
    ...(typeof manifest.index === "string" ? [manifest.index] : []),
    ...Object.values(manifest.data ?? {}),
  ];
  if (Object.keys(manifest.workbooks ?? {}).length !== 3) problems.push("manifest lists no three workbooks");
  for (const rel of listed) {
    const s = await stat(join(dir, rel)).catch(() => null);
    if (!s?.isFile()) problems.push(`manifest lists ${rel}, which does not exist`);
  }
}

export interface SecretScan {
  /** Bytes looked at (raw files, unzipped parts, inflated streams, extracted text, logs). */
  bytes: number;
  files: number;
  /** "where: which secret" for every occurrence; empty is the goal. */
  hits: string[];
}

export function emptyScan(): SecretScan {
  return { bytes: 0, files: 0, hits: [] };
}

/**
 * The forms a secret could take in a file or a log: as is, URL-encoded (either hex case, and
 * as a form with `+`), JSON-escaped (also with \u escapes for non-ASCII and `\/`).
 */
export function secretForms(s: string): string[] {
  const json = JSON.stringify(s).slice(1, -1);
  const ascii = json.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  const url = encodeURIComponent(s);
  return [
    s,
    url,
    url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    new URLSearchParams({ s }).toString().slice(2),
    json,
    ascii,
    ascii.replace(/\//g, "\\/"),
  ];
}

/** Every form of every secret, as bytes; built once per list of secrets (a scan looks at thousands of parts). */
const needleCache = new WeakMap<readonly string[], { label: string; bytes: Buffer }[]>();

function needles(secrets: readonly string[]): { label: string; bytes: Buffer }[] {
  const cached = needleCache.get(secrets);
  if (cached) return cached;
  const out = new Map<string, string>();
  for (const s of secrets) {
    for (const form of secretForms(s)) out.set(form, s.slice(0, 6));
  }
  const built = [...out].map(([form, label]) => ({ label: `${label}…`, bytes: Buffer.from(form, "utf8") }));
  needleCache.set(secrets, built);
  return built;
}

/** Scans one buffer (or text) and adds to `scan`. */
export function scanBytes(
  scan: SecretScan,
  where: string,
  data: Uint8Array | string,
  secrets: readonly string[],
) {
  // A view, not a copy, of the bytes given.
  const buf =
    typeof data === "string"
      ? Buffer.from(data, "utf8")
      : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  scan.bytes += buf.length;
  for (const n of needles(secrets)) if (buf.includes(n.bytes)) scan.hits.push(`${where}: ${n.label}`);
}

/** Every stream of a PDF, inflated where it is FlateDecode (pdfkit compresses page content). */
function pdfStreams(pdf: Buffer): Uint8Array[] {
  const out: Uint8Array[] = [];
  let from = 0;
  for (;;) {
    const start = pdf.indexOf("stream", from, "latin1");
    if (start < 0) break;
    let body = start + "stream".length;
    if (pdf[body] === 0x0d) body++;
    if (pdf[body] === 0x0a) body++;
    const end = pdf.indexOf("endstream", body, "latin1");
    if (end < 0) break;
    const raw = pdf.subarray(body, end);
    try {
      out.push(unzlibSync(raw));
    } catch {
      out.push(raw);
    }
    from = end + "endstream".length;
  }
  return out;
}

/** Scans every output file of a run folder. */
export async function scanOutputs(scan: SecretScan, dir: string, secrets: readonly string[]): Promise<void> {
  for (const rel of await listFiles(dir)) {
    const path = join(dir, rel);
    const bytes = await readFile(path);
    scan.files++;
    scanBytes(scan, rel, bytes, secrets);
    if (rel.endsWith(".xlsx")) {
      for (const [part, data] of Object.entries(unzipSync(bytes)))
        scanBytes(scan, `${rel}!${part}`, data, secrets);
    } else if (rel.endsWith(".pdf")) {
      for (const [i, s] of pdfStreams(bytes).entries()) scanBytes(scan, `${rel} stream ${i}`, s, secrets);
      const { stdout } = await run("pdftotext", ["-q", "-enc", "UTF-8", path, "-"], { maxBuffer: 64 << 20 });
      scanBytes(scan, `${rel} (pdftotext)`, stdout, secrets);
    }
  }
}
