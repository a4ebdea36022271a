/** Italian messages of index.html. */
import type { htmlEn } from "./en.js";

export const htmlIt: Record<keyof typeof htmlEn, string> = {};
