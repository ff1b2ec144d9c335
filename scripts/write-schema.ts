// Writes schemas/crawl.schema.json from the one schema definition in src/engine.
// `npm run schema`; a unit test fails when the committed file is out of date.
import { writeFileSync } from 'node:fs';
import { jsonSchema } from '../src/engine';

export function schemaText(): string {
  return JSON.stringify(jsonSchema(), null, 2) + '\n';
}

if (process.argv[1]?.endsWith('write-schema.ts')) {
  writeFileSync(new URL('../schemas/crawl.schema.json', import.meta.url), schemaText());
  console.log('wrote schemas/crawl.schema.json');
}
