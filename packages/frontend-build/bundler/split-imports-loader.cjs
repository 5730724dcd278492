// Rewrites the named imports and re-exports of a library shared per component into one statement per share
// key: `import { AppShell, Menu } from '@mantine/core'` becomes
// `import { AppShell } from '@mantine/core/AppShell'; import { Menu } from '@mantine/core/Menu';`, so that a
// screen consumes only the shared modules of the components it uses (federation/partial-shared.mjs).
// The line count stays the same, so the source maps keep pointing at the right lines.

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** @this {{ getOptions(): { keysByPackage: Record<string, Record<string, string>> } }} */
module.exports = function splitImportsLoader(source) {
  const { keysByPackage } = this.getOptions();
  let result = source;
  for (const [packageName, keys] of Object.entries(keysByPackage)) {
    if (!result.includes(packageName)) continue;
    const statement = new RegExp(
      `\\b(import|export)\\s*\\{([^}]*)\\}\\s*from\\s*(['"])${escape(packageName)}\\3\\s*;?`,
      'g',
    );
    result = result.replace(statement, (whole, verb, list, quote) => {
      const byKey = new Map();
      for (const item of list.split(',').map((one) => one.trim())) {
        if (!item) continue;
        const typeOnly = /^type\s/.test(item);
        const name = item.split(/\s+as\s+/)[0];
        const key = (!typeOnly && keys[name]) || packageName;
        byKey.set(key, [...(byKey.get(key) ?? []), item]);
      }
      const lineBreaks = '\n'.repeat((whole.match(/\n/g) ?? []).length);
      const statements = [...byKey].map(
        ([key, items]) => `${verb} { ${items.join(', ')} } from ${quote}${key}${quote};`,
      );
      return statements.join(' ') + lineBreaks;
    });
  }
  return result;
};
