#!/usr/bin/env node
/**
 * Generates what both sides take from openapi.yaml: the app's RTK Query endpoints and hooks
 * (src/client/api/generated/: catalogueApi.ts and pharmacyApi.ts, with the schema types they
 * share in schemas.ts), the server's request and response types
 * (src/server/contract/generated/openapi.d.ts) and the contract the server binds, with every
 * $ref resolved by Redocly's bundler (src/server/contract/generated/openapi.json). With
 * --check, fails when any is stale and leaves the files as they were.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { moveSchemaTypes } from './codegen-schema-types.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const outputs = [
  'src/client/api/generated/catalogueApi.ts',
  'src/client/api/generated/pharmacyApi.ts',
  'src/client/api/generated/schemas.ts',
  'src/server/contract/generated/openapi.d.ts',
  'src/server/contract/generated/openapi.json',
];
const check = process.argv.includes('--check');

const read = (file) => {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};
const before = outputs.map(read);
execFileSync(bin('rtk-query-codegen-openapi'), ['src/client/api/codegen.config.ts'], { cwd: root, stdio: 'pipe' });
await moveSchemaTypes(
  outputs.slice(0, 2).map((file) => path.join(root, file)),
  path.join(root, outputs[2]),
);
execFileSync(bin('openapi-typescript'), ['openapi.yaml', '-o', outputs[3]], { cwd: root, stdio: 'pipe' });
execFileSync(bin('redocly'), ['bundle', 'openapi.yaml', '--dereferenced', '--ext', 'json', '-o', outputs[4]], { cwd: root, stdio: 'pipe' });
if (!check) {
  console.log(`Generated ${outputs.join(', ')} from openapi.yaml.`);
  process.exit(0);
}
const stale = outputs.filter((file, i) => read(file) !== before[i]);
outputs.forEach((file, i) => before[i] !== undefined && writeFileSync(path.join(root, file), before[i]));
if (stale.length > 0) {
  console.error(`${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} stale: run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log('What the app and the server take from openapi.yaml is up to date.');
