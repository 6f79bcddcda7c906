/**
 * PGlite on a thread of its own (pglite-worker.mjs): the server's main thread hands it the
 * protocol messages of one exchange and gets back the backend's reply as bytes, which
 * pglite-reply.ts reads here. Statements still run one at a time, as on PGlite's one session;
 * what runs beside them now is everything else a request does.
 *
 * Values are written and read on this side with PGlite's own serializers and parsers, which
 * are functions and cannot cross to the thread: the thread reports the array types its
 * database knows, as PGlite itself asks for them when it opens.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type PGlite, types } from '@electric-sql/pglite';

export type Parsers = PGlite['parsers'];
export type Serializers = PGlite['serializers'];

type FromThread =
  { ready: { arrayTypes: [element: number, array: number][] } } | { reply: Uint8Array } | { failure: string } | { closed: true };

/**
 * The thread's JavaScript heap: PGlite's module and the replies on their way out (their bytes
 * live outside the heap). Without limits it takes V8's defaults, sized for a whole program.
 */
const THREAD_HEAP = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 };

/** The worker's file: beside this module in the sources, beside server.js in the compiled server. */
function workerFile(): string {
  const file = path.join(__dirname, 'pglite-worker.mjs');
  if (!existsSync(file)) throw new Error(`The embedded database's worker is missing: ${file}`);
  return file;
}

export class PgliteThread {
  readonly parsers: Parsers;
  readonly serializers: Serializers;
  readonly #worker: Worker;
  /** The exchanges sent and not yet answered, oldest first: the thread answers in order. */
  readonly #pending: { resolve: (reply: Uint8Array) => void; reject: (error: Error) => void }[] = [];
  #ended: Error | undefined;
  #closing: Promise<void> | undefined;

  private constructor(worker: Worker, arrayTypes: [number, number][], parsers: Parsers) {
    this.#worker = worker;
    this.parsers = { ...types.parsers, ...parsers };
    this.serializers = { ...types.serializers };
    for (const [element, array] of arrayTypes) {
      this.parsers[array] = (text): unknown => types.arrayParser(text, this.parsers[element], array);
      this.serializers[array] = (value) => types.arraySerializer(value, this.serializers[element], array);
    }
    worker.on('message', (message: FromThread) => {
      const waiting = this.#pending.shift();
      if (!waiting) return;
      if ('reply' in message) waiting.resolve(message.reply);
      else if ('closed' in message) waiting.resolve(new Uint8Array());
      else waiting.reject(new Error('failure' in message ? message.failure : 'The embedded database closed'));
    });
    worker.on('error', (error) => this.#end(error));
    worker.on('exit', (code) => this.#end(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  /**
   * Opens the database in `dataDir` (in memory without one, started from `template`, a data
   * directory PGlite dumped, when given) on a new thread; resolves once it answers.
   */
  static async open(
    dataDir: string | undefined,
    startParams: string[],
    parsers: Parsers = {},
    template?: Uint8Array,
  ): Promise<PgliteThread> {
    const worker = new Worker(workerFile(), { workerData: { dataDir, startParams, template }, resourceLimits: THREAD_HEAP });
    try {
      const ready = await new Promise<[number, number][]>((resolve, reject) => {
        worker.once('message', (message: FromThread) =>
          'ready' in message ? resolve(message.ready.arrayTypes) : reject(new Error('failure' in message ? message.failure : 'no answer')),
        );
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`The embedded database's thread stopped while opening (exit code ${code})`)));
      });
      return new PgliteThread(worker, ready, parsers);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
  }

  /** Exchanges sent and not yet answered. */
  get inFlight(): number {
    return this.#pending.length;
  }

  get closed(): boolean {
    return this.#ended !== undefined;
  }

  /** Sends one exchange's messages (ending in Sync); resolves with every byte the backend wrote in answer. */
  exchange(messages: Uint8Array, syncToFs: boolean): Promise<Uint8Array> {
    if (this.#ended) return Promise.reject(this.#ended);
    // Handed over, not copied, when the array is its buffer's whole.
    const whole = messages.buffer instanceof ArrayBuffer && messages.byteOffset === 0 && messages.byteLength === messages.buffer.byteLength;
    const own = whole ? messages : messages.slice();
    return new Promise((resolve, reject) => {
      this.#pending.push({ resolve, reject });
      this.#worker.postMessage({ exchange: own, syncToFs }, [own.buffer as ArrayBuffer]);
    });
  }

  /** Closes the database (PGlite writes what it holds) and ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (this.#ended) return;
      await new Promise<void>((resolve) => {
        // Resolved either way: a thread that failed has nothing left to write.
        this.#pending.push({ resolve: () => resolve(), reject: () => resolve() });
        this.#worker.postMessage({ close: true });
      });
      this.#end(new Error('The embedded database is closed'));
      await this.#worker.terminate();
    })();
    return this.#closing;
  }

  #end(error: Error): void {
    this.#ended ??= error;
    for (const waiting of this.#pending.splice(0)) waiting.reject(error);
  }
}
