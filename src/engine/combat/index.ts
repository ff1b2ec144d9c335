/** Combat: who may attack and block, and the combat damage step, over a minimal model of creatures. */
export * from './model';
export * from './rules';
export * from './blocks';
export * from './damage';
