/**
 * For Jest only (jest.config.ts maps `content-disposition` here). Swagger UI's @fastify/static
 * requires content-disposition 3, an ES module, which Node 20.19+ loads with require() but
 * Jest's own require cannot before Node 24.9. Version 0.5's function is the same as version
 * 3's `create`, and is what the shop's @fastify/static calls directly, so one export serves both.
 */
const contentDisposition = require('../../../node_modules/content-disposition/index.js');

module.exports = Object.assign((filename, options) => contentDisposition(filename, options), {
  create: contentDisposition,
  parse: contentDisposition.parse,
});
