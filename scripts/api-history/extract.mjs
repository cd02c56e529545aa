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
 * @property {true} [unexported] a type `inversify` does not export by name, reached through the signature of one it
 *   does (7.x's `InjectFromBaseOptions`, the options of `injectFromBase` before 7.10.0 exported the name), or a member
 *   of such a type
 * @property {ApiRef} [ref] how a program importing the release names the item (./meaning.mjs compares through it);
 *   not written to the data
 */

/**
 * @typedef {object} ApiRef
 * @property {string} module the file to import: the release's entry, or for an unexported type its own file
 * @property {string} path the export's name in that module: `Container`, `interfaces.Target`
 * @property {boolean} value whether the export is a value (function, variable, enum): compared by `typeof`
 * @property {boolean} isClass whether the export is a class: compared by its public instance side
 * @property {boolean} header whether the item is a type's header (a class, an interface, a type with members read
 *   as its own keys): compared by the names of its members, the members being compared on their own
 * @property {boolean[]} typeParameters one per type parameter of the export's type, true when constrained
 * @property {string} [member] the member, for a member's item
 * @property {boolean} [isStatic] a static member of a class
 * @property {Standalone} [standalone] the declaration restated on its own (not for a type's header, an enum or a
 *   namespace), to be compared with the other release's where both see the same named types
 */

/**
 * A declaration as text that a generated file can declare anew (`export declare function inject…`; a member inside
 * `interface Owner<T> {…}`), with what each name it uses stands for.
 * @typedef {object} Standalone
 * @property {string} text
 * @property {string} name what `text` declares: the export's own name, or `Owner` for a member
 * @property {Record<string, Binding>} bindings each name the text uses, but globals and its own type parameters
 */

/**
 * What a name in a declaration stands for: an item of the release's API (by key, so that another release's item of
 * the same key can stand in), or a declaration the release does not export, read from its own file.
 * @typedef {{key: string} | {file: string, name: string, text: string}} Binding `text`: the unexported declaration
 *   as printed, so that another release's declaration of the same text can stand in
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

/** The prefix a restated declaration gives each name it binds (./meaning.mjs replaces it with the name's path). */
export const BOUND = '__bound_';

/**
 * Names in type positions (`Foo` of `Foo<T>`, `interfaces` of `interfaces.Foo`) prefixed with BOUND.
 * @param {Set<string>} names
 * @returns {ts.TransformerFactory<ts.Node>}
 */
const bound = (names) => (context) => {
  /** @param {ts.EntityName | ts.Expression} name @returns {ts.EntityName | ts.Expression} */
  const rename = (name) => {
    if (ts.isIdentifier(name)) return names.has(name.text) ? ts.factory.createIdentifier(`${BOUND}${name.text}`) : name;
    if (ts.isQualifiedName(name)) return ts.factory.updateQualifiedName(name, /** @type {ts.EntityName} */ (rename(name.left)), name.right);
    if (ts.isPropertyAccessExpression(name)) return ts.factory.updatePropertyAccessExpression(name, /** @type {ts.Expression} */ (rename(name.expression)), name.name);
    return name;
  };
  /** @param {ts.Node} node @returns {ts.Node} */
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node)) node = ts.factory.updateTypeReferenceNode(node, /** @type {ts.EntityName} */ (rename(node.typeName)), node.typeArguments);
    else if (ts.isExpressionWithTypeArguments(node)) node = ts.factory.updateExpressionWithTypeArguments(node, /** @type {ts.Expression} */ (rename(node.expression)), node.typeArguments);
    else if (ts.isTypeQueryNode(node)) node = ts.factory.updateTypeQueryNode(node, /** @type {ts.EntityName} */ (rename(node.exprName)), node.typeArguments);
    else if (ts.isImportTypeNode(node) && node.qualifier !== undefined && !node.isTypeOf) {
      const qualifier = /** @type {ts.EntityName} */ (rename(node.qualifier));
      if (qualifier !== node.qualifier) node = ts.factory.createTypeReferenceNode(qualifier, node.typeArguments);
    }
    return ts.visitEachChild(node, visit, context);
  };
  return visit;
};

/**
 * @param {ts.Node} node
 * @param {ts.SourceFile} source the file of the node, or of the node it was made from
 * @param {Set<string>} [names] names to prefix with BOUND
 */
function print(node, source = node.getSourceFile(), names) {
  const [normalised] = ts.transform(node, names === undefined ? [sameSpelling] : [bound(names), sameSpelling]).transformed;
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
 * The members of the class or interface a type alias names (6.1.0's `type Target = LegacyTarget`), so that members
 * reached through an alias are read, and compared, as those of the type it names.
 * @param {ts.TypeAliasDeclaration} decl
 * @param {ts.TypeChecker} checker
 * @returns {readonly ts.Node[] | undefined}
 */
function membersThroughAlias(decl, checker) {
  if (!ts.isTypeReferenceNode(decl.type)) return undefined;
  let symbol = checker.getSymbolAtLocation(decl.type.typeName);
  if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  /** @type {ts.Node[]} */
  const members = [];
  let found = false;
  for (const d of symbol?.declarations ?? []) {
    const list = ts.isInterfaceDeclaration(d) || ts.isClassDeclaration(d) ? d.members : ts.isTypeAliasDeclaration(d) && ts.isTypeLiteralNode(d.type) ? d.type.members : undefined;
    if (list !== undefined) {
      found = true;
      members.push(...list);
    }
  }
  return found ? members : undefined;
}

/**
 * @param {ts.Declaration} decl
 * @param {ts.TypeChecker} checker
 * @returns {{kind: string, text: string, members?: readonly ts.Node[]}}
 */
function describe(decl, checker) {
  if (ts.isClassDeclaration(decl)) return {kind: 'class', text: header(decl), members: decl.members};
  if (ts.isInterfaceDeclaration(decl)) return {kind: 'interface', text: header(decl), members: decl.members};
  if (ts.isTypeAliasDeclaration(decl)) {
    if (ts.isTypeLiteralNode(decl.type)) {
      const bare = ts.factory.updateTypeAliasDeclaration(decl, decl.modifiers, decl.name, decl.typeParameters, ts.factory.createTypeLiteralNode([]));
      return {kind: 'type', text: print(bare, decl.getSourceFile()).replace(/\s*\{\s*\}$/, ' {…}'), members: decl.type.members};
    }
    return {kind: 'type', text: print(decl), members: membersThroughAlias(decl, checker)};
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

/** @param {ts.Declaration} decl */
const isValueDeclaration = (decl) =>
  ts.isClassDeclaration(decl) || ts.isFunctionDeclaration(decl) || ts.isVariableDeclaration(decl) || ts.isEnumDeclaration(decl);

/** @param {ts.Declaration} decl */
const typeParametersOf = (decl) =>
  ts.isClassDeclaration(decl) || ts.isInterfaceDeclaration(decl) || ts.isTypeAliasDeclaration(decl) ? (decl.typeParameters ?? []) : [];

/**
 * The public API of the release whose `inversify` declaration file is `entryFile`: keys are export names
 * (`Container`, `interfaces.Binding`) and members (`Container.get`, `BindToFluentSyntax.toResolvedValue`).
 * `unexported` names types to read also when the release does not export them: each is read where an exported
 * item's signature names it and one of the release's files declares it at its top.
 * @param {string} entryFile
 * @param {{unexported?: Iterable<string>}} [options]
 * @returns {Map<string, ApiItem>}
 */
export function extractApi(entryFile, {unexported = []} = {}) {
  const program = ts.createProgram([entryFile], OPTIONS);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) throw new Error(`${entryFile} is not a module`);
  /** @type {Map<string, ApiItem>} */
  const api = new Map();

  /** @type {Map<ts.Symbol, string>} an item's symbol to its key */
  const keyOfSymbol = new Map();
  /** @type {{ref: ApiRef, nodes: ts.Node[]}[]} */
  const restating = [];

  /**
   * @param {string} key
   * @param {string} kind
   * @param {string[]} texts
   * @param {ts.Node[]} nodes
   * @param {ApiRef} ref
   * @param {boolean} hidden
   */
  const record = (key, kind, texts, nodes, ref, hidden) => {
    if (restatable(ref)) restating.push({ref, nodes});
    const notes = nodes.map(deprecation);
    // Deprecated as a whole only when every overload is; otherwise the note of the deprecated ones is kept.
    const deprecated = notes.every((n) => n !== undefined) ? notes.join(' ').trim() : undefined;
    api.set(key, {kind, signature: texts.join('\n'), ...(deprecated === undefined ? {} : {deprecated}), ...(hidden ? {unexported: true} : {}), ref});
  };

  /**
   * @param {string} name
   * @param {ts.Symbol} symbol
   * @param {string} module
   * @param {boolean} hidden
   */
  const visit = (name, symbol, module = entryFile, hidden = false) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const decls = target.declarations ?? [];
    if (decls.length === 0) return;
    if (!keyOfSymbol.has(target)) keyOfSymbol.set(target, name);
    const described = decls.map((d) => describe(d, checker));
    const isClass = decls.some(ts.isClassDeclaration);
    const value = !isClass && decls.some(isValueDeclaration);
    const typeParameters = (decls.map(typeParametersOf).find((t) => t.length > 0) ?? []).map((p) => p.constraint !== undefined);
    /** @type {ApiRef} */
    const ref = {module, path: name, value, isClass, header: described.some((d) => d.members !== undefined), typeParameters};
    record(name, [...new Set(described.map((d) => d.kind))].join('+'), described.map((d) => d.text), decls, ref, hidden);
    /** @type {Map<string, {kind: string, texts: string[], nodes: ts.Node[], isStatic: boolean}>} */
    const members = new Map();
    for (const member of described.flatMap((d) => d.members ?? [])) {
      const key = memberName(member);
      if (key === undefined || ts.isIndexSignatureDeclaration(member) || (!ts.isConstructorDeclaration(member) && !isPublicMember(member))) continue;
      const isStatic = (ts.getCombinedModifierFlags(/** @type {ts.Declaration} */ (member)) & ts.ModifierFlags.Static) !== 0;
      const entry = members.get(key) ?? {kind: memberKind(member), texts: [], nodes: [], isStatic};
      entry.texts.push(print(member));
      entry.nodes.push(member);
      members.set(key, entry);
    }
    for (const [key, {kind, texts, nodes, isStatic}] of members) {
      record(`${name}.${key}`, kind, texts, nodes, {...ref, header: false, member: key, isStatic}, hidden);
    }
    if (decls.some(ts.isModuleDeclaration)) {
      for (const child of checker.getExportsOfModule(target)) visit(`${name}.${child.name}`, child, module, hidden);
    }
  };

  for (const symbol of checker.getExportsOfModule(moduleSymbol)) visit(symbol.name, symbol);

  const named = new Set([...api.values()].flatMap((item) => item.signature.match(/[A-Za-z_$][\w$]*/g) ?? []));
  for (const name of unexported) {
    if (api.has(name) || !named.has(name)) continue;
    const found = program
      .getSourceFiles()
      .filter((file) => !program.isSourceFileDefaultLibrary(file))
      .flatMap((file) =>
        // Declared at the top of a file, exported from it or not (a bundled declaration file may not export it).
        file.statements.flatMap((statement) => {
          if (!(ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isClassDeclaration(statement)) || statement.name?.text !== name) return [];
          const symbol = checker.getSymbolAtLocation(statement.name);
          return symbol === undefined ? [] : [{file: file.fileName, symbol}];
        }),
      )
      .sort((a, b) => a.file.localeCompare(b.file));
    if (found.length > 0) visit(name, found[0].symbol, found[0].file, true);
  }

  /**
   * What `symbol`, named in a declaration, stands for; null for a global or a type parameter, undefined when it
   * cannot be named from another file.
   * @param {ts.Symbol} symbol
   * @returns {Binding | null | undefined}
   */
  const bindingOf = (symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & ts.SymbolFlags.TypeParameter) return null;
    const decls = target.declarations ?? [];
    if (decls.length > 0 && decls.every((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()))) return null;
    const key = keyOfSymbol.get(target);
    if (key !== undefined) return {key};
    for (const decl of decls) {
      const fileSymbol = checker.getSymbolAtLocation(decl.getSourceFile());
      const exported = fileSymbol && checker.getExportsOfModule(fileSymbol).find((s) => s === target || (s.flags & ts.SymbolFlags.Alias && checker.getAliasedSymbol(s) === target));
      if (exported !== undefined) return {file: decl.getSourceFile().fileName, name: exported.name, text: (target.declarations ?? []).map((d) => print(d)).join('\n')};
    }
    return undefined;
  };

  for (const {ref, nodes: declared} of restating) {
    const owner = ownerOf(ref, declared);
    // A header names types in its type parameters and what it extends; its members are items of their own.
    const nodes = ref.header ? declared.flatMap(headerParts) : [...declared, ...(owner?.typeParameters ?? [])];
    /** @type {Record<string, Binding>} */
    const bindings = {};
    let complete = true;
    /** @param {ts.Node} node */
    const walk = (node) => {
      /** @type {ts.EntityName | ts.Expression | undefined} */
      let named;
      if (ts.isTypeReferenceNode(node)) named = node.typeName;
      else if (ts.isExpressionWithTypeArguments(node)) named = node.expression;
      else if (ts.isTypeQueryNode(node)) named = node.exprName;
      else if (ts.isImportTypeNode(node)) named = node.qualifier;
      while (named !== undefined && (ts.isQualifiedName(named) || ts.isPropertyAccessExpression(named))) named = ts.isQualifiedName(named) ? named.left : named.expression;
      if (named !== undefined && ts.isIdentifier(named) && !(named.text in bindings)) {
        const symbol = ts.isImportTypeNode(node) ? checker.getTypeFromTypeNode(node).aliasSymbol ?? checker.getTypeFromTypeNode(node).getSymbol() : checker.getSymbolAtLocation(named);
        const binding = symbol === undefined ? null : bindingOf(symbol);
        if (binding === undefined) complete = false;
        else if (binding !== null) bindings[named.text] = binding;
      }
      ts.forEachChild(node, walk);
    };
    nodes.forEach(walk);
    if (complete) ref.standalone = {...restatement(ref, declared, owner, new Set(Object.keys(bindings))), bindings};
  }
  return api;
}

/**
 * Whether the item can be declared anew on its own: not a call signature. (An enum or a namespace is declared anew
 * too, and so never the same as another release's: the text of neither has changed in any release.)
 * @param {ApiRef} ref
 */
const restatable = (ref) => ref.member !== '(call)';

/**
 * What a type's header declares for callers: its type parameters and the types it extends (not what a class
 * implements, which adds no member).
 * @param {ts.Node} decl
 * @returns {ts.Node[]}
 */
function headerParts(decl) {
  if (!ts.isClassDeclaration(decl) && !ts.isInterfaceDeclaration(decl) && !ts.isTypeAliasDeclaration(decl)) return [];
  const heritage = ts.isTypeAliasDeclaration(decl) ? [] : (decl.heritageClauses ?? []).filter((c) => c.token === ts.SyntaxKind.ExtendsKeyword).flatMap((c) => c.types);
  return [...(decl.typeParameters ?? []), ...heritage];
}

/**
 * The class, interface or type alias a member is declared in (its type parameters are the member's too).
 * @param {ApiRef} ref
 * @param {ts.Node[]} nodes
 */
function ownerOf(ref, nodes) {
  if (ref.member === undefined) return undefined;
  const parent = nodes[0].parent;
  const owner = ts.isTypeLiteralNode(parent) ? parent.parent : parent;
  return ts.isClassDeclaration(owner) || ts.isInterfaceDeclaration(owner) || ts.isTypeAliasDeclaration(owner) ? owner : undefined;
}

/**
 * The text a generated file declares the item with, its bound names prefixed: a member inside `interface Owner<…>`,
 * a function, a variable, a type alias; text that declares nothing usable fails that file's comparison.
 * @param {ApiRef} ref
 * @param {ts.Node[]} nodes the declarations, one per overload
 * @param {ts.ClassDeclaration | ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined} owner
 * @param {Set<string>} names
 * @returns {{text: string, name: string}}
 */
function restatement(ref, nodes, owner, names) {
  /** @param {ts.Node} node */
  const printed = (node) => print(node, node.getSourceFile(), names);
  if (ref.header) {
    const parts = nodes.flatMap(headerParts);
    const typeParameters = parts.filter(ts.isTypeParameterDeclaration);
    const heritage = parts.filter((p) => !ts.isTypeParameterDeclaration(p));
    const list = typeParameters.length === 0 ? '' : `<${typeParameters.map(printed).join(', ')}>`;
    return {text: `export interface Owner${list}${heritage.length === 0 ? '' : ` extends ${heritage.map(printed).join(', ')}`} {}`, name: 'Owner'};
  }
  const texts = nodes.map(printed);
  if (ref.member !== undefined) {
    const typeParameters = owner?.typeParameters ?? [];
    const list = typeParameters.length === 0 ? '' : `<${typeParameters.map((p) => print(p, p.getSourceFile(), names)).join(', ')}>`;
    const members = texts.map((t) =>
      t
        .replace(/^(?:(?:static|abstract|override|public|declare)\s+)+/, '')
        .replace(/^constructor\s*\((.*)\)$/, 'constructor_($1): void')
        .replace(/\b(?:public|private|protected|readonly)\s+(?=[\w$]+\??:)/g, ''),
    );
    return {text: `export interface Owner${list} { ${members.join('; ')} }`, name: 'Owner'};
  }
  const name = ref.path.slice(ref.path.lastIndexOf('.') + 1);
  if (texts.every((t) => t.startsWith('function '))) return {text: texts.map((t) => `export declare ${t};`).join('\n'), name};
  if (ts.isVariableDeclaration(nodes[0])) return {text: `export declare const ${texts[0]};`, name};
  return {text: `export ${texts.join('\n')};`, name};
}

/**
 * The types of a release worth looking for unexported in the releases before it: its exported classes, interfaces
 * and types (the script passes the tested release's).
 * @param {Map<string, ApiItem>} api
 */
export const unexportedCandidates = (api) =>
  [...api].filter(([key, item]) => !key.includes('.') && /interface|type|class/.test(item.kind)).map(([key]) => key);
