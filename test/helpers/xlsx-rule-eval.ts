/**
 * Evaluates a conditional-format expression as Excel would for one cell of its range
 * (ISO/IEC 29500-1 §18.3.1.10: the formula is relative to the range's top-left cell). Enough
 * of the formula grammar for the workbooks' rules: AND(…), ISNUMBER(ref), comparisons of
 * references and numbers. A relative row moves with `rowOffset`; `$` rows and columns stay.
 */
type Value = number | string | null | boolean;
type Lookup = (ref: string) => number | string | null;

const TOKEN = /\s*(>=|<=|<>|[(),<>=]|\$?[A-Z]+\$?\d+|-?\d+(?:\.\d+)?(?:E-?\d+)?|[A-Z]+)/y;

function tokenize(text: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const m = TOKEN.exec(text);
    if (!m) throw new Error(`cannot read rule "${text}" at ${TOKEN.lastIndex}`);
    out.push(m[1]!);
  }
  return out;
}

function shift(ref: string, rowOffset: number): string {
  const [, col, abs, row] = /^\$?([A-Z]+)(\$?)(\d+)$/.exec(ref)!;
  return `${col}${abs ? Number(row) : Number(row) + rowOffset}`;
}

function compare(a: Value, op: string, b: Value): boolean {
  if (typeof a !== "number" || typeof b !== "number") return op === "<>" ? a !== b : op === "=" && a === b;
  return { ">=": a >= b, "<=": a <= b, ">": a > b, "<": a < b, "=": a === b, "<>": a !== b }[op] ?? false;
}

export function evaluateRule(formula: string, rowOffset: number, lookup: Lookup): boolean {
  const tokens = tokenize(formula.replace(/^=/, ""));
  let i = 0;
  const next = () => tokens[i++]!;
  const operand = (): Value => {
    const t = next();
    if (t === "AND" || t === "ISNUMBER") {
      if (next() !== "(") throw new Error(`"(" expected after ${t}`);
      const args: Value[] = [expr()];
      while (tokens[i] === ",") {
        i++;
        args.push(expr());
      }
      if (next() !== ")") throw new Error(`")" expected in ${formula}`);
      return t === "AND" ? args.every((a) => a === true) : typeof args[0] === "number";
    }
    if (/^\$?[A-Z]+\$?\d+$/.test(t)) return lookup(shift(t, rowOffset));
    if (/^-?\d/.test(t)) return Number(t);
    throw new Error(`unexpected "${t}" in ${formula}`);
  };
  const expr = (): Value => {
    const left = operand();
    const op = tokens[i];
    if (op && [">=", "<=", "<>", "<", ">", "="].includes(op)) {
      i++;
      return compare(left, op, operand());
    }
    return left;
  };
  const result = expr();
  if (i !== tokens.length) throw new Error(`trailing tokens in ${formula}`);
  return result === true;
}
