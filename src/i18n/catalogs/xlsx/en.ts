/** English messages of the workbooks (the source: its keys type every other language's). */
export const xlsxEn = {} as const;
