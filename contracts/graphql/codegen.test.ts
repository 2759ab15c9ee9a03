import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { operationTypes } from '../../codegen.js';
import { CodegenError, generateFiles, staleFiles } from './codegen-runner.js';

// What `npm run codegen:check` relies on: an operation is validated against the gateway's public API schema
// (so a field that does not exist, or one a subgraph marks @inaccessible, fails), and a checked-in file that
// differs from what would be generated is reported by name.
const dir = mkdtempSync(path.join(tmpdir(), 'byway-codegen-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function operationFile(name: string, operation: string): string {
  const file = path.join(dir, `${name}.ts`);
  writeFileSync(file, `import { gql } from '@apollo/client';\nexport const Doc = gql\`\n${operation}\n\`;\n`);
  return file;
}

async function generateFor(name: string, operation: string) {
  const config = { generates: { [`${name}.generated.ts`]: operationTypes([operationFile(name, operation)]) } };
  return generateFiles(config, dir);
}

async function failureOf(name: string, operation: string): Promise<string> {
  const error = await generateFor(name, operation).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CodegenError);
  return (error as CodegenError).message;
}

describe('codegen:check', () => {
  it('types a valid operation with the names the documents use', async () => {
    const [file] = await generateFor('valid', 'query ProfileName { me { id firstName } }');
    expect(file?.content).toContain('export type ProfileNameQueryData = {');
    expect(file?.content).toContain('firstName: string | null');
    expect(file?.content).toMatch(/export type ProfileNameQueryVariables/);
  });

  it('fails an operation that asks for a field the schema does not have', async () => {
    const message = await failureOf('unknown-field', 'query Nickname { me { id nickname } }');
    expect(message).toContain('Cannot query field "nickname" on type "User"');
    expect(message).toContain('unknown-field.generated.ts');
  });

  it('fails an operation that asks for a field a subgraph marks @inaccessible', async () => {
    const message = await failureOf('hidden-field', 'query Hidden($id: ID!) { sessionUser(sessionId: $id) { id } }');
    expect(message).toContain('Cannot query field "sessionUser" on type "Query"');
  });

  it('names a generated file whose checked-in copy differs or is missing', async () => {
    const files = [
      { filename: 'same.ts', content: 'export type A = 1;\n' },
      { filename: 'changed.ts', content: 'export type B = 2;\n' },
      { filename: 'missing.ts', content: 'export type C = 3;\n' },
    ];
    writeFileSync(path.join(dir, 'same.ts'), 'export type A = 1;\n');
    writeFileSync(path.join(dir, 'changed.ts'), 'export type B = 1;\n');
    expect(staleFiles(files, dir)).toEqual(['changed.ts', 'missing.ts']);
  });
});
