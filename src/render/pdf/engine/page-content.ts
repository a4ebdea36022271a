/**
 * Page content streams collected as strings and converted to bytes in batches. pdfkit
 * (0.20, PDFReference.write) turns every operator it is given (`addContent`) into its own
 * byte array, character by character, and joins them when the page ends; a plant PDF writes
 * some ten thousand operators. The bytes are the same: each chunk followed by a newline,
 * characters taken modulo 256 (latin1).
 *
 * A compressed document's page streams are deflated here, at zlib level 3, not by pdfkit at
 * zlib's default level 6. Page operators are text that repeats itself (numbers, glyph ids,
 * the same few operators): level 3 matches them almost as well in about half the time, for a
 * few per cent more bytes a PDF.
 * Font files and images are deflated as before.
 */
import { deflateSync } from "node:zlib";

/** The part of pdfkit's PDFReference this relies on (`write` adds a chunk, `end` finishes the stream). */
interface StreamRef {
  write(chunk: string | Uint8Array): void;
  end(chunk?: string | Uint8Array): void;
  /** Whether pdfkit deflates the stream when it ends (the document's `compress`). */
  compress: boolean;
  buffer: Uint8Array[];
  data: Record<string, unknown>;
}

/** zlib's level for page streams (see above). */
export const PAGE_DEFLATE_LEVEL = 3;

interface PagedDocument {
  page: { content: StreamRef };
  on(event: "pageAdded", listener: () => void): unknown;
}

/** Latin1 bytes of `text`, the low byte of each UTF-16 unit (pdfkit's fromBinaryString). */
export function binaryBytes(text: string): Buffer {
  return Buffer.from(text, "latin1");
}

/**
 * Operators converted together: enough to make the conversion cheap, few enough that the
 * strings die young (a page's buffered strings would otherwise outlive several collections).
 */
const BATCH = 512;

function collectStrings(ref: StreamRef): void {
  const write = ref.write.bind(ref);
  const end = ref.end.bind(ref);
  // pdfkit writes the stream as it is given when it does not compress it itself.
  const deflate = ref.compress;
  ref.compress = false;
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    pending.push("");
    write(binaryBytes(pending.join("\n")));
    pending = [];
  };
  ref.write = (chunk) => {
    if (typeof chunk === "string") {
      if (pending.push(chunk) >= BATCH) flush();
    } else {
      flush();
      write(chunk);
    }
  };
  ref.end = (chunk) => {
    if (chunk !== undefined) ref.write(chunk);
    flush();
    if (deflate && ref.buffer.length > 0) {
      ref.buffer = [deflateSync(Buffer.concat(ref.buffer), { level: PAGE_DEFLATE_LEVEL })];
      ref.data.Filter = "FlateDecode";
    }
    end();
  };
}

/** Every page of `doc`, the current one and those added later, collects its content as strings. */
export function collectPageContent(doc: PDFKit.PDFDocument): void {
  const paged = doc as unknown as PagedDocument;
  collectStrings(paged.page.content);
  paged.on("pageAdded", () => collectStrings(paged.page.content));
}
