/**
 * @rtk-query/codegen-openapi writes, into each endpoint file, every schema type its endpoints
 * use, and has no option to write them elsewhere (reduxjs/redux-toolkit#4808): the files it
 * splits the API into would each declare Product, Category... again. This moves them into one
 * types-only module that the endpoint files import with `import type`, which costs no bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';

/** How the codegen names an endpoint's own argument and response types; every other type is a schema's. */
const ENDPOINT_TYPE = /Api(Arg|Response)$/;

const isSchemaType = (statement) =>
  (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) && !ENDPOINT_TYPE.test(statement.name.text);

/** Adds the type names `node` refers to into `names`. */
function collectReferences(node, names) {
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) names.add(node.typeName.text);
  ts.forEachChild(node, (child) => collectReferences(child, names));
}

const format = async (file, text) => prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });

/**
 * Moves the schema types out of the endpoint files (absolute paths) into `typesFile`, in the
 * order they first appear; each endpoint file then imports the ones it refers to. Fails if two
 * files declare one name differently.
 */
export async function moveSchemaTypes(endpointFiles, typesFile) {
  const schemas = new Map();
  for (const file of endpointFiles) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const [moved, kept] = [source.statements.filter(isSchemaType), source.statements.filter((s) => !isSchemaType(s))];
    for (const statement of moved) {
      const declaration = text.slice(statement.getFullStart(), statement.getEnd()).trim();
      const name = statement.name.text;
      if (schemas.has(name) && schemas.get(name) !== declaration) throw new Error(`${name} is declared differently in ${file}`);
      schemas.set(name, declaration);
    }
    const referenced = new Set();
    kept.forEach((statement) => collectReferences(statement, referenced));
    const used = moved.map((s) => s.name.text).filter((name) => referenced.has(name));
    const [imports, rest] = [kept.filter(ts.isImportDeclaration), kept.filter((s) => !ts.isImportDeclaration(s))];
    const body = [
      ...imports.map((s) => s.getText(source)),
      ...(used.length > 0 ? [`import type { ${used.sort().join(', ')} } from './${path.basename(typesFile, '.ts')}';`] : []),
      ...rest.map((s) => text.slice(s.getFullStart(), s.getEnd()).trim()),
    ].join('\n');
    writeFileSync(file, await format(file, body));
  }
  const header = "// openapi.yaml's schemas, for every generated endpoint file: written by scripts/codegen.mjs, never edited.";
  writeFileSync(typesFile, await format(typesFile, [header, ...schemas.values()].join('\n')));
}
