/** Spanish messages of index.html. */
import type { htmlEn } from "./en.js";

export const htmlEs: Record<keyof typeof htmlEn, string> = {};
