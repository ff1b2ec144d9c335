/** Mana: costs, the pool, and paying one from the other and from untapped sources. */
export * from './mana-type';
export * from './cost';
export * from './pool';
export * from './payment';
export * from './text';
