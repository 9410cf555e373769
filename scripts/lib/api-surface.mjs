// The public surface of a workspace package, read with the TypeScript compiler API: per
// entry point of its package.json "exports" (the .ts ones; CSS entries have no API),
// every exported name with one line per declaration giving its kind and full type.
// One program covers every package asked for, so the shared libraries, React and zod
// are parsed once. Names are printed as the source writes them, never as file paths,
// so the lines are the same on every machine.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const BUILD = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType | ts.NodeBuilderFlags.IgnoreErrors;
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
const printer = ts.createPrinter({ removeComments: true });
const blank = ts.createSourceFile('surface.ts', '', ts.ScriptTarget.Latest);

/**
 * A type node printed on one line, its unions' members sorted by their text: the checker
 * orders them by when each member type was first created, which an unrelated edit elsewhere
 * can change, and the report must change only when the type does.
 */
function print(node) {
  const sortUnions = (context) => {
    const visit = (child) => {
      const visited = ts.visitEachChild(child, visit, context);
      if (!ts.isUnionTypeNode(visited)) return visited;
      const members = [...visited.types].sort((a, b) => {
        const [ta, tb] = [printer.printNode(ts.EmitHint.Unspecified, a, blank), printer.printNode(ts.EmitHint.Unspecified, b, blank)];
        return ta < tb ? -1 : ta > tb ? 1 : 0;
      });
      return ts.factory.updateUnionTypeNode(visited, ts.factory.createNodeArray(members));
    };
    return visit;
  };
  const [sorted] = ts.transform(node, [sortUnions]).transformed;
  return oneLine(printer.printNode(ts.EmitHint.Unspecified, sorted, blank));
}

/** import("/abs/node_modules/pkg/types/x") -> import("pkg/types/x"); a file of the repository -> its path from the root. */
const withoutMachinePaths = (root) => (text) =>
  text.replace(/import\("([^"]+)"\)/g, (_, file) => {
    const inPackage = file.lastIndexOf('/node_modules/');
    const relative = inPackage >= 0 ? file.slice(inPackage + '/node_modules/'.length) : path.relative(root, file).split(path.sep).join('/');
    return `import("${relative}")`;
  });

/**
 * The entry points of a package: its "exports" whose target is TypeScript, by specifier
 * ('.' -> '@scope/name', './testing' -> '@scope/name/testing'); wildcards and CSS are skipped.
 * @returns {{ subpath: string, specifier: string, file: string }[]}
 */
export function entryPoints(packageDir, pkg) {
  const exportsField = pkg.exports ?? { '.': pkg.types ?? pkg.main };
  return Object.entries(exportsField)
    .filter(([subpath, target]) => typeof target === 'string' && !subpath.includes('*') && /\.tsx?$/.test(target))
    .map(([subpath, target]) => ({
      subpath,
      specifier: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
      file: path.resolve(packageDir, target),
    }))
    .sort((a, b) => (a.subpath === '.' ? -1 : b.subpath === '.' ? 1 : a.subpath.localeCompare(b.subpath)));
}

/** The repository's compiler settings (tsconfig.base.json) when it has them, without emit or ambient types. */
function compilerOptions(root) {
  const base = path.join(root, 'tsconfig.base.json');
  let options = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true };
  if (fs.existsSync(base)) {
    const { config, error } = ts.readConfigFile(base, ts.sys.readFile);
    if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
    options = ts.parseJsonConfigFileContent({ ...config, files: [] }, ts.sys, root).options;
  }
  // ambient test types (jest) change no export's type, and loading them costs time
  return { ...options, noEmit: true, types: [], skipLibCheck: true };
}

const typeParameters = (declaration) =>
  declaration?.typeParameters?.length ? `<${declaration.typeParameters.map((p) => oneLine(p.getText())).join(', ')}>` : '';

const heritage = (declaration) =>
  declaration?.heritageClauses?.length ? ` ${declaration.heritageClauses.map((clause) => oneLine(clause.getText())).join(' ')}` : '';

const hasModifier = (node, kind) => ts.getCombinedModifierFlags(node) & kind;

/** Whether an export reaches its declaration through `export type` or `import type` anywhere on the way. */
function isTypeOnly(checker, exported) {
  for (let symbol = exported; symbol && symbol.flags & ts.SymbolFlags.Alias; symbol = checker.getImmediateAliasedSymbol(symbol)) {
    if ((symbol.declarations ?? []).some((d) => ts.isTypeOnlyImportOrExportDeclaration(d))) return true;
  }
  return false;
}

/** The names an entry point re-exports with `export type * from`: types only, whatever they are at home. */
function typeOnlyStars(checker, source) {
  const names = new Set();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.isTypeOnly || statement.exportClause || !statement.moduleSpecifier) continue;
    const target = checker.getSymbolAtLocation(statement.moduleSpecifier);
    for (const symbol of target ? checker.getExportsOfModule(target) : []) names.add(symbol.name);
  }
  return names;
}

/**
 * The lines that describe one exported symbol: `<kind> <name>...`, one per declaration kind.
 * A type-only export of a value (export type { schema }) has no value side: only its types are listed.
 */
function describe(checker, name, exported, typeOnly = isTypeOnly(checker, exported)) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declarations = symbol.declarations ?? [];
  const typeText = (type, flags = 0) => print(checker.typeToTypeNode(type, undefined, BUILD | flags));
  /** `(a: A): R` of a call signature, `new (a: A): R` of a construct signature. */
  const signatureText = (signature, kind = ts.SignatureKind.Call) => {
    const syntax = kind === ts.SignatureKind.Call ? ts.SyntaxKind.CallSignature : ts.SyntaxKind.ConstructSignature;
    return print(checker.signatureToSignatureDeclaration(signature, syntax, undefined, BUILD)).replace(/;$/, '');
  };
  /** The members declared in `owner` itself (not inherited), public or protected, sorted. */
  const ownMembers = (type, owner) =>
    checker
      .getPropertiesOfType(type)
      .filter((member) => (member.declarations ?? []).some((d) => owner.includes(d.parent)))
      .filter((member) => {
        const declaration = member.declarations[0];
        return !ts.isPrivateIdentifier(declaration.name ?? {}) && !hasModifier(declaration, ts.ModifierFlags.Private);
      })
      .map((member) => {
        const declaration = member.declarations[0];
        const flags = [
          hasModifier(declaration, ts.ModifierFlags.Protected) && 'protected ',
          hasModifier(declaration, ts.ModifierFlags.Readonly) && 'readonly ',
        ].filter(Boolean).join('');
        const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
        return `${flags}${member.name}${optional}: ${typeText(checker.getTypeOfSymbol(member))}`;
      })
      .sort();
  const lines = [];

  if (symbol.flags & ts.SymbolFlags.Function && !typeOnly) {
    for (const signature of checker.getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Call)) {
      lines.push(`function ${name}${signatureText(signature)}`);
    }
  }
  if (symbol.flags & ts.SymbolFlags.Variable && !typeOnly) {
    const declaration = declarations.find(ts.isVariableDeclaration);
    const keyword = declaration && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const ? 'const' : 'let';
    lines.push(`${keyword} ${name}: ${typeText(checker.getTypeOfSymbol(symbol))}`);
  }
  if (symbol.flags & ts.SymbolFlags.Class) {
    const declaration = declarations.find(ts.isClassDeclaration);
    const staticSide = checker.getTypeOfSymbol(symbol);
    const members = [
      ...checker.getSignaturesOfType(staticSide, ts.SignatureKind.Construct).map((s) => `constructor${signatureText(s, ts.SignatureKind.Construct).replace(/^new /, '')}`),
      ...ownMembers(staticSide, declarations).filter((m) => !m.startsWith('prototype')).map((m) => `static ${m}`),
      ...ownMembers(checker.getDeclaredTypeOfSymbol(symbol), declarations),
    ];
    const abstract = declaration && hasModifier(declaration, ts.ModifierFlags.Abstract) ? 'abstract ' : '';
    lines.push(`class ${name}${typeParameters(declaration)}${heritage(declaration)} { ${abstract}${members.join('; ')} }`);
  }
  if (symbol.flags & ts.SymbolFlags.Interface) {
    const interfaces = declarations.filter(ts.isInterfaceDeclaration);
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const members = [
      ...checker.getSignaturesOfType(type, ts.SignatureKind.Call).map((s) => signatureText(s)),
      ...checker.getSignaturesOfType(type, ts.SignatureKind.Construct).map((s) => signatureText(s, ts.SignatureKind.Construct)),
      ...checker.getIndexInfosOfType(type).map((info) => `${info.isReadonly ? 'readonly ' : ''}[key: ${typeText(info.keyType)}]: ${typeText(info.type)}`),
      ...ownMembers(type, interfaces),
    ];
    lines.push(`interface ${name}${typeParameters(interfaces[0])}${interfaces.map(heritage).join('')} { ${members.join('; ')} }`);
  }
  if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    const declaration = declarations.find(ts.isTypeAliasDeclaration);
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    lines.push(`type ${name}${typeParameters(declaration)} = ${typeText(type, ts.NodeBuilderFlags.InTypeAlias)}`);
  }
  if (symbol.flags & ts.SymbolFlags.Enum) {
    const members = declarations
      .filter(ts.isEnumDeclaration)
      .flatMap((d) => d.members.map((m) => `${oneLine(m.name.getText())} = ${JSON.stringify(checker.getConstantValue(m) ?? null)}`));
    lines.push(`enum ${name} { ${members.join(', ')} }`);
  }
  if (symbol.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule) && !(symbol.flags & ts.SymbolFlags.Enum)) {
    const members = checker.getExportsOfModule(symbol).map((s) => describe(checker, s.name, s).join('; '));
    lines.push(`namespace ${name} { ${members.sort().join('; ')} }`);
  }
  return lines;
}

/**
 * The surface of each package: { [packageDir]: { name, version, entries: { [subpath]: { specifier, lines: string[] } } } },
 * each entry's lines sorted by name, then kind.
 * @param {string} root the repository (its tsconfig.base.json gives the compiler settings)
 * @param {string[]} packageDirs
 */
export function readSurfaces(root, packageDirs) {
  const packages = packageDirs.map((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return { dir, pkg, entries: entryPoints(dir, pkg) };
  });
  const rootNames = packages.flatMap((p) => p.entries.map((e) => e.file));
  const program = ts.createProgram({ rootNames, options: compilerOptions(root) });
  const checker = program.getTypeChecker();
  const surfaces = {};
  for (const { dir, pkg, entries } of packages) {
    const described = {};
    for (const entry of entries) {
      const source = program.getSourceFile(entry.file);
      if (!source) throw new Error(`${path.relative(root, entry.file)} (${entry.specifier}) does not exist.`);
      const moduleSymbol = checker.getSymbolAtLocation(source);
      const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
      const starredTypes = typeOnlyStars(checker, source);
      const lines = exported
        .flatMap((symbol) => describe(checker, symbol.name, symbol, starredTypes.has(symbol.name) || isTypeOnly(checker, symbol)))
        .map(withoutMachinePaths(root));
      described[entry.subpath] = { specifier: entry.specifier, lines: lines.sort(byNameThenText) };
    }
    surfaces[dir] = { name: pkg.name, version: pkg.version, entries: described };
  }
  return surfaces;
}

/** The exported name a line describes: the word after its kind. */
export const nameOf = (line) => /^\S+ ([\w$]+)/.exec(line)?.[1] ?? line;

const order = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** By name, ignoring case (as a reader looks one up; not by locale, which differs between machines), then by line. */
const byNameThenText = (a, b) => order(nameOf(a).toLowerCase(), nameOf(b).toLowerCase()) || order(nameOf(a), nameOf(b)) || order(a, b);
