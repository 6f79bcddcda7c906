/**
 * Builds the browser app into dist/client: content-hashed chunks loaded from the site root
 * (120-second chunk timeout, as the spec asks), one chunk per route, with brotli and gzip
 * copies made at build time. Libraries sit in vendor chunks of their own (React, MUI and
 * emotion, Redux), which change less often than the app, so a deploy keeps them cached.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
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
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', inject: 'body', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      new PageChunksPlugin(),
      ...(production ? [new PrecompressPlugin({ manifestPath: path.resolve(__dirname, 'dist/chunk-manifest.json') })] : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, name: 'vendor-react', chunks: 'initial', priority: 30 },
          mui: { test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/, name: 'vendor-mui', chunks: 'initial', priority: 20 },
          redux: { test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|immer|reselect)[\\/]/, name: 'vendor-redux', chunks: 'initial', priority: 20 },
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
