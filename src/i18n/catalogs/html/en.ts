/** English messages of index.html (the source: its keys type every other language's). */
export const htmlEn = {} as const;
