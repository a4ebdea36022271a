/** Output names fixed by the contract (DESIGN.md "Output folder"). */
export type WorkbookKind = "yield" | "pr" | "availability";

export const WORKBOOK_KINDS: readonly WorkbookKind[] = ["yield", "pr", "availability"];

export function workbookFileName(kind: WorkbookKind, month: string): string {
  return `${kind}-${month}.xlsx`;
}
