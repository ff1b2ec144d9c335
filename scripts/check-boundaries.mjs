#!/usr/bin/env node
// The boundary check of `npm test`: a folder of src/ that has an index.ts is
// a module, and code outside it reaches it only through that index. So the
// CLI, the host, the protocol and the webview see the engine only as
// src/engine/index.ts exports it, and nothing outside a variant's folder
// (src/engine/variants/<id>/) reaches past its index into its internals.
//   node scripts/check-boundaries.mjs [--src DIR]   prints each crossing, exits 1 if any
// The integration suite is held to it too: it drives the extension as VS Code
// does, through the same surface. Unit, webview and bench code are exempt:
// they check the internals they import.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { src: { type: 'string' } } });
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = args.src ? resolve(args.src) : join(root, 'src');
/** Code outside src/ that imports the engine as the host does: entered only by the modules' indexes, as src/ is. */
const alsoChecked = args.src ? [] : [join(root, 'test', 'integration', 'suite')];

/** Every .ts file under a folder. */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The module specifiers a file imports or re-exports (static and dynamic), with their line numbers. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(pattern)) {
    const line = text.slice(0, m.index).split('\n').length;
    found.push({ specifier: m[1], line });
  }
  return found;
}

/** The file a relative specifier names: a .ts file, or a folder's index.ts. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The module folders (those with an index.ts) that contain a file, outermost first; src/ itself is none. */
function modulesOf(file) {
  const out = [];
  for (let dir = dirname(file); dir.startsWith(src + sep); dir = dirname(dir)) {
    if (existsSync(join(dir, 'index.ts'))) out.unshift(dir);
  }
  return out;
}

const inside = (file, dir) => file.startsWith(dir + sep);

const crossings = [];
const checked = [...sources(src), ...alsoChecked.flatMap(sources)];
for (const file of checked) {
  for (const { specifier, line } of importsOf(file)) {
    if (!specifier.startsWith('.')) continue; // a package
    const target = resolveImport(file, specifier);
    if (!target) continue; // not a source file (a stylesheet, a JSON file): not ours to judge
    // The outermost module the target is in that the importer is not: it must be entered by its index.
    const entered = modulesOf(target).find((dir) => !inside(file, dir));
    if (entered && target !== join(entered, 'index.ts')) {
      const via = relative(dirname(file), entered).split(sep).join('/') || '.';
      crossings.push(`${relative(root, file)}:${line}: imports '${specifier}', inside ${relative(root, entered)}/ past its index; import '${via.startsWith('.') ? via : `./${via}`}' and export what is needed there`);
    }
  }
}

if (crossings.length > 0) {
  console.error(crossings.join('\n'));
  console.error(`\n${crossings.length} import${crossings.length === 1 ? '' : 's'} reach past a module's index (see scripts/check-boundaries.mjs)`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
console.log(`boundaries: every import into a module of src/ goes through its index (${checked.length} files checked)`);
console.log('1 passed, 0 failed');
