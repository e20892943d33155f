/**
 * How the linter's import rules find the file behind an import, as Node and TypeScript do: extensionless
 * .ts/.tsx imports, and package.json's imports (#contract/* is api/contract/*).
 * eslint-plugin-boundaries loads a resolver by its module path in the version 2 interface, hence this file
 * and its two exports; import-x takes `typeScriptResolver` itself.
 */
import { createNodeResolver } from 'eslint-plugin-import-x';

export const typeScriptResolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] });

export const interfaceVersion = 2;

export function resolve(source, file) {
  return typeScriptResolver.resolve(source, file);
}
