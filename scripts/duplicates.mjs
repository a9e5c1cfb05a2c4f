// `npm run lint:duplicates`: the copy-paste detector jscpd over the code (.jscpd.json: TypeScript
// and JavaScript in packages/, e2e/, bench/ and scripts/, import lists left out). It names every
// duplicated block and fails when there are more than LIMIT (one piece of code for one
// rule). A block that is boilerplate by nature may be fenced with `// jscpd:ignore-start` and
// `// jscpd:ignore-end`, with a comment saying why.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Its ES module build asks for 'colors/safe' without an extension, which Node refuses: the CommonJS one.
const { detectClones } = createRequire(import.meta.url)('jscpd');

const LIMIT = 5;
const root = path.resolve(import.meta.dirname, '..');
const options = JSON.parse(fs.readFileSync(path.join(root, '.jscpd.json'), 'utf8'));

process.chdir(root);
const clones = await detectClones({ ...options, reporters: [], silent: true });
const where = (file) => `${path.relative(root, file.sourceId)}:${file.start.line}-${file.end.line}`;
for (const clone of clones)
  console.log(`${where(clone.duplicationA)} ~ ${where(clone.duplicationB)}`);
console.log(`${clones.length} duplicated block(s); at most ${LIMIT} allowed.`);
process.exit(clones.length > LIMIT ? 1 : 0);
