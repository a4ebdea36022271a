/** Italian messages of the plant PDF. */
import type { pdfEn } from "./en.js";

export const pdfIt: Record<keyof typeof pdfEn, string> = {};
