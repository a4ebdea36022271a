/** Files shipped with the package, found relative to this module (works from src/ and dist/). */
import { fileURLToPath } from "node:url";

export const packageRoot = fileURLToPath(new URL("..", import.meta.url));
export const templatePath = (name: string): string =>
  fileURLToPath(new URL(`../templates/${name}`, import.meta.url));
