/**
 * A run rehearses its documents before its last plant arrives (pipeline/run/rehearsal.ts): the
 * three workbooks of its first plants are rendered and dropped, and the workbooks it writes are
 * byte for byte those of a run without the rehearsal, as are its data files and its manifest's
 * figures. The last plants' answers are held until the rehearsal has told what it rendered, so
 * the rehearsal always runs in full, whatever the machine's speed.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpFetch } from "../../src/api/http-fetch.js";
import type { FetchLike } from "../../src/api/options.js";
import type { RunEvent } from "../../src/pipeline/run/events.js";
import { REHEARSAL_AT, REHEARSAL_MIN_PLANTS } from "../../src/pipeline/run/rehearsal.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import {
  advancingClock,
  definitionFor,
  type FinishedRun,
  figuresOf,
  removeRunDirs,
  runFull,
  WORKBOOK_KINDS,
} from "../reliability/helpers/report-run.js";

const PLANTS = REHEARSAL_MIN_PLANTS + 20;
/** The plants whose answers wait for the rehearsal: the last to be asked for. */
const HELD = 2;

let sandbox: Sandbox;
let rehearsed: FinishedRun;
let plain: FinishedRun;
let heldRequests = 0;

/**
 * The client's own fetch, holding every request of the last HELD plants it is asked for until
 * `released` settles. The others all arrive, more than REHEARSAL_AT of the plants, so the
 * rehearsal starts while these wait.
 */
function holdingLast(released: Promise<void>): FetchLike {
  const seen: string[] = [];
  return async (url, init) => {
    const body = typeof init.body === "string" && init.body.startsWith("{") ? init.body : null;
    const id = body ? (JSON.parse(body) as { plant_id?: string }).plant_id : undefined;
    if (id !== undefined) {
      if (!seen.includes(id)) seen.push(id);
      if (seen.indexOf(id) >= PLANTS - HELD) {
        heldRequests++;
        await released;
      }
    }
    return httpFetch(url, init);
  };
}

beforeAll(async () => {
  expect(PLANTS - HELD).toBeGreaterThanOrEqual(Math.ceil(PLANTS * REHEARSAL_AT));
  sandbox = await startSandbox({ plants: PLANTS, seed: 61, now: advancingClock() });
  const definition = definitionFor(sandbox);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  rehearsed = await runFull(sandbox, definition, {
    pdfs: false,
    fetch: holdingLast(released),
    onEvent: (e) => {
      if (e.type === "rehearsal") release();
    },
  });
  plain = await runFull(sandbox, definition, { pdfs: false, rehearse: false });
}, 300_000);

afterAll(async () => {
  await sandbox?.close();
  await removeRunDirs();
});

const rehearsals = (run: FinishedRun) =>
  run.events.filter((e): e is Extract<RunEvent, { type: "rehearsal" }> => e.type === "rehearsal");

describe("a run that rehearses its documents", () => {
  it("rendered the three workbooks of its first plants while its last plants were still out", () => {
    expect(heldRequests).toBeGreaterThan(0);
    expect(rehearsals(rehearsed).map((e) => e.workbooks)).toEqual([[...WORKBOOK_KINDS]]);
    expect(rehearsals(plain)).toEqual([]);
    expect(rehearsed.manifest.plants.every((p) => p.status === "ok")).toBe(true);
  });

  it("wrote the same bytes as a run without it", async () => {
    expect(figuresOf(rehearsed.manifest)).toEqual(figuresOf(plain.manifest));
    for (const kind of WORKBOOK_KINDS) {
      const file = rehearsed.manifest.workbooks[kind]!;
      expect(plain.manifest.workbooks[kind]).toBe(file);
      const [a, b] = await Promise.all([
        readFile(join(rehearsed.outDir, file)),
        readFile(join(plain.outDir, file)),
      ]);
      expect(a.equals(b), kind).toBe(true);
    }
    for (const file of Object.values(rehearsed.manifest.data ?? {})) {
      const [a, b] = await Promise.all([
        readFile(join(rehearsed.outDir, file)),
        readFile(join(plain.outDir, file)),
      ]);
      expect(a.equals(b), file).toBe(true);
    }
  });
});
