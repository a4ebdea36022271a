/**
 * Files shipped with the package, found from the package root: the nearest folder above this
 * module that holds package.json. That is the same folder whether this module runs as the TS
 * source (src/), as tsc's output (dist/) or inside the bundled bin (dist/bundle/).
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`solar-report's package.json was not found above ${from}`);
  }
}

export const packageRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
export const templatePath = (name: string): string => join(packageRoot, "templates", name);
