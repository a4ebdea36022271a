/**
 * Layouts of numbers ("1,234.5", "−6.6 %", "€1 561,66") put together from the layouts of their
 * characters. Nearly every string a plant PDF lays out for the first time is a number of the
 * daily table or a figure, and fontkit shapes each from scratch (script, features, lookups).
 * When a font applies nothing between these characters (no substitution, no kerning, no mark
 * positioning: asked of fontkit once per character and pair in use), the layout of a string of them
 * is the sequence of their own glyphs and positions, so it is put together instead, with the
 * same glyph objects, the same positions and the advance summed word by word as pdfkit sums
 * it (EmbeddedFont.layout, 0.20), to the last bit.
 */
import type { Laid, PdfkitFont } from "./text-emit.js";

/** Digits, separators (incl. the no-break and thin spaces of fr and de), signs and units' symbols. */
const CANDIDATES = [..."0123456789,.%€−+-()/: \u00A0\u202F\u2009"];
const CANDIDATE = new Set(CANDIDATES);

interface FontkitRun {
  glyphs: { id: number }[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
}

interface Shaper {
  layout(text: string): FontkitRun;
}

type Single = { glyph: Laid["glyphs"][number]; position: Laid["positions"][number] };

const signature = (runs: FontkitRun[]) =>
  runs
    .flatMap((r) => r.glyphs.map((g, i) => [g.id, r.positions[i]]))
    .map(([id, p]) => JSON.stringify([id, p]))
    .join(";");

/** What a font does with the candidates, asked of fontkit once per character and pair in use. */
class Interactions {
  private readonly singles = new Map<string, FontkitRun | null>();
  private readonly pairs = new Map<string, boolean>();

  constructor(private readonly shaper: Shaper) {}

  /** One glyph, not moved: the candidate's own layout. */
  single(c: string): FontkitRun | null {
    let run = this.singles.get(c);
    if (run === undefined) {
      const r = this.shaper.layout(c);
      const p = r.positions[0];
      run = r.glyphs.length === 1 && p && !p.xOffset && !p.yOffset && !p.yAdvance ? r : null;
      this.singles.set(c, run);
    }
    return run;
  }

  /** True when `a` then `b` lay out as their two layouts side by side. */
  meet(a: string, b: string): boolean {
    const key = a + b;
    let ok = this.pairs.get(key);
    if (ok === undefined) {
      const [ra, rb] = [this.single(a), this.single(b)];
      ok = ra !== null && rb !== null && signature([this.shaper.layout(key)]) === signature([ra, rb]);
      this.pairs.set(key, ok);
    }
    return ok;
  }
}

/** The candidates that lay out as one plain glyph and meet every other one without change. */
export function freeCharacters(shaper: Shaper): Set<string> {
  const font = new Interactions(shaper);
  const free = new Set(CANDIDATES.filter((c) => font.single(c) !== null));
  for (const a of [...free])
    for (const b of [...free])
      if (!font.meet(a, b)) {
        free.delete(a);
        free.delete(b);
      }
  return free;
}

/** Per fontkit font: its interactions, and the candidates' pdfkit layouts (scaled, as drawn). */
const fonts = new WeakMap<object, { font: Interactions; singles: Map<string, Single> }>();

function single(font: PdfkitFont, singles: Map<string, Single>, c: string): Single {
  let s = singles.get(c);
  if (!s) {
    const run = font.layout(c);
    s = { glyph: run.glyphs[0] as Single["glyph"], position: run.positions[0] as Single["position"] };
    singles.set(c, s);
  }
  return s;
}

/** `s` laid out from its characters' layouts, or null when one of them is not free in this font. */
export function composedLayout(font: PdfkitFont, s: string): Laid | null {
  let known = fonts.get(font.font);
  if (!known) {
    known = { font: new Interactions(font.font as Shaper), singles: new Map() };
    fonts.set(font.font, known);
  }
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (!CANDIDATE.has(c) || (i > 0 ? !known.font.meet(s[i - 1] as string, c) : !known.font.single(c)))
      return null;
  }
  const glyphs: Laid["glyphs"] = [];
  const positions: Laid["positions"] = [];
  let [advance, word] = [0, 0];
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    const { glyph, position } = single(font, known.singles, c);
    glyphs.push(glyph);
    positions.push(position);
    word += position.xAdvance;
    // pdfkit lays out word by word, a word ending after a space, and adds up the words' advances.
    if (c === " " || i === s.length - 1) {
      advance += word;
      word = 0;
    }
  }
  return { advance, glyphs, positions };
}

/** pdfkit's EmbeddedFont (0.20) as far as its word layouts go. */
interface WordLayouts extends PdfkitFont {
  layoutRun(
    text: string,
    features?: unknown,
  ): { glyphs: Laid["glyphs"]; positions: Laid["positions"]; advanceWidth: number };
}

/**
 * The words pdfkit lays out for `font` (EmbeddedFont.layoutRun, one word with its trailing
 * space, cached per thread: fonts.ts) are put together from their characters' layouts when
 * they are numbers, as lines are above. A sentence seen for the first time (the method note's
 * ratios, a quality note's counts) is laid out word by word, and nearly all of its new words are
 * numbers ("19,950", "83.0%", "€7,238.28"): some 20 a plant PDF, each shaped from scratch by
 * fontkit. The run is pdfkit's to the last bit: the same glyph objects, positions of the same
 * values (copies, as fontkit's are new objects each time) and their advance summed in order as
 * fontkit's GlyphRun sums it. A single character and any word with other characters, or asked
 * for with OpenType features, take pdfkit's own path (a character's layout is what this is
 * built from).
 */
export function composeNumericWords(pdfkitFont: PdfkitFont): void {
  const font = pdfkitFont as WordLayouts;
  const own = font.layoutRun.bind(font);
  font.layoutRun = (text, features) => {
    const laid = features === undefined && text.length > 1 ? composedLayout(font, text) : null;
    if (laid === null) return own(text, features);
    const positions = laid.positions.map((p) => ({ ...p }));
    let advanceWidth = 0;
    for (const p of positions) advanceWidth += p.xAdvance;
    return { glyphs: laid.glyphs, positions, advanceWidth };
  };
}
