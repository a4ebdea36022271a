/**
 * Which catalog keys the code uses: any string literal in src/ (outside the catalogs and the
 * generated parameter types) that
 * is a key — `t("figure.budget")` and label tables such as `{ key: "figure.budget" }` alike.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(path);
    return e.name.endsWith(".ts") ? [path] : [];
  });
}

const LITERAL = /(["'`])([A-Za-z][\w]*(?:\.[\w]+)+)\1/g;

/** The keys of `keys` quoted somewhere in `srcDir`, except in or under `excluded` paths. */
export function usedMessageKeys(
  srcDir: string,
  excluded: readonly string[],
  keys: readonly string[],
): Set<string> {
  const known = new Set(keys);
  const used = new Set<string>();
  for (const file of tsFiles(srcDir)) {
    if (excluded.some((path) => !relative(path, file).startsWith(".."))) continue;
    for (const m of readFileSync(file, "utf8").matchAll(LITERAL)) {
      if (m[2] && known.has(m[2])) used.add(m[2]);
    }
  }
  return used;
}
