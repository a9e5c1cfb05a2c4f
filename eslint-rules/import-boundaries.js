import path from 'node:path';

/**
 * Who may import whom, decided on resolved paths so that `../../x` means the same at any
 * depth (a glob on the written specifier cannot tell a feature's own `../components` from
 * another feature's):
 * - web: a feature imports its own files, src/lib, src/components, src/testing, never another
 *   feature; src/app imports a feature only through its pages or its index.ts; src/lib,
 *   src/components and src/testing import no feature.
 * - server: a module never imports another module's `testing/` folder, and code that ships
 *   (not a test) imports no `testing/` folder and nothing from packages/server/test.
 */

const WEB_SRC = `${path.sep}packages${path.sep}web${path.sep}src${path.sep}`;
const SERVER = `${path.sep}packages${path.sep}server${path.sep}`;
const isTestFile = (file) => /\.test\.tsx?$/.test(file);

/** [area, rest]: 'features/accounts/pages/x.tsx' → ['features', ['accounts', 'pages', 'x.tsx']]. */
function webPlace(file) {
  const at = file.indexOf(WEB_SRC);
  if (at < 0) return undefined;
  const [area, ...rest] = file.slice(at + WEB_SRC.length).split(path.sep);
  return { area, rest };
}

function webProblem(from, to) {
  const source = webPlace(from);
  const target = webPlace(to);
  if (!source || !target || target.area !== 'features') return undefined;
  const [feature, folder] = target.rest;
  if (source.area === 'features') {
    return source.rest[0] === feature ? undefined : `another feature's files (${feature})`;
  }
  if (source.area === 'app') {
    // `features/x` (its index.ts), `features/x/index`, or one of its pages.
    const entry = folder === undefined || folder === 'pages' || /^index(\.tsx?)?$/.test(folder);
    return entry
      ? undefined
      : `a feature's internals (${feature}/${folder}); use its pages or index.ts`;
  }
  return `a feature (${feature}) from src/${source.area}`;
}

/** The module of a server file, and whether the path goes through a `testing` folder. */
function serverPlace(file) {
  const at = file.indexOf(SERVER);
  if (at < 0) return undefined;
  const parts = file.slice(at + SERVER.length).split(path.sep);
  const module = parts[0] === 'src' && parts[1] === 'modules' ? parts[2] : undefined;
  return { module, testing: parts.includes('testing'), harness: parts[0] === 'test' };
}

function serverProblem(from, to) {
  const source = serverPlace(from);
  const target = serverPlace(to);
  if (!source || !target || !(target.testing || target.harness)) return undefined;
  if (!isTestFile(from) && !source.testing && !source.harness) {
    return 'test helpers from code that ships';
  }
  if (target.testing && source.module && target.module && source.module !== target.module) {
    return `another module's testing folder (${target.module})`;
  }
  return undefined;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features and modules from reaching into each other' },
    messages: { crossing: 'Do not import {{what}}.' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const from = context.filename;
      const to = path.resolve(path.dirname(from), specifier);
      const what = webProblem(from, to) ?? serverProblem(from, to);
      if (what) context.report({ node: node.source, messageId: 'crossing', data: { what } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
