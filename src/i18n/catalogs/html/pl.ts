/** Polish messages of index.html. */
import type { htmlEn } from "./en.js";

export const htmlPl: Record<keyof typeof htmlEn, string> = {};
