/** French messages of index.html. */
import type { htmlEn } from "./en.js";

export const htmlFr: Record<keyof typeof htmlEn, string> = {};
