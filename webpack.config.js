/**
 * Builds the browser app into dist/client: content-hashed chunks loaded from the site root
 * (120-second chunk timeout, as the spec asks), one chunk per route, with brotli and gzip
 * copies made at build time. The libraries the entry needs sit in one vendor chunk, which
 * changes less often than the app, so a deploy keeps it cached.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { FirstPaintPlugin } = require('./scripts/webpack-first-paint');
const { PageChunksPlugin } = require('./scripts/webpack-page-chunks');
const { PrecompressPlugin } = require('./scripts/webpack-precompress');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      chunkLoadTimeout: 120000,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router's package exports only its development build (warnings and checks
      // included); its production build sits beside it.
      alias: production
        ? {
            // MUI's styled engine only calls emotion's styled(tag, options): the base function,
            // without the styled.div-style shortcuts for every HTML tag the package adds to it.
            '@emotion/styled$': path.resolve(__dirname, 'node_modules/@emotion/styled/base/dist/emotion-styled-base.browser.esm.js'),
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } } },
        },
        { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' },
        ...(production
          ? [
              {
                test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
                use: path.resolve(__dirname, 'scripts/webpack-react-router-pure.js'),
              },
            ]
          : []),
      ],
    },
    plugins: [
      // V8's explicit compile hint: every function of the code / runs at start is compiled
      // with the script, off the main thread, instead of lazily on first call on it. Measured
      // on / at 4x CPU slowdown: total blocking time 366 → 189 ms (median of 9 alternating runs).
      new webpack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        test: /^assets\/(vendor|main)\.[0-9a-f]+\.js$/,
        stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
      // MUI's createTheme reaches its CSS-variables theme builder only for `cssVariables`, which
      // this shop's theme does not set; a stand-in that throws keeps that code out of /.
      new webpack.NormalModuleReplacementPlugin(/^\.\/createThemeWithVars\.js$/, (resource) => {
        if (/[\\/]@mui[\\/]material[\\/]esm[\\/]styles$/.test(resource.context)) {
          resource.request = path.resolve(__dirname, 'src/client/theme/cssVariablesLeftOut.ts');
        }
      }),
      // Every theme carries MUI's stringifier for Pigment CSS's build, which this shop does not use.
      new webpack.NormalModuleReplacementPlugin(/^\.\/stringifyTheme\.js$/, (resource) => {
        if (/[\\/]@mui[\\/]material[\\/]esm[\\/]styles$/.test(resource.context)) {
          resource.request = path.resolve(__dirname, 'src/client/theme/pigmentSourceLeftOut.ts');
        }
      }),
      // Button and IconButton import their loading spinner for every page; it loads when first shown.
      new webpack.NormalModuleReplacementPlugin(/^\.\.\/CircularProgress\/index\.js$/, (resource) => {
        if (/[\\/]@mui[\\/]material[\\/]esm[\\/](Button|IconButton)$/.test(resource.context)) {
          resource.request = path.resolve(__dirname, 'src/client/theme/ButtonSpinner.tsx');
        }
      }),
      // ButtonBase imports its ripple for every page with a button; it loads when the browser is idle.
      new webpack.NormalModuleReplacementPlugin(/^\.\/TouchRipple\.js$/, (resource) => {
        if (/[\\/]@mui[\\/]material[\\/]esm[\\/]ButtonBase$/.test(resource.context)) {
          resource.request = path.resolve(__dirname, 'src/client/theme/ButtonRipple.tsx');
        }
      }),
      // Emotion's withTheme (never called here) is the one user of hoist-non-react-statics, which
      // emotion also imports bare, for side effects it does not have.
      new webpack.NormalModuleReplacementPlugin(
        /^(hoist-non-react-statics|\.\.\/_isolated-hnrs\/dist\/emotion-react-_isolated-hnrs\.browser\.esm\.js)$/,
        (resource) => {
          if (/[\\/]@emotion[\\/]react[\\/]dist$/.test(resource.context)) {
            resource.request = path.resolve(__dirname, 'src/client/theme/withThemeLeftOut.ts');
          }
        },
      ),
      new HtmlWebpackPlugin({ template: 'public/index.html', inject: 'body', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      new PageChunksPlugin(),
      ...(production
        ? [
            new FirstPaintPlugin({
              entry: path.resolve(__dirname, 'src/client/app/firstPaint.tsx'),
              starter: path.resolve(__dirname, 'src/client/startAfterPaint.ts'),
            }),
          ]
        : []),
      ...(production ? [new PrecompressPlugin({ manifestPath: path.resolve(__dirname, 'dist/chunk-manifest.json') })] : []),
    ],
    optimization: {
      // Terser told the output may use ES2020 syntax (the app's own code is ES2022) and given a third
      // pass: / is 0.3 KB smaller gzipped than with webpack's defaults (ES5 syntax, two passes).
      minimizeOptions: { javascript: { ecma: 2020, compress: { ecma: 2020, passes: 3 }, format: { ecma: 2020 } } },
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // One chunk for the libraries / needs: they change together (with the lock file),
          // compress better as one file than as three, and take fewer of a phone's connections.
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: 20 },
        },
      },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
    },
  };
};
