/**
 * The branding logo made into PDF image objects once per thread, not once per page.
 *
 * pdfkit decodes a PNG with an alpha channel into pixels and deflates its colour and alpha
 * planes again for every document (and, in a client pack, for every plant's header): ≈ 5 %
 * of a plant PDF's CPU time for a 200 × 60 logo. Here pdfkit embeds the image once into a
 * recorder; each document then gets its own objects with the recorded dictionaries and the
 * same, already compressed stream bytes (their /Filter is set, so pdfkit writes them as they
 * are). A document draws one image object however many headers show the logo.
 */
import { inflateSync } from "node:zlib";
import PDFDocument from "pdfkit";

type Dict = Record<string, unknown>;

/** A recorded pdfkit object: its dictionary and the stream bytes it was ended with. */
class Recorded {
  chunk: Uint8Array | null = null;
  ended = false;
  constructor(
    readonly data: Dict,
    private readonly onEnd: (r: Recorded) => void,
  ) {}
  end(chunk?: Uint8Array): void {
    this.chunk = chunk ?? null;
    this.ended = true;
    this.onEnd(this);
  }
}

interface Recording {
  width: number;
  height: number;
  /** In creation order; the first is the image XObject itself. */
  refs: Recorded[];
  /** In the order pdfkit ended them. */
  endOrder: Recorded[];
}

/** What pdfkit's `image()` accepts as an already opened image. */
export interface PdfImage {
  width: number;
  height: number;
  label: string;
  obj: unknown;
  embed(doc: unknown): void;
}

/** path → recording (null: not an image pdfkit can embed); filled by prepareImage. */
const recordings = new Map<string, Recording | null>();
const perDocument = new WeakMap<object, Map<string, PdfImage>>();

/** pdfkit's image decoder, reached through a stand-in for a document's image registry. */
function openImage(data: Buffer): { width: number; height: number; embed(doc: unknown): void } {
  const open = (PDFDocument.prototype as unknown as { openImage(src: Buffer): unknown }).openImage;
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

/** Embeds into a recorder; resolves when pdfkit has ended the image object (PNG decoding is async). */
async function record(data: Buffer): Promise<Recording> {
  const problem = imageProblem(data);
  if (problem) throw new Error(problem);
  const image = openImage(data);
  const rec: Recording = { width: image.width, height: image.height, refs: [], endOrder: [] };
  return new Promise((resolve, reject) => {
    const onEnd = (r: Recorded) => {
      rec.endOrder.push(r);
      if (rec.refs.every((x) => x.ended)) resolve(rec);
    };
    const recorder = {
      ref(d: Dict = {}) {
        const r = new Recorded(d, onEnd);
        rec.refs.push(r);
        return r;
      },
    };
    try {
      image.embed(recorder);
    } catch (e) {
      reject(e);
    }
  });
}

/**
 * Makes the image at `path` ready for `cachedImage` (once per thread). False when it cannot
 * be read or is not an image pdfkit can embed: the caller then draws without it.
 */
export async function prepareImage(path: string, read: (p: string) => Buffer | null): Promise<boolean> {
  if (!recordings.has(path)) {
    const data = read(path);
    recordings.set(path, data ? await record(data).catch(() => null) : null);
  }
  return recordings.get(path) !== null;
}

/** Replaces recorded objects by this document's, inside a dictionary value (arrays included). */
function swap(v: unknown, refs: Map<Recorded, unknown>): unknown {
  if (v instanceof Recorded) return refs.get(v);
  if (Array.isArray(v)) return v.map((x) => swap(x, refs));
  return v;
}

interface PdfkitDoc {
  ref(data: Dict): { data: Dict; end(chunk?: Uint8Array): void };
  _imageCount: number;
}

function replay(doc: PdfkitDoc, rec: Recording): PdfImage {
  const refs = new Map<Recorded, ReturnType<PdfkitDoc["ref"]>>();
  // Each object is created with its own /Filter already set: pdfkit decides at creation
  // whether to compress, and the recorded streams are compressed already.
  for (const r of rec.refs) refs.set(r, doc.ref({ ...r.data }));
  for (const [r, ref] of refs) for (const k of Object.keys(r.data)) ref.data[k] = swap(r.data[k], refs);
  const obj = refs.get(rec.refs[0]!)!;
  const label = `I${++doc._imageCount}`;
  for (const r of rec.endOrder) refs.get(r)!.end(r.chunk ?? undefined);
  return { width: rec.width, height: rec.height, label, obj, embed() {} };
}

/**
 * The image at `path` as this document's image object (made on first use in the document),
 * or null when it was not prepared or cannot be embedded.
 */
export function cachedImage(doc: object, path: string): PdfImage | null {
  const rec = recordings.get(path);
  if (!rec) return null;
  let images = perDocument.get(doc);
  if (!images) {
    images = new Map();
    perDocument.set(doc, images);
  }
  let image = images.get(path);
  if (!image) {
    image = replay(doc as PdfkitDoc, rec);
    images.set(path, image);
  }
  return image;
}
