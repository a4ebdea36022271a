/**
 * Numbers as a content stream writes them, rounded to three or six decimals, spelled the way
 * `String(Math.round(n * 10^d) / 10^d)` spells them ("12.5", "-0.125", "3", never "-0"), but
 * built from the rounded integer's digits. V8 turns a fraction into its shortest decimal form
 * (the slow path of number-to-string); an integer's digits are cheap. A plant PDF writes
 * thousands of these numbers (path points, text positions, colours), so the integer form
 * (measured several times cheaper) saves a visible share of a PDF's CPU time.
 *
 * The spellings are the same: the rounded integer r is exact, r / 10^d is the double nearest
 * to the decimal i.fff, and the shortest decimal that reads back as that double is that one,
 * trailing zeros dropped (two decimals of d places differ by 10^-d, far more than the spacing
 * of doubles below 10^9). Beyond that, and for non-finite values, the fraction's own spelling.
 */

/** Three-digit fractions with the trailing zeros dropped: 0 → "", 50 → "05", 120 → "12". */
const TRIMMED: string[] = [];
/** Three-digit fractions in full: 5 → "005". */
const PADDED: string[] = [];
for (let f = 0; f < 1000; f++) {
  const padded = String(f).padStart(3, "0");
  PADDED.push(padded);
  TRIMMED.push(padded.replace(/0+$/, ""));
}

/** Rounded integers whose quotient is spelled from its digits (|n| below 10^9 either way). */
const LIMIT3 = 1e12;
const LIMIT6 = 1e15;

/** `String(Math.round(n * 1000) / 1000 + 0)`: at most three decimals, "-0" written as "0". */
export function fixed3(n: number): string {
  const r = Math.round(n * 1000);
  if (!(r > -LIMIT3 && r < LIMIT3)) return String(r / 1000 + 0);
  const a = r < 0 ? -r : r;
  const whole = Math.floor(a / 1000);
  const frac = a - whole * 1000;
  if (frac === 0) return r < 0 && whole !== 0 ? `-${whole}` : `${whole}`;
  return `${r < 0 ? "-" : ""}${whole}.${TRIMMED[frac]}`;
}

/** `String(Math.round(n * 1e6) / 1e6)`: at most six decimals (pdfkit's PDFObject.number), "-0" as "0". */
export function fixed6(n: number): string {
  const r = Math.round(n * 1e6);
  if (!(r > -LIMIT6 && r < LIMIT6)) return String(r / 1e6);
  const a = r < 0 ? -r : r;
  const whole = Math.floor(a / 1e6);
  const frac = a - whole * 1e6;
  if (frac === 0) return r < 0 && whole !== 0 ? `-${whole}` : `${whole}`;
  const high = Math.floor(frac / 1000);
  const low = frac - high * 1000;
  const digits = low === 0 ? TRIMMED[high] : `${PADDED[high]}${TRIMMED[low]}`;
  return `${r < 0 ? "-" : ""}${whole}.${digits}`;
}
