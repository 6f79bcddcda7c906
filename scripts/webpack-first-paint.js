/**
 * A webpack plugin that writes, beside index.html, a copy of it for each page with a first
 * paint (src/client/app/firstPaint.tsx: /, /search, a product page), its #root holding that page as the
 * app's own components render it, and first-paint.json naming which file serves which path.
 * The server sends those files for those paths, so a phone paints the page before the app's
 * code has arrived. The components are bundled for Node with esbuild, rendered, and dropped.
 *
 * In every page it also replaces the app's deferred scripts with one small script
 * (src/client/startAfterPaint.ts) that adds them once the page has been painted.
 */
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'FirstPaintPlugin';
/** #root and the placeholder inside it, up to the app's scripts, which follow it in <body>. */
const ROOT = /(<div id="?root"?>)[\s\S]*?(<\/div>)(?=\s*<script)/;

/** Bundles a module with esbuild: for Node (the first paint's renderer) or the browser (the starter). */
async function bundle(entry, platform) {
  const { build } = require('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform,
    target: platform === 'node' ? 'node20' : 'es2020',
    format: platform === 'node' ? 'cjs' : 'iife',
    minify: platform === 'browser',
    jsx: 'automatic',
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].contents;
}

/** Bundles the first-paint module for Node and loads it. */
async function loadRenderer(entry) {
  const code = await bundle(entry, 'node');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
  try {
    const file = path.join(dir, 'first-paint.cjs');
    writeFileSync(file, code);
    return require(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** first-paint/home.html, first-paint/search.html, first-paint/products-slug.html */
const fileFor = (pattern) => `first-paint/${pattern === '/' ? 'home' : pattern.slice(1).replace(/[/:]+/g, '-')}.html`;

/** The app's deferred scripts give way to the starter, which adds them once the page is painted. */
function startAfterPaint(tags, starterUrl) {
  const apps = tags.bodyTags.filter((tag) => tag.tagName === 'script');
  const urls = apps.map((tag) => tag.attributes.src);
  tags.bodyTags = [
    ...tags.bodyTags.filter((tag) => !apps.includes(tag)),
    { tagName: 'script', voidTag: false, attributes: { defer: true, src: starterUrl, 'data-app': urls.join(' ') } },
  ];
  return tags;
}

class FirstPaintPlugin {
  /** @param {{ entry: string, starter: string }} options the first paint's module and the starter's */
  constructor({ entry, starter }) {
    this.entry = entry;
    this.starter = starter;
  }

  apply(compiler) {
    const { sources, util } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      let starterUrl;
      hooks.beforeAssetTagGeneration.tapPromise(NAME, async (data) => {
        const code = Buffer.from(await bundle(this.starter, 'browser'));
        const hash = util.createHash('md4').update(code).digest('hex').slice(0, 10);
        const file = `assets/start.${hash}.js`;
        compilation.emitAsset(file, new sources.RawSource(code), { immutable: true });
        starterUrl = `${compilation.outputOptions.publicPath || '/'}${file}`;
        return data;
      });
      hooks.alterAssetTagGroups.tap(NAME, (tags) => startAfterPaint(tags, starterUrl));
      hooks.beforeEmit.tapPromise(NAME, async (data) => {
        if (!ROOT.test(data.html)) throw new Error(`${NAME}: index.html has no <div id="root"> before its scripts`);
        const { FIRST_PAINT_PATHS, renderFirstPaint } = await loadRenderer(this.entry);
        const files = {};
        for (const pattern of FIRST_PAINT_PATHS) {
          const html = data.html.replace(ROOT, (_, open, close) => `${open}${renderFirstPaint(pattern)}${close}`);
          files[pattern] = fileFor(pattern);
          compilation.emitAsset(files[pattern], new sources.RawSource(html));
        }
        compilation.emitAsset('first-paint.json', new sources.RawSource(`${JSON.stringify(files, null, 1)}\n`));
        return data;
      });
    });
  }
}

module.exports = { FirstPaintPlugin };
