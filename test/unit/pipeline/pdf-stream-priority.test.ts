/**
 * The run's PDF stream asks the renderers to let every other thread yield to the one that
 * fetches (render-pdfs.ts `yieldHelpers`, thread-priority.ts). What that does to the threads
 * is tested on real workers in test/integration/pdf-workers.test.ts; here, that the run asks.
 */
import { describe, expect, it, vi } from "vitest";

const seen: Record<string, unknown>[] = [];
vi.mock("../../../src/render/pdf/index.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../src/render/pdf/index.js")>();
  return {
    ...actual,
    renderPdfs: async (_header: unknown, _plants: unknown, opts: Record<string, unknown>) => {
      seen.push(opts);
    },
  };
});

const { PdfStream } = await import("../../../src/pipeline/run/pdf-stream.js");
const { sampleModel } = await import("../../fixtures/model.js");

describe("PdfStream and the fetching thread", () => {
  it("starts its renderers with yieldHelpers, so only the fetching thread keeps its priority", async () => {
    const stream = new PdfStream(sampleModel());
    stream.start(500);
    await stream.finish();
    await stream.stop();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ yieldHelpers: true, expected: 500 });
  });
});
