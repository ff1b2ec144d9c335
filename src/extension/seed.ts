import { randomBytes } from 'node:crypto';

/** A fresh seed players can read aloud and type: no 0/O, 1/l/i look-alikes. */
export function freshSeed(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}
