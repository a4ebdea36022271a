/**
 * The branding logo made into PDF image objects once per thread, not once per page.
 *
 * pdfkit decodes a PNG with an alpha channel into pixels and deflates its colour and alpha
 * planes again for every document (and, in a client pack, for every plant's header): a
 * noticeable share of a plant PDF's CPU time, even for a small logo. Here pdfkit embeds the image once into a
 * recorder; each document then gets its own objects with the recorded dictionaries and the
 * same, already compressed stream bytes (their /Filter is set, so pdfkit writes them as they
 * are). A document draws one image object however many headers show the logo.
 */
import { imageProblem, openImage } from "./image-probe.js";

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
