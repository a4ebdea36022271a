/** Italian messages of the workbooks. */
import type { xlsxEn } from "./en.js";

export const xlsxIt: Record<keyof typeof xlsxEn, string> = {};
