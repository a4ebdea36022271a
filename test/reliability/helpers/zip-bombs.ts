/**
 * Hostile XLSX files built in the test, small on disk: a part that inflates to `mib` MiB of
 * XML (deflated chunk by chunk, never held whole), the same with its central-directory size
 * forged small (a part that lies), and a workbook of `count` empty parts.
 */
import { Zip, ZipDeflate, zipSync } from "fflate";

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export function inflatingXlsx(mib: number): Buffer {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, data) => {
    if (err) throw err;
    chunks.push(data);
  });
  const types = new ZipDeflate("[Content_Types].xml");
  zip.add(types);
  types.push(new TextEncoder().encode(CONTENT_TYPES), true);
  const sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 9 });
  zip.add(sheet);
  const block = new TextEncoder().encode('<c r="A1"><v>1</v></c>'.repeat(47_663)).subarray(0, 1024 * 1024);
  for (let i = 0; i < mib; i++) sheet.push(block, i === mib - 1);
  zip.end();
  return Buffer.concat(chunks);
}

/** The central directory's inflated size of `part` set to `bytes` (the local header's data descriptor is left). */
export function forgeDeclaredSize(zip: Buffer, part: string, bytes: number): Buffer {
  const out = Buffer.from(zip);
  let eocd = out.length - 22;
  while (out.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  let at = out.readUInt32LE(eocd + 16);
  for (let i = 0; i < out.readUInt16LE(eocd + 10); i++) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString("utf8", at + 46, at + 46 + nameLength) === part) out.writeUInt32LE(bytes, at + 24);
    at += 46 + nameLength + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

export function manyPartsXlsx(count: number): Buffer {
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": new TextEncoder().encode(CONTENT_TYPES),
  };
  for (let i = 0; i < count; i++) files[`xl/media/p${i}.xml`] = new Uint8Array(0);
  return Buffer.from(zipSync(files, { level: 0 }));
}
