/** Polish messages of the plant PDF. */
import type { pdfEn } from "./en.js";

export const pdfPl: Record<keyof typeof pdfEn, string> = {};
