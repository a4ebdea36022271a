/** Dutch messages of index.html. */
import type { htmlEn } from "./en.js";

export const htmlNl: Record<keyof typeof htmlEn, string> = {};
