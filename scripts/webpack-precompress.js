/**
 * A webpack plugin that writes brotli (.br) and gzip (.gz) copies of the text assets next to
 * them at build time, so the server (@fastify/static with preCompressed) sends compressed
 * bytes without compressing per request, at the highest levels no server could afford live.
 * It also writes dist/chunk-manifest.json: which files each entry or lazy import loads and
 * which source modules are in them, for the bundle-budget test.
 */
const path = require('node:path');
const { writeFileSync } = require('node:fs');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest|ico)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  constructor(options = {}) {
    this.manifestPath = options.manifestPath;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            const bytes = source.buffer();
            if (!COMPRESSIBLE.test(name) || bytes.length < MIN_BYTES) continue;
            const brotli = zlib.brotliCompressSync(bytes, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(bytes, { level: 9 })));
          }
        },
      );
    });
    if (this.manifestPath) {
      compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
        writeFileSync(this.manifestPath, JSON.stringify(chunkManifest(compilation, compiler.context), null, 1));
      });
    }
  }
}

/** Every chunk group (the entry, each lazy import) with its files and source modules. */
function chunkManifest(compilation, root) {
  const { chunkGraph } = compilation;
  const moduleNames = (chunk) =>
    chunkGraph
      .getChunkModules(chunk)
      .map((m) => m.nameForCondition && m.nameForCondition())
      .filter(Boolean)
      .map((file) => path.relative(root, file));
  return compilation.chunkGroups.map((group) => ({
    name: group.name ?? null,
    initial: group.isInitial(),
    requests: group.origins.map((origin) => origin.request).filter(Boolean),
    chunks: group.chunks.map((chunk) => ({
      name: chunk.name ?? null,
      files: [...chunk.files].filter((file) => /\.(js|css)$/.test(file)),
      modules: moduleNames(chunk),
    })),
  }));
}

module.exports = { PrecompressPlugin };
