/** ANSI styling (Select Graphic Rendition) for text a terminal shows: `codes` such as "1" (bold) or "1;31" (bold red), only when `on`. */
export const sgr = (codes: string, text: string, on: boolean): string => (on ? `\x1b[${codes}m${text}\x1b[0m` : text);
