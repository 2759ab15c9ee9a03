import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate, type CodegenConfig } from '@graphql-codegen/cli';
import * as prettier from 'prettier';

export interface GeneratedFile {
  /** Relative to the working directory the codegen config was written for (the repository root). */
  filename: string;
  content: string;
}

/** A codegen failure with one line per problem, each naming the output it belongs to. */
export class CodegenError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'CodegenError';
  }
}

/**
 * Runs GraphQL Code Generator in memory and formats every output with the repository's prettier settings,
 * so the files on disk are stable whoever writes them. A document that does not validate against its schema
 * (an unknown field, or one a subgraph marks @inaccessible) throws a CodegenError.
 */
export async function generateFiles(config: CodegenConfig, cwd: string): Promise<GeneratedFile[]> {
  let outputs: GeneratedFile[];
  try {
    // Plugins load from here (the repository's node_modules), whatever directory the outputs are written for.
    const pluginLoader = (name: string) => import(name);
    outputs = await generate({ ...config, cwd, pluginLoader, silent: true, errorsOnly: true }, false);
  } catch (error) {
    throw new CodegenError(problemsOf(error));
  }
  return Promise.all(
    outputs.map(async ({ filename, content }) => {
      const filepath = path.resolve(cwd, filename);
      const options = (await prettier.resolveConfig(filepath)) ?? {};
      return { filename, content: await prettier.format(content, { ...options, filepath }) };
    }),
  );
}

/** The generated files whose checked-in copy is missing or differs. */
export function staleFiles(files: GeneratedFile[], cwd: string): string[] {
  return files
    .filter(({ filename, content }) => readOrNull(path.resolve(cwd, filename)) !== content)
    .map(({ filename }) => filename);
}

/** Writes the files that changed; answers their names. */
export function writeFiles(files: GeneratedFile[], cwd: string): string[] {
  const changed = staleFiles(files, cwd);
  for (const file of files.filter(({ filename }) => changed.includes(filename))) {
    const filepath = path.resolve(cwd, file.filename);
    mkdirSync(path.dirname(filepath), { recursive: true });
    writeFileSync(filepath, file.content);
  }
  return changed;
}

function readOrNull(filepath: string): string | null {
  try {
    return readFileSync(filepath, 'utf8');
  } catch {
    return null;
  }
}

/** Codegen throws an aggregate of per-output errors (each with `source`, the output's name), or one error. */
function problemsOf(error: unknown): string[] {
  const nested = (error as { errors?: unknown }).errors;
  if (Array.isArray(nested) && nested.length > 0) return nested.flatMap(problemsOf);
  const source = (error as { source?: unknown }).source;
  const message = (error instanceof Error ? error.message : String(error)).trim();
  return [typeof source === 'string' ? `${source}: ${message}` : message];
}
