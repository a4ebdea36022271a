/**
 * A plant-details workbook is checked before it is read: an XLSX is a ZIP (ISO/IEC 29500-2,
 * Open Packaging Conventions), and a ZIP of 0.8 MB can inflate to 800 MiB, which the workbook
 * reader would hold in memory several times over. The central directory (APPNOTE.TXT 4.3.12,
 * 4.3.16) declares every part's inflated size: the parts are counted and their sizes summed
 * before anything is inflated. A part may lie about its size, so each is then inflated in a
 * stream that stops at what it declared, holding one chunk at a time. Memory and time stay
 * bounded by the limits below, whatever the file.
 */
import { Inflate } from "fflate";
import { TableReadError } from "./details-csv.js";

/** Far above any plant-details sheet (10,000 plants × 40 columns is ~20 MiB of XML). */
export const XLSX_LIMITS = { inflatedBytes: 50 * 1024 * 1024, parts: 1000 } as const;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** ZIP64 marks a size it could not fit in 32 bits this way: such a part is far beyond the limits. */
const ZIP64_MARK = 0xffffffff;
/** Compressed bytes per push: deflate inflates at most ~1,032:1, so one chunk yields ≤ ~4 MiB. */
const CHUNK = 4096;

interface Part {
  name: string;
  method: number;
  compressed: number;
  inflated: number;
  localOffset: number;
}

const mib = (n: number) => `${(n / 1024 / 1024).toLocaleString("en", { maximumFractionDigits: 1 })} MiB`;

const NEXT =
  "a plant-details sheet is far smaller: copy the plant details into a new workbook and save it, or save them as CSV";

function endOfDirectory(b: Buffer): { count: number; offset: number } {
  // The record is 22 bytes plus a comment of up to 65,535 bytes, at the very end of the file.
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65_535); i--) {
    if (b.readUInt32LE(i) === EOCD) return { count: b.readUInt16LE(i + 10), offset: b.readUInt32LE(i + 16) };
  }
  throw new TableReadError("not a readable XLSX workbook (no ZIP directory at its end)");
}

/** The parts the central directory lists, with the sizes it declares. */
function directory(b: Buffer): Part[] {
  const { count, offset } = endOfDirectory(b);
  if (count > XLSX_LIMITS.parts) {
    throw new TableReadError(
      `the workbook has ${count.toLocaleString("en")} parts (at most ${XLSX_LIMITS.parts.toLocaleString("en")}): ${NEXT}`,
    );
  }
  const parts: Part[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== CENTRAL) {
      throw new TableReadError("not a readable XLSX workbook (its ZIP directory is damaged)");
    }
    const nameLength = b.readUInt16LE(at + 28);
    parts.push({
      method: b.readUInt16LE(at + 10),
      compressed: b.readUInt32LE(at + 20),
      inflated: b.readUInt32LE(at + 24),
      localOffset: b.readUInt32LE(at + 42),
      name: b.toString("utf8", at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
  }
  return parts;
}

/** Inflates a part in a stream, counting, and stops once it exceeds what it declared. */
function inflatesWithin(b: Buffer, part: Part): boolean {
  const at = part.localOffset;
  if (at + 30 > b.length || b.readUInt32LE(at) !== LOCAL) return false;
  const start = at + 30 + b.readUInt16LE(at + 26) + b.readUInt16LE(at + 28);
  const data = b.subarray(start, start + part.compressed);
  if (part.method === 0) return data.length <= part.inflated;
  let total = 0;
  let over = false;
  const stream = new Inflate((chunk) => {
    total += chunk.length;
    if (total > part.inflated) over = true;
  });
  for (let i = 0; i < data.length && !over; i += CHUNK) {
    stream.push(data.subarray(i, i + CHUNK), i + CHUNK >= data.length);
  }
  return !over;
}

/** Throws a TableReadError naming the problem when the workbook would inflate beyond the limits. */
export function checkXlsxBounds(bytes: Uint8Array): void {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts = directory(b);
  const declared = parts.reduce(
    (n, p) => n + (p.inflated === ZIP64_MARK ? Number.POSITIVE_INFINITY : p.inflated),
    0,
  );
  if (declared > XLSX_LIMITS.inflatedBytes) {
    const size = Number.isFinite(declared) ? mib(declared) : "more than 4 GiB";
    throw new TableReadError(
      `the workbook would inflate to ${size} from ${mib(b.length)} on disk (at most ${mib(XLSX_LIMITS.inflatedBytes)}): ${NEXT}`,
    );
  }
  for (const part of parts) {
    if (!inflatesWithin(b, part)) {
      throw new TableReadError(
        `the workbook's part ${JSON.stringify(part.name)} inflates to more than the ${part.inflated.toLocaleString("en")} bytes it declares: the file is damaged or crafted; ${NEXT}`,
      );
    }
  }
}
