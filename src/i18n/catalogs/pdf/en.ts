/** English messages of the plant PDF (the source: its keys type every other language's). */
export const pdfEn = {} as const;
