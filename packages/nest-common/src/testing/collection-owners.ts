import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Where a collection is opened or named: the file (relative to the service's `src/`) and its module folder. */
type Use = { file: string; module: string; collection: string };

/** `.collection('name')`, `.collection<T>(NAME_COLLECTION)`: the name or the constant opened. */
const OPENING = /\.collection\s*(?:<[\s\S]*?>)?\s*\(\s*('[^']*'|"[^"]*"|[A-Za-z_$][\w$]*)/g;
/** `const NAME_COLLECTION = 'name'`, exported or not. */
const DECLARATION =
  /(\bexport\s+)?\bconst\s+([A-Z][A-Z0-9_]*_COLLECTION)\s*(?::[^=]+)?=\s*('[^']*'|"[^"]*")/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The text without its comments (a comment may well mention `db.collection(`). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const unquoted = (literal: string) => literal.slice(1, -1);

/**
 * Checks that every MongoDB collection of a service has one owner (STYLE.md, "A collection has one owner"):
 * reads the service's source files under `srcDir` (not its tests) and answers, one sentence each, every file
 * that opens (`db.collection(...)`) or names (its `*_COLLECTION` constant) a collection owned by another
 * module folder, and every second declaration of a collection's name. A collection's owner is the module
 * folder (`src/<module>/`) that declares its `*_COLLECTION` constant, or else the one folder that opens it.
 * An empty list: each collection is opened in its owner's folder only, and other modules ask that owner.
 */
export function collectionOwnerProblems(srcDir: string): string[] {
  const files = sourceFiles(srcDir).map((path) => {
    const file = relative(srcDir, path).split(sep).join('/');
    const folders = file.split('/');
    return {
      file,
      module: folders.length > 1 ? folders[0]! : '.',
      text: withoutComments(readFileSync(path, 'utf8')),
    };
  });
  const declarations: (Use & { constant: string; exported: boolean })[] = files.flatMap(
    ({ file, module, text }) =>
      [...text.matchAll(DECLARATION)].map(([, exported, constant, literal]) => ({
        file,
        module,
        constant: constant!,
        exported: exported !== undefined,
        collection: unquoted(literal!),
      })),
  );
  const constants = new Map(declarations.map(({ constant, collection }) => [constant, collection]));
  const uses: Use[] = files.flatMap(({ file, module, text }) => {
    const opened = [...text.matchAll(OPENING)].flatMap(([, argument]) => {
      const collection = /^['"]/.test(argument!) ? unquoted(argument!) : constants.get(argument!);
      return collection === undefined ? [] : [{ file, module, collection }];
    });
    const named = [...constants].flatMap(([constant, collection]) =>
      new RegExp(`\\b${constant}\\b`).test(text) ? [{ file, module, collection }] : [],
    );
    return [...opened, ...named];
  });

  const problems = new Set<string>();
  /** The modules declaring the name: the one that exports it first (another may have copied it). */
  const declaringModules = (collection: string) => [
    ...new Set(
      declarations
        .filter((declaration) => declaration.collection === collection)
        .sort((a, b) => Number(b.exported) - Number(a.exported))
        .map((declaration) => declaration.module),
    ),
  ];
  for (const collection of new Set([...uses, ...declarations].map((use) => use.collection))) {
    const declaring = declaringModules(collection);
    const openers = [
      ...new Set(uses.filter((use) => use.collection === collection).map((use) => use.module)),
    ];
    const owner = declaring.length > 0 ? declaring[0] : openers.length === 1 ? openers[0] : undefined;
    for (const declaration of declarations.filter((d) => d.collection === collection && d.module !== owner))
      problems.add(
        `${declaration.file} declares the collection '${collection}' again (${declaration.constant}); its owner is the module ${owner}`,
      );
    for (const use of uses.filter((u) => u.collection === collection && u.module !== owner))
      problems.add(
        owner === undefined
          ? `${use.file} opens the collection '${collection}', which the modules ${openers.join(', ')} all open: one of them should own it`
          : `${use.file} opens the collection '${collection}' of the module ${owner}: ask that module's repository`,
      );
  }
  return [...problems].sort();
}
