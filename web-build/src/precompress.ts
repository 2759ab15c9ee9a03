// Writes a brotli (.br) and a gzip (.gz) twin next to every text asset of a production build, so the
// front-end servers send compressed files without compressing on each request (deploy/local/
// static-server.mjs picks the best twin the browser accepts). Brotli runs at its best, slowest setting:
// it costs build time once, not request time.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats the front-ends ship; images and fonts are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|json|svg|txt)$/;
/** Below this, headers outweigh what compression saves. */
const MIN_BYTES = 512;

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const twins: [string, Buffer][] = [
    [
      `${file}.br`,
      await brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    ],
    [`${file}.gz`, await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION })],
  ];
  // A twin that saves nothing is not written: the server then sends the file as it is.
  await Promise.all(
    twins
      .filter(([, packed]) => packed.length < content.length)
      .map(([name, packed]) => writeFile(name, packed)),
  );
}

export async function precompressFolder(folder: string): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) await precompressFolder(full);
    else if (TEXT.test(entry.name) && (await stat(full)).size >= MIN_BYTES) await compressFile(full);
  }
}

/** Runs after rspack has written every file (the federation manifest and copied public/ files included). */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const folder = compilation.outputOptions.path;
      if (folder) await precompressFolder(folder);
    });
  }
}
