/**
 * File sizes for PGlite, remembered. PostgreSQL asks a relation's size (an lseek to its end)
 * each time it plans a statement that reads it, for the table and every index, and each time
 * a sequential scan starts; Emscripten's Node file system answers each with an fstat system
 * call: 4–6 a request for a signed-in read, 20,000 a second under load (bench `…-mix-18` of
 * 2026-11-27), and a quarter of PGlite's thread in a profile of the pharmacist's queue.
 *
 * PGlite's thread is the only one that touches its files (the data directory lock keeps every
 * other process out; the main thread never opens them), so a file cannot change while this
 * thread only reads. fstat answers are kept until the thread does anything else to the file
 * system (writes, truncates, opens, closes, renames...), which forgets them all: one order's
 * writes cost the next statements their sizes afresh, and reads keep them.
 */

/** fs calls that change nothing on disk (each in its Sync form and its callback form). */
const READS = new Set(['access', 'exists', 'fstat', 'lstat', 'read', 'readdir', 'readlink', 'realpath', 'stat', 'statfs']);

/**
 * Makes `fs.fstatSync(fd)` answer from memory what it answered before for `fd`, as long as
 * nothing but reads was done through `fs` since (its promises API is not watched: Emscripten
 * calls the Sync forms). Only the calls through `fs` (the module
 * object Emscripten uses) are seen: use it only where nothing else writes the files.
 */
export function rememberFileSizes(fs) {
  /** fd → its fstat, while nothing could have changed the files. */
  const known = new Map();
  const fstatSync = fs.fstatSync;
  fs.fstatSync = function (fd, options) {
    if (options !== undefined) return fstatSync.call(this, fd, options);
    let stats = known.get(fd);
    if (!stats) known.set(fd, (stats = fstatSync.call(this, fd)));
    return stats;
  };
  const forgetting = (original) =>
    function (...args) {
      known.clear();
      return original.apply(this, args);
    };
  for (const name of Object.keys(fs)) {
    const call = name.replace(/Sync$/, '');
    if (call === name || READS.has(call)) continue;
    for (const form of [name, call]) if (typeof fs[form] === 'function') fs[form] = forgetting(fs[form]);
  }
}
