/**
 * Whether pdfkit can draw an image, asked of pdfkit's own decoder: the PDFs' image cache
 * (image-cache.ts) embeds only what passes, and the definition's check of the branding logo
 * (definition/parse.ts) refuses the rest before a run starts.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { inflateSync } from "node:zlib";
import type PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
let pdfkit: typeof PDFDocument | undefined;

/**
 * pdfkit, loaded on first use: `validate`, and a run refused for its definition, check a logo
 * only when the definition names one, and otherwise never pay pdfkit's start (about 0.4 CPU-s).
 * Loaded synchronously (parseDefinition is) by require(esm), Node ≥ 20.19, of the very file
 * pdfkit 0.20.2's "exports" give Node's `import`, so it is the one module instance the PDFs use.
 */
export function pdfkitClass(): typeof PDFDocument {
  pdfkit ??= (
    require(join(dirname(require.resolve("pdfkit")), "pdfkit.node.mjs")) as { default: typeof PDFDocument }
  ).default;
  return pdfkit;
}

/** pdfkit's image decoder, reached through a stand-in for a document's image registry. */
export function openImage(data: Buffer): { width: number; height: number; embed(doc: unknown): void } {
  const open = (pdfkitClass().prototype as unknown as { openImage(src: Buffer): unknown }).openImage;
  return open.call({ _imageRegistry: {}, _imageCount: 0 }, data) as ReturnType<typeof openImage>;
}

/**
 * Why pdfkit cannot draw `data`, or null when it can. pdfkit (0.20, png-js) inflates a PNG's
 * pixels in a zlib callback that throws on bad data, out of reach of any caller: a damaged
 * logo would end the process (or kill every PDF worker in turn). The pixels are inflated here
 * first, synchronously, where the error can be caught.
 */
export function imageProblem(data: Buffer): string | null {
  try {
    const png = (openImage(data) as unknown as { image?: PngData }).image;
    if (png?.imgData) return scanlineProblem(png, inflateSync(png.imgData));
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** What png-js reads of a PNG (pdfkit's decoder). */
interface PngData {
  imgData: Uint8Array;
  width: number;
  height: number;
  pixelBitlength: number;
  interlaceMethod: number;
  hasAlphaChannel: boolean;
  transparency: { indexed?: unknown };
}

/** Adam7's passes (ISO/IEC 15948, 8.2): first column and row, then the steps between them. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * The scanline walk of png-js's decodePixels, which pdfkit runs for PNGs with an alpha channel,
 * indexed transparency or interlacing: its filter bytes must be 0–4 (PNG 9.2), or png-js throws
 * "Invalid filter algorithm" in its inflate callback.
 */
function scanlineProblem(png: PngData, pixels: Uint8Array): string | null {
  const decoded = png.hasAlphaChannel || png.transparency.indexed !== undefined || png.interlaceMethod === 1;
  if (!decoded) return null;
  const pixelBytes = png.pixelBitlength / 8;
  let pos = 0;
  for (const [x0, y0, dx, dy] of png.interlaceMethod === 1 ? ADAM7 : ([[0, 0, 1, 1]] as const)) {
    const w = Math.ceil((png.width - x0) / dx);
    const h = Math.ceil((png.height - y0) / dy);
    const scanline = Math.ceil(pixelBytes * w);
    for (let row = 0; row < h && pos < pixels.length; row++) {
      const filter = pixels[pos] as number;
      if (filter > 4) return `invalid PNG filter type ${filter} in row ${row + 1}`;
      pos += 1 + scanline;
    }
  }
  return null;
}
