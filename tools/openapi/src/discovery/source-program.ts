import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Source files whose types the document reads: collection declarations, controllers, DTOs and mappers of every app. */
const SOURCE_PATTERN = /\.(collection|controller|dto|mapper|module)\.ts$/;

/**
 * The monorepo's sources as the compiler sees them: where the response
 * records' types come from (the return types of `toRecord`/`toDetail` and of
 * the handlers), so the document describes what the code returns.
 */
export class SourceProgram {
  readonly checker: ts.TypeChecker;
  private readonly program: ts.Program;

  constructor(readonly root: string) {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'tsconfig.base.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    );
    if (!config) throw new Error('tsconfig.base.json could not be read');
    const options: ts.CompilerOptions = {
      ...config.options,
      noEmit: true,
      composite: false,
      declaration: false,
      declarationMap: false,
      sourceMap: false,
    };
    this.program = ts.createProgram({ rootNames: appSources(root), options });
    this.checker = this.program.getTypeChecker();
  }

  /** The `defineCollection({...})` object literal of each collection, by its contract entry's `collection`. */
  collectionDeclarations(): Map<string, ts.ObjectLiteralExpression> {
    const found = new Map<string, ts.ObjectLiteralExpression>();
    for (const file of this.appFiles(/\.collection\.ts$/)) {
      visit(file, (node) => {
        if (!ts.isCallExpression(node) || node.expression.getText(file) !== 'defineCollection') return;
        const literal = node.arguments[0];
        if (!literal || !ts.isObjectLiteralExpression(literal)) return;
        const name = this.collectionOfContract(property(literal, 'contract'));
        if (name) found.set(name, literal);
      });
    }
    return found;
  }

  /** The literal `collection` of a contract entry (`LEADS_CONTRACT`), from its type (`defineContract` keeps it literal). */
  private collectionOfContract(contract: ts.Expression | undefined): string | undefined {
    const symbol = contract && this.checker.getTypeAtLocation(contract).getProperty('collection');
    const type = symbol && this.checker.getTypeOfSymbol(symbol);
    return type?.isStringLiteral() ? type.value : undefined;
  }

  /** The type a function-valued property of a declaration (`toRecord`) returns. */
  returnTypeOfProperty(literal: ts.ObjectLiteralExpression, name: string): ts.Type | undefined {
    const value = property(literal, name);
    if (!value) return undefined;
    const signature = this.checker.getTypeAtLocation(value).getCallSignatures()[0];
    if (!signature) throw new Error(`${name} of a collection declaration is not a function`);
    return signature.getReturnType();
  }

  /** What a handler method answers (its promise unwrapped, and JSON already written as `JsonBytes<T>` read as T), by class and method name. */
  handlerReturnType(className: string, methodName: string): ts.Type {
    const signature = this.checker.getSignatureFromDeclaration(this.method(className, methodName));
    if (!signature) throw new Error(`handler ${className}.${methodName} has no signature`);
    const returned = signature.getReturnType();
    const answered = this.checker.getAwaitedType(returned) ?? returned;
    const of = answered.getSymbol()?.getName() === 'JsonBytes' ? answered.getProperty('of') : undefined;
    return of ? this.checker.getNonNullableType(this.checker.getTypeOfSymbol(of)) : answered;
  }

  private method(className: string, methodName: string): ts.MethodDeclaration {
    for (const file of this.appFiles(/\.controller\.ts$/)) {
      for (const statement of file.statements) {
        if (!ts.isClassDeclaration(statement) || statement.name?.text !== className) continue;
        const method = statement.members.find(
          (member): member is ts.MethodDeclaration => ts.isMethodDeclaration(member) && member.name.getText(file) === methodName,
        );
        if (method) return method;
      }
    }
    throw new Error(`handler ${className}.${methodName} not found among the controllers' sources`);
  }

  /** The error codes a handler documents with `@throws CODE` (codes its service throws beyond the generic ones). */
  thrownCodes(className: string, methodName: string): string[] {
    const method = this.method(className, methodName);
    return ts
      .getJSDocTags(method)
      .filter((tag) => tag.tagName.text === 'throws')
      .flatMap((tag) => (ts.getTextOfJSDocComment(tag.comment) ?? '').match(/\b[A-Z][A-Z_]{2,}\b/g) ?? []);
  }

  /**
   * Properties of a class whose doc comment starts with `Extension` (what the
   * API offers beyond the spec, e.g. `updatedSince` and `cursor` of every list).
   */
  extensionProperties(path: string, className: string): Set<string> {
    const file = this.program.getSourceFile(join(this.root, path));
    const declaration = file?.statements.find(
      (statement): statement is ts.ClassDeclaration => ts.isClassDeclaration(statement) && statement.name?.text === className,
    );
    if (!declaration) throw new Error(`${path} declares no class ${className}`);
    return new Set(
      declaration.members
        .filter((member) =>
          ts.getJSDocCommentsAndTags(member).some((doc) => /^\s*Extension\b/.test(ts.getTextOfJSDocComment(doc.comment) ?? '')),
        )
        .map((member) => member.name?.getText(file) ?? ''),
    );
  }

  /** An exported type (interface or alias) of a source file, e.g. `TokenResponse` of the gateway's auth DTOs. */
  exportedType(path: string, name: string): ts.Type {
    const file = this.program.getSourceFile(join(this.root, path));
    const symbol = file && this.checker.getSymbolAtLocation(file);
    const exported = symbol && this.checker.getExportsOfModule(symbol).find((candidate) => candidate.getName() === name);
    if (!exported) throw new Error(`${path} exports no type ${name}`);
    return this.checker.getDeclaredTypeOfSymbol(exported.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(exported) : exported);
  }

  private appFiles(pattern: RegExp): ts.SourceFile[] {
    return this.program.getSourceFiles().filter((file) => file.fileName.includes('/apps/') && pattern.test(file.fileName));
  }
}

function appSources(root: string): string[] {
  const apps = join(root, 'apps');
  return readdirSync(apps).flatMap((app) => {
    const src = join(apps, app, 'src');
    try {
      return (readdirSync(src, { recursive: true }) as string[])
        .filter((path) => SOURCE_PATTERN.test(path) && !path.includes('testing/'))
        .map((path) => join(src, path));
    } catch {
      return [];
    }
  });
}

function property(literal: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const element of literal.properties) {
    if (ts.isPropertyAssignment(element) && element.name.getText() === name) return element.initializer;
    if (ts.isShorthandPropertyAssignment(element) && element.name.text === name) return element.name;
  }
  return undefined;
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  ts.forEachChild(node, (child) => visit(child, each));
}
