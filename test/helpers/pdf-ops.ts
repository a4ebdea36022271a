/**
 * What a page content stream draws, independent of how its operators are spelled: each text
 * showing (font, size, where its text space starts on the page and how it is oriented, glyph
 * ids, kerning, fill colour) and each painted path (its points on the page, how it is painted,
 * the colours and line width). Two streams that draw the same page give the same list, whether
 * the text sits in `q 1 0 0 -1 0 h cm … Q` or in a flipped text matrix, and whether a colour
 * is `/DeviceRGB cs 0.12156862745098039 … scn` or `0.122 … rg`. Colours are compared as the
 * 8-bit values they came from, positions to a thousandth of a point.
 */

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** a × b, PDF's row-vector convention (a applied first). */
function mul(a: Matrix, b: Matrix): Matrix {
  return [
    a[0] * b[0] + a[1] * b[2],
    a[0] * b[1] + a[1] * b[3],
    a[2] * b[0] + a[3] * b[2],
    a[2] * b[1] + a[3] * b[3],
    a[4] * b[0] + a[5] * b[2] + b[4],
    a[4] * b[1] + a[5] * b[3] + b[5],
  ];
}

const r3 = (n: number) => Math.round(n * 1000) / 1000 + 0;
const byte = (v: number) => Math.round(v * 255);

export interface TextShow {
  font: string;
  size: number;
  /** The text space on the page: orientation and origin, to 0.001 pt. */
  at: number[];
  /** Glyph ids, four hex digits each, and after each string the TJ adjustment (0 when none). */
  glyphs: string[];
  kerns: number[];
  fill: number[];
}

export interface PathPaint {
  op: string;
  points: number[];
  fill: number[];
  stroke: number[];
  lineWidth: number;
}

type Token = { num: number } | { name: string } | { str: string } | { op: string } | { arr: Token[] };

function hexOf(bytes: number[]): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

/** Tokens of a content stream (numbers, names, strings as hex, arrays, operators). */
function tokens(src: string): Token[] {
  const out: Token[][] = [[]];
  let i = 0;
  const push = (t: Token) => out[out.length - 1]!.push(t);
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "[") {
      out.push([]);
      i++;
    } else if (c === "]") {
      const arr = out.pop()!;
      push({ arr });
      i++;
    } else if (c === "<") {
      const end = src.indexOf(">", i);
      push({
        str: src
          .slice(i + 1, end)
          .replace(/\s/g, "")
          .toLowerCase(),
      });
      i = end + 1;
    } else if (c === "(") {
      const bytes: number[] = [];
      let depth = 1;
      i++;
      while (depth > 0) {
        let ch = src.charCodeAt(i++);
        if (ch === 0x5c) {
          const e = src[i++]!;
          const esc: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
          if (e in esc) ch = esc[e]!;
          else if (/[0-7]/.test(e)) {
            let oct = e;
            while (oct.length < 3 && /[0-7]/.test(src[i]!)) oct += src[i++];
            ch = Number.parseInt(oct, 8);
          } else ch = e.charCodeAt(0);
          bytes.push(ch & 0xff);
          continue;
        }
        if (ch === 0x28) depth++;
        if (ch === 0x29 && --depth === 0) break;
        bytes.push(ch & 0xff);
      }
      push({ str: hexOf(bytes) });
    } else if (c === "/") {
      const m = /^\/[^\s/[\]()<>]+/.exec(src.slice(i, i + 128))!;
      push({ name: m[0].slice(1) });
      i += m[0].length;
    } else {
      const m = /^[^\s/[\]()<>]+/.exec(src.slice(i, i + 128))!;
      const n = Number(m[0]);
      push(Number.isNaN(n) ? { op: m[0] } : { num: n });
      i += m[0].length;
    }
  }
  return out[0]!;
}

interface State {
  ctm: Matrix;
  fill: number[];
  stroke: number[];
  lineWidth: number;
  font: string;
  size: number;
}

/** Every text showing and painted path of `content`, in drawing order. */
export function drawing(content: string): { text: TextShow[]; paths: PathPaint[] } {
  const text: TextShow[] = [];
  const paths: PathPaint[] = [];
  const stack: State[] = [];
  let st: State = { ctm: IDENTITY, fill: [0, 0, 0], stroke: [0, 0, 0], lineWidth: 1, font: "", size: 0 };
  let tm: Matrix = IDENTITY;
  let line: Matrix = IDENTITY;
  let fillSpace = "DeviceGray";
  let strokeSpace = "DeviceGray";
  let path: number[] = [];
  let operands: Token[] = [];
  const nums = () => operands.map((t) => ("num" in t ? t.num : Number.NaN));
  const colour = (vs: number[], space: string) =>
    space === "DeviceRGB" || vs.length === 3
      ? vs.map(byte)
      : vs.length === 1
        ? [byte(vs[0]!)]
        : vs.map((v) => r3(v));
  const point = (x: number, y: number) => {
    const m = mul([1, 0, 0, 1, x, y], st.ctm);
    path.push(r3(m[4]), r3(m[5]));
  };
  for (const t of tokens(content)) {
    if (!("op" in t)) {
      operands.push(t);
      continue;
    }
    const n = nums();
    switch (t.op) {
      case "q":
        stack.push({ ...st });
        break;
      case "Q":
        st = stack.pop()!;
        break;
      case "cm":
        st.ctm = mul(n as Matrix, st.ctm);
        break;
      case "BT":
        tm = IDENTITY;
        line = IDENTITY;
        break;
      case "Tm":
        tm = n as Matrix;
        line = tm;
        break;
      case "Td":
        line = mul([1, 0, 0, 1, n[0]!, n[1]!], line);
        tm = line;
        break;
      case "Tf":
        st.font = (operands[0] as { name: string }).name;
        st.size = n[1]!;
        break;
      case "TJ":
      case "Tj": {
        const items = t.op === "TJ" ? (operands[0] as { arr: Token[] }).arr : operands;
        const glyphs: string[] = [];
        const kerns: number[] = [];
        for (const item of items) {
          if ("str" in item) {
            glyphs.push(item.str);
            kerns.push(0);
          } else if ("num" in item) kerns[kerns.length - 1] = r3(item.num);
        }
        const m = mul(tm, st.ctm);
        text.push({ font: st.font, size: st.size, at: m.map(r3), glyphs, kerns, fill: st.fill });
        break;
      }
      case "cs":
        fillSpace = (operands[0] as { name: string }).name;
        break;
      case "CS":
        strokeSpace = (operands[0] as { name: string }).name;
        break;
      case "scn":
      case "sc":
        st.fill = colour(n, fillSpace);
        break;
      case "SCN":
      case "SC":
        st.stroke = colour(n, strokeSpace);
        break;
      case "rg":
        fillSpace = "DeviceRGB";
        st.fill = colour(n, fillSpace);
        break;
      case "RG":
        strokeSpace = "DeviceRGB";
        st.stroke = colour(n, strokeSpace);
        break;
      case "g":
        fillSpace = "DeviceGray";
        st.fill = colour(n, fillSpace);
        break;
      case "G":
        strokeSpace = "DeviceGray";
        st.stroke = colour(n, strokeSpace);
        break;
      case "w":
        st.lineWidth = n[0]!;
        break;
      case "m":
      case "l":
        point(n[0]!, n[1]!);
        break;
      case "c":
        for (let k = 0; k < 6; k += 2) point(n[k]!, n[k + 1]!);
        break;
      case "re": {
        const [x, y, w, h] = n as [number, number, number, number];
        point(x, y);
        point(x + w, y);
        point(x + w, y + h);
        point(x, y + h);
        break;
      }
      case "f":
      case "f*":
      case "S":
      case "s":
      case "B":
      case "B*":
      case "b":
      case "n":
        paths.push({ op: t.op, points: path, fill: st.fill, stroke: st.stroke, lineWidth: st.lineWidth });
        path = [];
        break;
      default:
        break;
    }
    operands = [];
  }
  return { text, paths };
}

/**
 * The first place where `a` and `b` differ (a path such as "text[3].at[4]: 42 ≠ 42.01"), or
 * null when they are the same: numbers within `tolerance`, everything else equal.
 */
export function firstDifference(a: unknown, b: unknown, tolerance = 0.002, where = ""): string | null {
  if (typeof a === "number" && typeof b === "number")
    return Math.abs(a - b) <= tolerance ? null : `${where}: ${a} ≠ ${b}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${where}: length ${a.length} ≠ ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], tolerance, `${where}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        tolerance,
        `${where}.${k}`,
      );
      if (d) return d;
    }
    return null;
  }
  return a === b ? null : `${where}: ${String(a)} ≠ ${String(b)}`;
}
