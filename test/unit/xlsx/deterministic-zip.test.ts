/**
 * The package zip (render/xlsx/chart/deterministic-zip.ts): readable by a ZIP reader with every
 * part intact, `[Content_Types].xml` first, entry times from the UTC fields whatever the
 * time zone, and the same bytes for the same parts.
 */
import { strToU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  zipDeterministic,
  zipDeterministicParallel,
} from "../../../src/render/xlsx/chart/deterministic-zip.js";

const parts = (): Record<string, Uint8Array> => ({
  "xl/workbook.xml": strToU8("<workbook/>".repeat(200)),
  "[Content_Types].xml": strToU8("<Types/>"),
  "_rels/": new Uint8Array(0),
  "xl/média/é.xml": strToU8("<x>ü</x>"),
});
const mtime = new Date("2026-11-01T06:30:08Z");

/** The DOS time and date of the first local header (APPNOTE.TXT §4.3.7). */
function firstEntryTime(zip: Uint8Array): { time: number; date: number } {
  const view = new DataView(zip.buffer, zip.byteOffset);
  expect(view.getUint32(0, true)).toBe(0x04034b50);
  return { time: view.getUint16(10, true), date: view.getUint16(12, true) };
}

describe("zipDeterministic", () => {
  it("round-trips every part, with the content types first", () => {
    const zip = zipDeterministic(parts(), mtime);
    const back = unzipSync(zip);
    expect(Object.keys(back)).toEqual(["[Content_Types].xml", "xl/workbook.xml", "_rels/", "xl/média/é.xml"]);
    for (const [name, data] of Object.entries(parts())) expect(back[name], name).toEqual(data);
  });

  it("writes the UTC wall clock as the entry time and the same bytes on a rerun", () => {
    const zip = zipDeterministic(parts(), mtime);
    expect(firstEntryTime(zip)).toEqual({ time: (6 << 11) | (30 << 5) | 4, date: (46 << 9) | (11 << 5) | 1 });
    expect(Buffer.from(zipDeterministic(parts(), mtime)).equals(Buffer.from(zip))).toBe(true);
  });

  it("refuses entry times a DOS date cannot hold", async () => {
    expect(() => zipDeterministic(parts(), new Date("1979-12-31T00:00:00Z"))).toThrow(/1980-2099/);
    await expect(zipDeterministicParallel(parts(), new Date("2100-01-01T00:00:00Z"))).rejects.toThrow(
      /1980-2099/,
    );
  });

  it("deflating the parts at once off the thread gives the same bytes", async () => {
    // Parts large enough that libuv's threads finish them out of order.
    const big = {
      ...parts(),
      "xl/worksheets/sheet1.xml": strToU8(
        Array.from({ length: 40_000 }, (_, i) => `<c r="A${i}"/>`).join(""),
      ),
      "xl/worksheets/sheet2.xml": strToU8("<row/>".repeat(10)),
    };
    const parallel = await zipDeterministicParallel(big, mtime);
    expect(Buffer.from(parallel).equals(Buffer.from(zipDeterministic(big, mtime)))).toBe(true);
    expect(Object.keys(unzipSync(parallel))[0]).toBe("[Content_Types].xml");
  });
});
