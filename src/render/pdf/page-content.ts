/**
 * Page content streams collected as strings and converted to bytes in batches. pdfkit
 * (0.20, PDFReference.write) turns every operator it is given (`addContent`) into its own
 * byte array, character by character, and joins them when the page ends; a plant PDF writes
 * some ten thousand operators. The bytes are the same: each chunk followed by a newline,
 * characters taken modulo 256 (latin1).
 */

/** The part of pdfkit's PDFReference this relies on (`write` adds a chunk, `end` finishes the stream). */
interface StreamRef {
  write(chunk: string | Uint8Array): void;
  end(chunk?: string | Uint8Array): void;
}

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
    end();
  };
}

/** Every page of `doc`, the current one and those added later, collects its content as strings. */
export function collectPageContent(doc: PDFKit.PDFDocument): void {
  const paged = doc as unknown as PagedDocument;
  collectStrings(paged.page.content);
  paged.on("pageAdded", () => collectStrings(paged.page.content));
}
