/** Portuguese messages of the workbooks. */
import type { xlsxEn } from "./en.js";

export const xlsxPt: Record<keyof typeof xlsxEn, string> = {};
