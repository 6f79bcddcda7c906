/**
 * The client's import rules (.dependency-cruiser.cjs) hold for the real tree, and the check
 * really catches each kind of break: it is run on a small tree of files that break them.
 * Runs the dependency-cruiser CLI as CI does (`npm run lint:deps`), in a child process.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../..');
const config = path.join(root, '.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

type Violation = { rule: { name: string }; from: string; to: string };

/** The rule violations dependency-cruiser finds in `paths`, cruised from `cwd`. */
async function violations(cwd: string, paths: string[]): Promise<Violation[]> {
  const run = promisify(execFile);
  const args = [depcruise, ...paths, '--config', config, '--output-type', 'json'];
  // A run that finds violations exits non-zero; its JSON report is still on stdout.
  const { stdout } = await run(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const brief = (found: Violation[]) => found.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();

jest.setTimeout(30_000);

it('the client and shared code keep every import rule', async () => {
  expect(brief(await violations(root, ['src/client', 'src/shared']))).toEqual([]);
});

describe('a deliberate break of each client rule fails the check', () => {
  let tree: string;

  beforeAll(async () => {
    tree = await mkdtemp(path.join(tmpdir(), 'boundaries-'));
    const files: Record<string, string> = {
      'tsconfig.json': '{}',
      'src/server/app.ts': 'export const app = 1;\n',
      'src/shared/format.ts': "import { app } from '../server/app';\nexport const format = app;\n",
      'src/client/app/routes.ts': "import { cart } from '../features/cart/CartPage';\nexport const routes = [cart];\n",
      'src/client/features/cart/CartPage.ts': "import { login } from '../auth/LoginPage';\nexport const cart = login;\n",
      'src/client/features/auth/LoginPage.ts': "import { routes } from '../../app/routes';\nexport const login = routes.length;\n",
      'src/client/components/ProductCard.ts': "import { cart } from '../features/cart/CartPage';\nexport const card = cart;\n",
      'src/client/session/useSession.ts': "import { app } from '../../server/app';\nexport const session = app;\n",
      // The one deliberate cycle, which the check lets through.
      'src/client/components/toasts.tsx': "export const load = () => import('./NotistackHost');\nexport const connect = 1;\n",
      'src/client/components/NotistackHost.tsx': "import { connect } from './toasts';\nexport default connect;\n",
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(tree, file)), { recursive: true });
      await writeFile(path.join(tree, file), text);
    }
  });
  afterAll(() => rm(tree, { recursive: true, force: true }));

  it('names each broken rule and where (one cycle is reported once)', async () => {
    expect(brief(await violations(tree, ['src']))).toEqual(
      [
        'client-not-server: src/client/session/useSession.ts → src/server/app.ts',
        'client-shared-not-features: src/client/components/ProductCard.ts → src/client/features/cart/CartPage.ts',
        'features-not-app: src/client/features/auth/LoginPage.ts → src/client/app/routes.ts',
        'features-not-each-other: src/client/features/cart/CartPage.ts → src/client/features/auth/LoginPage.ts',
        'no-circular: src/client/app/routes.ts → src/client/features/cart/CartPage.ts',
        'shared-is-pure: src/shared/format.ts → src/server/app.ts',
      ].sort(),
    );
  });
});
