/** Portuguese messages of the plant PDF. */
import type { pdfEn } from "./en.js";

export const pdfPt: Record<keyof typeof pdfEn, string> = {};
