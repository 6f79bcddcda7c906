import yaml from 'js-yaml';
import contract from '../../contract/generated/openapi.json';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Every src and href the page names, scripts and styles included. */
const linksOf = (html: string) => [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);

describe('GET /api/docs', () => {
  it('answers an HTML page whose scripts and styles all come from this origin, under the shop CSP', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const links = linksOf(res.body);
    expect(links).toEqual(expect.arrayContaining(['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-ui.css']));
    expect(links.filter((link) => /^(https?:)?\/\//.test(link))).toEqual([]);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('serves every asset the page names, each with its content type', async () => {
    const html = (await get('/api/docs')).body;
    const assets = linksOf(html);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      const res = await get(asset);
      expect([asset, res.statusCode]).toEqual([asset, 200]);
      if (asset.endsWith('.js')) expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      if (asset.endsWith('.css')) expect(res.headers['content-type']).toMatch(/^text\/css/);
    }
    const initializer = (await get('/api/docs/static/swagger-initializer.js')).body;
    expect(initializer).toContain('validatorUrl: null');
  });

  it('shows who may call each operation, from its x-access', async () => {
    const shown = (await get('/api/docs/json')).json();
    expect(shown.paths['/api/v1/products/product-count'].get.description).toMatch(/^\*\*Who may call:\*\* anyone/);
    expect(shown.paths['/api/v1/auth/profile'].put.description).toMatch(/^\*\*Who may call:\*\* any signed-in user/);
    expect(shown.paths['/api/v1/category/create-category'].post.description).toMatch(/^\*\*Who may call:\*\* administrators only/);
    expect(shown.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
  });
});

describe('the contract files', () => {
  it('GET /api/openapi.json is the contract the server binds, as JSON, cacheable', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toEqual(contract);
    const again = await get('/api/openapi.json', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('GET /api/openapi.yaml is the same contract as YAML', async () => {
    const res = await get('/api/openapi.yaml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(yaml.load(res.body)).toEqual(contract);
  });

  it('is not taken by the app: a wrong name under /api still answers the JSON 404', async () => {
    const res = await get('/api/openapi.yml');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});
