/**
 * A mark on a schema node saying "write me one member per line". Everything
 * not so marked is written compactly on a single line, which is what makes
 * one hex, one card or one log entry exactly one line of the saved file.
 * A symbol, so it never leaks into the exported JSON Schema.
 */
export const BLOCK: unique symbol = Symbol.for('crawl.layout.block');

export const block = { [BLOCK]: true } as const;
