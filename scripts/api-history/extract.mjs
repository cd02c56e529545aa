// The public API of one installed inversify release, read from its type declarations with the TypeScript compiler
// API: every export of `inversify` (a namespace export such as 6.x's `interfaces` is walked into), and every member
// of each exported class, interface and object type alias. Shared by `npm run api-history` (which reads every
// release) and tests/unit/api-history.test.mjs (which reads the releases installed in examples/).
import path from 'node:path';
import ts from 'typescript';

/**
 * @typedef {object} ApiItem
 * @property {string} kind 'class', 'interface', 'function', 'method', 'property', ...
 * @property {string} signature the declaration as the compiler prints it, comments and bodies left out, one line
 *   per overload
 * @property {string} [deprecated] the `@deprecated` note (possibly '') when the declaration carries one
 */

/** @type {ts.CompilerOptions} */
const OPTIONS = {
  noEmit: true,
  types: [],
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // The script lays a release's packages out as symlinks; resolving from the link keeps each release's own copies.
  preserveSymlinks: true,
};

/**
 * The declaration file `import 'inversify'` gives in a project at `fromDir`. When `within` is given, a file outside
 * it does not count (a release's tree is inside this checkout, whose own node_modules would answer otherwise), and
 * the `types` field is tried when the `exports` map names no declarations (6.1.2's `import` entry has none).
 * @param {string} fromDir
 * @param {string} [within]
 */
export function resolveInversify(fromDir, within) {
  for (const moduleResolution of [ts.ModuleResolutionKind.Bundler, ts.ModuleResolutionKind.Node10]) {
    const options = {...OPTIONS, moduleResolution};
    const file = ts.resolveModuleName('inversify', path.join(fromDir, 'index.ts'), options, ts.sys).resolvedModule?.resolvedFileName;
    if (file !== undefined && (within === undefined || !path.relative(within, file).startsWith('..'))) return file;
  }
  throw new Error(`inversify cannot be resolved from ${fromDir}`);
}

const printer = ts.createPrinter({removeComments: true, omitTrailingSemicolon: true});
const DROPPED_MODIFIERS = /^(?:(?:export|declare|default|public)\s+)+/;

// Parents in which a parenthesized type needs no parentheses.
const PLAIN_TYPE_PARENTS = new Set([
  ts.SyntaxKind.Parameter, ts.SyntaxKind.PropertySignature, ts.SyntaxKind.PropertyDeclaration, ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.MethodSignature, ts.SyntaxKind.MethodDeclaration, ts.SyntaxKind.FunctionDeclaration, ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.FunctionType, ts.SyntaxKind.ConstructorType,
]);

/**
 * Spellings that differ between releases without any change of the API, made one: redundant parentheses,
 * `| undefined` on an optional parameter or property (emitted by some compiler versions only).
 * @type {ts.TransformerFactory<ts.Node>}
 */
const sameSpelling = (context) => {
  /** @param {ts.Node} node @returns {ts.Node} */
  const visit = (node) => {
    if (ts.isParenthesizedTypeNode(node) && node.parent !== undefined && (PLAIN_TYPE_PARENTS.has(node.parent.kind) || (ts.isUnionTypeNode(node.parent) && ts.isUnionTypeNode(node.type)))) {
      return visit(node.type);
    }
    if ((ts.isParameter(node) || ts.isPropertySignature(node)) && node.questionToken !== undefined && node.type !== undefined && ts.isUnionTypeNode(node.type)) {
      const kept = node.type.types.filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword);
      if (kept.length < node.type.types.length) {
        const type = kept.length === 1 ? kept[0] : ts.factory.createUnionTypeNode(kept);
        const updated = ts.isParameter(node)
          ? ts.factory.updateParameterDeclaration(node, node.modifiers, node.dotDotDotToken, node.name, node.questionToken, type, node.initializer)
          : ts.factory.updatePropertySignature(node, node.modifiers, node.name, node.questionToken, type);
        return ts.visitEachChild(updated, visit, context);
      }
    }
    return ts.visitEachChild(node, visit, context);
  };
  return visit;
};

/**
 * @param {ts.Node} node
 * @param {ts.SourceFile} source the file of the node, or of the node it was made from
 */
function print(node, source = node.getSourceFile()) {
  const [normalised] = ts.transform(node, [sameSpelling]).transformed;
  return printer
    .printNode(ts.EmitHint.Unspecified, normalised, source)
    .replace(/\s+/g, ' ')
    .replace(/;\s*$/, '')
    .replace(DROPPED_MODIFIERS, '')
    // Inferred types name their module (`import("./decorator_utils").DecoratorTarget`) in some releases only.
    .replace(/import\("[^"]*"\)\./g, '')
    .replace(/"([^"'\\]*)"/g, "'$1'")
    .trim();
}

/** @param {ts.Node} node @returns {string | undefined} */
function deprecation(node) {
  const tag = ts.getJSDocTags(node).find((t) => t.tagName.text === 'deprecated');
  return tag === undefined ? undefined : (ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/\s+/g, ' ').trim();
}

/** @param {ts.Node} member */
function isPublicMember(member) {
  const name = ts.getNameOfDeclaration(/** @type {ts.Declaration} */ (member));
  if (name === undefined || ts.isPrivateIdentifier(name)) return false;
  if (ts.isIdentifier(name) && name.text.startsWith('_')) return false;
  const flags = ts.getCombinedModifierFlags(/** @type {ts.Declaration} */ (member));
  return (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) === 0;
}

/** @param {ts.Node} member */
function memberName(member) {
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member)) return 'constructor';
  if (ts.isCallSignatureDeclaration(member)) return '(call)';
  const name = ts.getNameOfDeclaration(/** @type {ts.Declaration} */ (member));
  return name === undefined ? undefined : name.getText();
}

/** @param {ts.Node} member */
function memberKind(member) {
  if (ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) return 'method';
  if (ts.isGetAccessor(member) || ts.isSetAccessor(member)) return 'accessor';
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member)) return 'constructor';
  return 'property';
}

/**
 * A class or interface declaration without its body: `class Container`, `interface BindToFluentSyntax<T>`.
 * @param {ts.ClassDeclaration | ts.InterfaceDeclaration} decl
 */
function header(decl) {
  const f = ts.factory;
  const bare = ts.isClassDeclaration(decl)
    ? f.updateClassDeclaration(decl, decl.modifiers, decl.name, decl.typeParameters, decl.heritageClauses, [])
    : f.updateInterfaceDeclaration(decl, decl.modifiers, decl.name, decl.typeParameters, decl.heritageClauses, []);
  return print(bare, decl.getSourceFile()).replace(/\s*\{\s*\}$/, '');
}

/**
 * @param {ts.Declaration} decl
 * @returns {{kind: string, text: string, members?: readonly ts.Node[]}}
 */
function describe(decl) {
  if (ts.isClassDeclaration(decl)) return {kind: 'class', text: header(decl), members: decl.members};
  if (ts.isInterfaceDeclaration(decl)) return {kind: 'interface', text: header(decl), members: decl.members};
  if (ts.isTypeAliasDeclaration(decl)) {
    if (ts.isTypeLiteralNode(decl.type)) {
      const bare = ts.factory.updateTypeAliasDeclaration(decl, decl.modifiers, decl.name, decl.typeParameters, ts.factory.createTypeLiteralNode([]));
      return {kind: 'type', text: print(bare, decl.getSourceFile()).replace(/\s*\{\s*\}$/, ' {…}'), members: decl.type.members};
    }
    return {kind: 'type', text: print(decl)};
  }
  if (ts.isFunctionDeclaration(decl)) return {kind: 'function', text: print(decl)};
  if (ts.isVariableDeclaration(decl)) {
    const keyword = (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) !== 0 ? 'const' : 'let';
    return {kind: 'variable', text: `${keyword} ${print(decl)}`};
  }
  if (ts.isEnumDeclaration(decl)) return {kind: 'enum', text: print(decl)};
  if (ts.isModuleDeclaration(decl)) return {kind: 'namespace', text: `namespace ${decl.name.getText()}`};
  return {kind: ts.SyntaxKind[decl.kind], text: print(decl)};
}

/**
 * The public API of the release whose `inversify` declaration file is `entryFile`: keys are export names
 * (`Container`, `interfaces.Binding`) and members (`Container.get`, `BindToFluentSyntax.toResolvedValue`).
 * @param {string} entryFile
 * @returns {Map<string, ApiItem>}
 */
export function extractApi(entryFile) {
  const program = ts.createProgram([entryFile], OPTIONS);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) throw new Error(`${entryFile} is not a module`);
  /** @type {Map<string, ApiItem>} */
  const api = new Map();

  /**
   * @param {string} key
   * @param {string} kind
   * @param {string[]} texts
   * @param {ts.Node[]} nodes
   */
  const record = (key, kind, texts, nodes) => {
    const notes = nodes.map(deprecation);
    // Deprecated as a whole only when every overload is; otherwise the note of the deprecated ones is kept.
    const deprecated = notes.every((n) => n !== undefined) ? notes.join(' ').trim() : undefined;
    api.set(key, {kind, signature: texts.join('\n'), ...(deprecated === undefined ? {} : {deprecated})});
  };

  /** @param {string} name @param {ts.Symbol} symbol */
  const visit = (name, symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const decls = target.declarations ?? [];
    if (decls.length === 0) return;
    const described = decls.map(describe);
    record(name, [...new Set(described.map((d) => d.kind))].join('+'), described.map((d) => d.text), decls);
    /** @type {Map<string, {kind: string, texts: string[], nodes: ts.Node[]}>} */
    const members = new Map();
    for (const member of described.flatMap((d) => d.members ?? [])) {
      const key = memberName(member);
      if (key === undefined || ts.isIndexSignatureDeclaration(member) || (!ts.isConstructorDeclaration(member) && !isPublicMember(member))) continue;
      const entry = members.get(key) ?? {kind: memberKind(member), texts: [], nodes: []};
      entry.texts.push(print(member));
      entry.nodes.push(member);
      members.set(key, entry);
    }
    for (const [key, {kind, texts, nodes}] of members) record(`${name}.${key}`, kind, texts, nodes);
    if (decls.some(ts.isModuleDeclaration)) {
      for (const child of checker.getExportsOfModule(target)) visit(`${name}.${child.name}`, child);
    }
  };

  for (const symbol of checker.getExportsOfModule(moduleSymbol)) visit(symbol.name, symbol);
  return api;
}
