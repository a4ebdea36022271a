/** PDFs rendered during the fetch go to disk as each is rendered, not held until the run ends. */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { type PlantReport, REPORT_HEADER_KEYS, type ReportHeader } from "../../../src/metrics/model.js";
import { PdfStream } from "../../../src/pipeline/run/pdf-stream.js";
import { sampleModel } from "../../fixtures/model.js";

const model = sampleModel();
const header = Object.fromEntries(REPORT_HEADER_KEYS.map((k) => [k, model[k]])) as ReportHeader;
const plants = model.plants.filter((p) => p.status === "ok");

describe("PdfStream", () => {
  it("writes a plant's PDF to disk while later plants have not even arrived, and removes it on stop", async () => {
    expect(plants.length).toBeGreaterThanOrEqual(2);
    let spooled!: (file: { id: string; file: string }) => void;
    const first = new Promise<{ id: string; file: string }>((resolve) => {
      spooled = resolve;
    });
    const stream = new PdfStream(header, { workers: 0, onSpooled: (id, file) => spooled({ id, file }) });
    stream.start(plants.length);
    stream.add(plants[0] as PlantReport);
    // The queue is still open (the run is still fetching): the file is on disk already.
    const { id, file } = await first;
    expect(id).toBe(plants[0]!.id);
    expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    for (const plant of plants.slice(1)) stream.add(plant);
    const done = await stream.finish();
    expect([...done.files.keys()]).toEqual(plants.map((p) => p.id));
    expect(new Set(done.files.values()).size).toBe(plants.length);
    for (const f of done.files.values()) expect(existsSync(f)).toBe(true);
    await stream.stop();
    expect(existsSync(dirname(file))).toBe(false);
  }, 120_000);

  it("flushes each spooled PDF before finish() hands it over; one that cannot be flushed fails the run, naming the plant", async () => {
    // The file is gone before its flush (a disk that lost it): finish() says which plant's PDF.
    const stream = new PdfStream(header, { workers: 0, onSpooled: (_id, file) => rmSync(file) });
    stream.start(plants.length);
    stream.add(plants[0] as PlantReport);
    await expect(stream.finish()).rejects.toThrow(
      new RegExp(`^PDF for plant ${plants[0]!.id} not written: ENOENT`),
    );
    await stream.stop();
  }, 120_000);

  it("gives each plant the same bytes whichever order the plants' fetches completed in", async () => {
    // Names as the sandbox makes them beyond its first sites: each base with its "II" copy.
    const named = plants.map((p, i) => ({ ...p, name: `Solarpark ${"ABC"[i >> 1]}${i % 2 ? " II" : ""}` }));
    const bytesIn = async (order: PlantReport[]) => {
      const stream = new PdfStream(header, { workers: 0 });
      stream.start(order.length);
      for (const plant of order) stream.add(plant);
      const { files } = await stream.finish();
      const bytes = new Map([...files].map(([id, file]) => [id, readFileSync(file)]));
      await stream.stop();
      return bytes;
    };
    const inOrder = await bytesIn(named);
    // Completed the other way round: each copy rendered before its base, on a thread that
    // has rendered the others already.
    const reversed = await bytesIn([...named].reverse());
    expect([...reversed.keys()].sort()).toEqual([...inOrder.keys()].sort());
    for (const p of named) expect(reversed.get(p.id)!.equals(inOrder.get(p.id)!), p.name).toBe(true);
    // The documents differ (the comparison above compares something).
    expect(inOrder.get(named[0]!.id)!.equals(inOrder.get(named[1]!.id)!)).toBe(false);
  }, 120_000);
});
