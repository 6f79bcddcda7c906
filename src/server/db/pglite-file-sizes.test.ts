import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rememberFileSizes } from './pglite-file-sizes.mjs';

/** A copy of the fs module with sizes remembered, the real module left as it is. */
function remembering(): typeof fs {
  const copy = { ...fs };
  rememberFileSizes(copy);
  return copy;
}

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-sizes-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('answers a second fstat of an unchanged file from memory, without asking the system', () => {
  const patched = remembering();
  const file = path.join(dir, 'relation');
  fs.writeFileSync(file, Buffer.alloc(8192));
  const fd = patched.openSync(file, 'r+');
  const first = patched.fstatSync(fd);
  expect(first.size).toBe(8192);
  expect(patched.fstatSync(fd)).toBe(first);
  patched.closeSync(fd);
});

/** Whatever the thread does through fs, the size it is told is the file's real size. */
it('tells the real size after any mix of writes, truncations, appends and reads on several files', () => {
  const op = fc.oneof(
    fc.record({ kind: fc.constant('write' as const), file: fc.nat(1), at: fc.nat(40_000), length: fc.integer({ min: 1, max: 9000 }) }),
    fc.record({ kind: fc.constant('ftruncate' as const), file: fc.nat(1), length: fc.nat(40_000) }),
    fc.record({ kind: fc.constant('truncate by path' as const), file: fc.nat(1), length: fc.nat(40_000) }),
    fc.record({ kind: fc.constant('append by path' as const), file: fc.nat(1), length: fc.integer({ min: 1, max: 9000 }) }),
    fc.record({ kind: fc.constant('read' as const), file: fc.nat(1), at: fc.nat(40_000) }),
    fc.record({ kind: fc.constant('reopen' as const), file: fc.nat(1) }),
  );
  fc.assert(
    fc.property(fc.array(op, { minLength: 1, maxLength: 40 }), (ops) => {
      const patched = remembering();
      const files = [0, 1].map((i) => path.join(dir, `segment.${i}`));
      for (const file of files) fs.writeFileSync(file, '');
      const fds = files.map((file) => patched.openSync(file, 'r+'));
      try {
        for (const o of ops) {
          const fd = fds[o.file];
          if (o.kind === 'write') patched.writeSync(fd, Buffer.alloc(o.length, 1), 0, o.length, o.at);
          if (o.kind === 'ftruncate') patched.ftruncateSync(fd, o.length);
          if (o.kind === 'truncate by path') patched.truncateSync(files[o.file], o.length);
          if (o.kind === 'append by path') patched.appendFileSync(files[o.file], Buffer.alloc(o.length, 2));
          if (o.kind === 'read') patched.readSync(fd, Buffer.alloc(8192), 0, 8192, o.at);
          if (o.kind === 'reopen') {
            patched.closeSync(fd);
            fds[o.file] = patched.openSync(files[o.file], 'r+');
          }
          for (const each of fds) expect(patched.fstatSync(each).size).toBe(fs.fstatSync(each).size);
        }
      } finally {
        for (const fd of fds) patched.closeSync(fd);
      }
    }),
    { numRuns: 200 },
  );
});
