/** Spanish messages of the plant PDF. */
import type { pdfEn } from "./en.js";

export const pdfEs: Record<keyof typeof pdfEn, string> = {};
