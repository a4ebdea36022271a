/**
 * Zips a package so that the same parts always give the same bytes: fixed entry times, fixed
 * deflate level, `[Content_Types].xml` first (ISO/IEC 29500-2 does not require it, but some
 * readers sniff the first entry). The parts are deflated by Node's zlib (native code, far
 * cheaper than a JavaScript deflate for the same size); the container is the plain
 * ZIP format of PKWARE's APPNOTE.TXT §4.3 (no ZIP64: a part or package over 4 GB is refused).
 * `zipDeterministicParallel` deflates the parts at once on libuv's thread pool (other cores),
 * with the same level and so the same bytes.
 */
import { promisify } from "node:util";
import { crc32, deflateRaw, deflateRawSync } from "node:zlib";

const deflateRawAsync = promisify(deflateRaw);

const CONTENT_TYPES = "[Content_Types].xml";
const LEVEL = 6;
const MAX_U32 = 0xffff_ffff;
/** Version needed to extract: 2.0, the first with deflate (APPNOTE §4.4.3). */
const VERSION = 20;
/** General purpose bit 11: the name is UTF-8 (APPNOTE §4.4.4), set only when it is not ASCII. */
const UTF8_NAME = 0x0800;
const DEFLATE = 8;

/** DOS time and date fields (APPNOTE §4.4.6) from the UTC fields of `mtime`, so no TZ enters. */
function dosTime(mtime: Date): { time: number; date: number } {
  const year = mtime.getUTCFullYear();
  if (!(year >= 1980 && year <= 2099))
    throw new Error(`zip entry time ${mtime.toISOString()} is outside 1980-2099`);
  return {
    time: (mtime.getUTCHours() << 11) | (mtime.getUTCMinutes() << 5) | (mtime.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((mtime.getUTCMonth() + 1) << 5) | mtime.getUTCDate(),
  };
}

interface Entry {
  name: Buffer;
  /** The name's length in UTF-16 code units: equal to its bytes only when it is ASCII. */
  nameLength: number;
  crc: number;
  size: number;
  data: Buffer;
  offset: number;
}

/** The fields local and central headers share, from "version needed" to the name's length. */
function commonFields(e: Entry, when: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(26);
  b.writeUInt16LE(VERSION, 0);
  b.writeUInt16LE(e.name.length === e.nameLength ? 0 : UTF8_NAME, 2);
  b.writeUInt16LE(DEFLATE, 4);
  b.writeUInt16LE(when.time, 6);
  b.writeUInt16LE(when.date, 8);
  b.writeUInt32LE(e.crc, 10);
  b.writeUInt32LE(e.data.length, 14);
  b.writeUInt32LE(e.size, 18);
  b.writeUInt16LE(e.name.length, 22);
  b.writeUInt16LE(0, 24);
  return b;
}

function localHeader(e: Entry, when: { time: number; date: number }): Buffer {
  const sig = Buffer.alloc(4);
  sig.writeUInt32LE(0x04034b50, 0);
  return Buffer.concat([sig, commonFields(e, when), e.name]);
}

function centralHeader(e: Entry, when: { time: number; date: number }): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt32LE(0x02014b50, 0);
  head.writeUInt16LE(VERSION, 4);
  // Comment length, disk number, internal and external attributes, then the local header's offset.
  const tail = Buffer.alloc(14);
  tail.writeUInt32LE(e.offset, 10);
  return Buffer.concat([head, commonFields(e, when), tail, e.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

function ordered(files: Record<string, Uint8Array>): [string, Uint8Array][] {
  const rest = Object.entries(files).filter(([name]) => name !== CONTENT_TYPES);
  const first = files[CONTENT_TYPES];
  return first ? [[CONTENT_TYPES, first], ...rest] : rest;
}

export function zipDeterministic(files: Record<string, Uint8Array>, mtime: Date): Uint8Array {
  const parts = ordered(files);
  return assemble(
    parts,
    parts.map(([, bytes]) => deflateRawSync(bytes, { level: LEVEL })),
    mtime,
  );
}

/** The same bytes as zipDeterministic; the parts deflated concurrently off this thread. */
export async function zipDeterministicParallel(
  files: Record<string, Uint8Array>,
  mtime: Date,
): Promise<Uint8Array> {
  dosTime(mtime); // a bad time is refused before any work
  const parts = ordered(files);
  const data = await Promise.all(parts.map(([, bytes]) => deflateRawAsync(bytes, { level: LEVEL })));
  return assemble(parts, data, mtime);
}

function assemble(parts: [string, Uint8Array][], deflated: Buffer[], mtime: Date): Uint8Array {
  const when = dosTime(mtime);
  const chunks: Buffer[] = [];
  const entries: Entry[] = [];
  let offset = 0;
  for (const [i, [name, bytes]] of parts.entries()) {
    const e: Entry = {
      name: Buffer.from(name, "utf8"),
      nameLength: name.length,
      crc: crc32(bytes),
      size: bytes.length,
      data: deflated[i]!,
      offset,
    };
    const head = localHeader(e, when);
    chunks.push(head, e.data);
    entries.push(e);
    offset += head.length + e.data.length;
  }
  const central = entries.map((e) => centralHeader(e, when));
  const size = central.reduce((n, b) => n + b.length, 0);
  if (offset + size > MAX_U32 || entries.length > 0xffff || entries.some((e) => e.size > MAX_U32))
    throw new Error("the workbook is too large for a ZIP without ZIP64 extensions");
  return Buffer.concat([...chunks, ...central, endOfCentralDirectory(entries.length, size, offset)]);
}
