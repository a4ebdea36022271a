/** Spanish messages of the workbooks. */
import type { xlsxEn } from "./en.js";

export const xlsxEs: Record<keyof typeof xlsxEn, string> = {};
