/** German messages of the workbooks. */
import type { xlsxEn } from "./en.js";

export const xlsxDe: Record<keyof typeof xlsxEn, string> = {};
