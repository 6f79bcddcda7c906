/**
 * A webpack plugin that writes page-chunks.json into the build: for each named lazy import
 * (`webpackChunkName: "page-home"`), the files it loads, as URLs. The server reads it to send
 * `<link rel="preload">` for the page a URL opens, so its code downloads alongside the app's.
 */
class PageChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const publicPath = compilation.outputOptions.publicPath || '/';
        const pages = {};
        for (const group of compilation.chunkGroups) {
          if (group.isInitial() || !group.name?.startsWith('page-')) continue;
          pages[group.name] = group
            .getFiles()
            .filter((file) => file.endsWith('.js'))
            .map((file) => `${publicPath}${file}`);
        }
        compilation.emitAsset('page-chunks.json', new sources.RawSource(`${JSON.stringify(pages, null, 1)}\n`));
      });
    });
  }
}

module.exports = { PageChunksPlugin };
