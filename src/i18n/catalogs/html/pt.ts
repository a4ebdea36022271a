/** Portuguese messages of index.html. */
import type { htmlEn } from "./en.js";

export const htmlPt: Record<keyof typeof htmlEn, string> = {};
