import { ChangeType, StringChange, Tree, applyChangesToString } from '@nx/devkit';
import ts from 'typescript';

/**
 * The registrations the generator adds to hand-written files, found by the TypeScript AST rather than
 * by text: an import after the last import, an element at the end of a named array, a statement before
 * another. Each throws naming the file and what it could not find (the file is then edited by hand).
 */

function parse(tree: Tree, path: string): ts.SourceFile {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} does not exist`);
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
}

/** The array a `const <name> = [...]` (or `[...] as const`, or a property `<name>: [...]`) holds. */
function findArray(source: ts.SourceFile, matches: (name: string) => boolean): { name: string; array: ts.ArrayLiteralExpression; statement: ts.Node } | undefined {
  let found: { name: string; array: ts.ArrayLiteralExpression; statement: ts.Node } | undefined;
  const unwrap = (node: ts.Expression | undefined): ts.Expression | undefined => (node && ts.isAsExpression(node) ? unwrap(node.expression) : node);
  const visit = (node: ts.Node): void => {
    if (found) return;
    const named =
      (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) && (ts.isIdentifier(node.name) ? node.name.text : undefined);
    const value = named ? unwrap((node as ts.VariableDeclaration | ts.PropertyAssignment).initializer) : undefined;
    if (named && matches(named) && value && ts.isArrayLiteralExpression(value)) {
      let statement: ts.Node = node;
      while (statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
      found = { name: named, array: value, statement };
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Applies insertions to a file of the tree. */
function insert(tree: Tree, path: string, changes: StringChange[]): void {
  tree.write(path, applyChangesToString(tree.read(path, 'utf-8') ?? '', changes));
}

/** An import line after the file's last import. */
export function importChange(tree: Tree, path: string, line: string): StringChange {
  const imports = parse(tree, path).statements.filter(ts.isImportDeclaration);
  const at = imports.length ? imports[imports.length - 1].end : 0;
  return { type: ChangeType.Insert, index: at, text: `\n${line}` };
}

/** `element` appended to the array named by `matches` (its last element keeps its place; Prettier lays it out). */
export function appendChange(tree: Tree, path: string, matches: (name: string) => boolean, element: string, what: string): StringChange {
  const found = findArray(parse(tree, path), matches);
  if (!found) throw new Error(`${path}: found no ${what} to add ${element} to`);
  const elements = found.array.elements;
  if (!elements.length) return { type: ChangeType.Insert, index: found.array.getStart() + 1, text: element };
  const last = elements[elements.length - 1];
  const trailingComma = elements.hasTrailingComma;
  return trailingComma ? { type: ChangeType.Insert, index: last.end + 1, text: ` ${element},` } : { type: ChangeType.Insert, index: last.end, text: `, ${element}` };
}

/** Imports and array elements of one file, applied together. */
export function register(tree: Tree, path: string, imports: string[], arrays: { matches: (name: string) => boolean; element: string; what: string }[]): void {
  const changes = [...imports.map((line) => importChange(tree, path, line)), ...arrays.map(({ matches, element, what }) => appendChange(tree, path, matches, element, what))];
  insert(tree, path, changes);
}

/** A statement inserted before the top-level statement that holds the array named by `matches` (a new contract entry before the service's list). */
export function insertBeforeArray(tree: Tree, path: string, matches: (name: string) => boolean, text: string, what: string): string {
  const found = findArray(parse(tree, path), matches);
  if (!found) throw new Error(`${path}: found no ${what}`);
  insert(tree, path, [{ type: ChangeType.Insert, index: found.statement.getStart(), text }]);
  return found.name;
}

/** The object literal a `const <name> ... = {...}` holds. */
function findObject(source: ts.SourceFile, matches: (name: string) => boolean): { name: string; object: ts.ObjectLiteralExpression } | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const name = ts.isIdentifier(declaration.name) ? declaration.name.text : undefined;
      if (name && matches(name) && declaration.initializer && ts.isObjectLiteralExpression(declaration.initializer)) return { name, object: declaration.initializer };
    }
  }
  return undefined;
}

/** A property (`'<key>': <value>`) added at the end of the object literal named by `matches` (a service's reference words). */
export function addProperty(tree: Tree, path: string, matches: (name: string) => boolean, key: string, value: string, what: string): void {
  const found = findObject(parse(tree, path), matches);
  if (!found) throw new Error(`${path}: found no ${what} to add ${key} to`);
  const properties = found.object.properties;
  const text = `'${key}': ${value}`;
  const change: StringChange = !properties.length
    ? { type: ChangeType.Insert, index: found.object.getStart() + 1, text: `\n  ${text},\n` }
    : properties.hasTrailingComma
      ? { type: ChangeType.Insert, index: properties[properties.length - 1].end + 1, text: `\n  ${text},` }
      : { type: ChangeType.Insert, index: properties[properties.length - 1].end, text: `,\n  ${text},` };
  insert(tree, path, [change]);
}
