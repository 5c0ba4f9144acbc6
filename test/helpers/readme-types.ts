/**
 * Type-checks README.md's ```ts blocks with the TypeScript compiler, as a user's project would with the package
 * installed: `benchparse` (and `benchparse/browser`) is src/index.ts, the compiler options are the project's
 * (tsconfig.json: strict, noUncheckedIndexedAccess, ...). Each block is a module of its own; the names its
 * readme-test line gives it are declared (a text: `string`; a sink: an object with `write`; `record:PATH`: a record
 * of any format), and a block without imports (a fragment of the Library section) imports the package's exports it
 * names. Reads nothing but the repository (no ../shared).
 */
import { dirname, join } from "node:path";
import ts from "typescript";

export interface TypedBlock {
  /** README.md's line of the block's opening fence. */
  line: number;
  code: string;
  /** What the readme-test line says after `readme-test` (`text=samples/... out=sink`). */
  directive: string;
}

/** The names src/index.ts exports, values and types, read from its export lists. */
export function exportedNames(indexSource: string): string[] {
  const file = ts.createSourceFile("index.ts", indexSource, ts.ScriptTarget.ES2022);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.push(element.name.text);
    }
  }
  return names;
}

/** The module a block is checked as: the declarations of its free names, then the block as written. */
export function blockModule(block: TypedBlock, exported: readonly string[]): string {
  const head: string[] = [];
  for (const pair of block.directive.split(/\s+/).filter(Boolean)) {
    const [name, value = ""] = pair.split("=") as [string, string?];
    if (name.includes(".")) continue; // a file fs.createReadStream opens: a string in the block
    if (value === "sink") head.push(`declare const ${name}: { write(text: string): boolean; end(): void };`);
    else if (value.startsWith("record:")) head.push(`declare const ${name}: import("benchparse").AnyRecord;`);
    else head.push(`declare const ${name}: string;`);
  }
  if (!/^import /m.test(block.code)) {
    const declared = new Set([...block.code.matchAll(/\b(?:const|let|var|function|class|type|interface)\s+(\w+)/g)].map((m) => m[1]!));
    const used = exported.filter((name) => !declared.has(name) && new RegExp(`\\b${name}\\b`).test(block.code));
    if (used.length) head.push(`import { ${used.join(", ")} } from "benchparse";`);
  }
  // one line, so that a diagnostic's line in the block is its line in the module less one
  return `${head.join(" ")}\n${block.code}\nexport {};\n`;
}

/**
 * The compiler's errors in each block (README.md:LINE: message), by the block's line; a block without errors has
 * an empty list. `options` default to the project's tsconfig.json.
 */
export function checkBlocks(root: string, blocks: readonly TypedBlock[], exported: readonly string[], options?: ts.CompilerOptions): Map<number, string[]> {
  const compilerOptions = { ...(options ?? projectOptions(root)), noEmit: true };
  const index = join(root, "src", "index.ts");
  const files = new Map(blocks.map((b) => [join(root, `README.md.${b.line}.ts`), blockModule(b, exported)]));
  // the JSON Schemas the package ships (`benchparse/schemas/ab.json`), built by `npm run build`: JSON to the compiler
  files.set(join(root, "README.md.modules.d.ts"), 'declare module "benchparse/schemas/*.json" { const schema: { [key: string]: unknown }; export default schema; }\n');
  const host = ts.createCompilerHost(compilerOptions);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file);
    return text !== undefined ? ts.createSourceFile(file, text, language) : getSourceFile.call(host, file, language, ...rest);
  };
  host.resolveModuleNameLiterals = (literals, containing) =>
    literals.map(({ text: name }) =>
      name === "benchparse" || name === "benchparse/browser"
        ? { resolvedModule: { resolvedFileName: index, extension: ts.Extension.Ts, isExternalLibraryImport: false } }
        : name.startsWith("benchparse/schemas/")
          ? { resolvedModule: undefined }
          : ts.resolveModuleName(name, containing, compilerOptions, host),
    );
  const program = ts.createProgram([...files.keys()], compilerOptions, host);
  const out = new Map<number, string[]>();
  for (const block of blocks) {
    const source = program.getSourceFile(join(root, `README.md.${block.line}.ts`))!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    out.set(
      block.line,
      diagnostics.map((d) => {
        const at = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line;
        return `README.md:${block.line + at}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
      }),
    );
  }
  return out;
}

/** The compiler options of the project's tsconfig.json. */
export function projectOptions(root: string): ts.CompilerOptions {
  const file = join(root, "tsconfig.json");
  const config = ts.readConfigFile(file, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(file)).options;
}
