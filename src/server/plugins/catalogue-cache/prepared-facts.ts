/**
 * The catalogue cache's prepared facts (`prepared` in catalogue-cache.ts): a few large values,
 * such as where each page of the catalogue starts, built in the background once however many
 * readers ask, while they go their slower way. A catalogue write beyond stock drops them; one
 * built with a `stillValid` check is set aside for that check instead, which keeps it when the
 * database says the write left it alone. A stock change leaves them all, as none may show stock.
 */
export class PreparedFacts {
  private readonly values = new Map<string, unknown>();
  /** Values a write may have left valid, waiting for their `stillValid` check. */
  private readonly toRecheck = new Map<string, unknown>();
  /** Keys whose values have a `stillValid` check. */
  private readonly rechecked = new Set<string>();
  private readonly building = new Set<string>();
  /** Writes so far: a value whose build a write overtook is not kept (but set aside for its check). */
  private generation = 0;

  constructor(
    private readonly isTrusted: () => boolean,
    private readonly failed: (error: unknown, key: string) => void,
  ) {}

  /** A catalogue write beyond stock. */
  invalidate(): void {
    this.generation += 1;
    for (const key of this.rechecked) if (this.values.has(key)) this.toRecheck.set(key, this.values.get(key));
    this.values.clear();
  }

  /** What `build()` made under `key`, or undefined while there is none (the first call starts the one build or check). */
  get<T>(key: string, build: () => Promise<T>, stillValid?: (value: T) => Promise<boolean>): T | undefined {
    if (!this.isTrusted()) return undefined;
    if (this.values.has(key)) return this.values.get(key) as T;
    if (this.building.has(key)) return undefined;
    this.building.add(key);
    if (stillValid) this.rechecked.add(key);
    const started = this.generation;
    const held = this.toRecheck.get(key) as T | undefined;
    this.toRecheck.delete(key);
    const made = held !== undefined && stillValid ? stillValid(held).then((valid) => (valid ? held : build())) : build();
    made
      .then(
        (value) => {
          if (this.isTrusted() && started === this.generation) this.values.set(key, value);
          // A write came meanwhile: the value is again one to check, not to build anew.
          else if (stillValid) this.toRecheck.set(key, value);
        },
        (error: unknown) => this.failed(error, key),
      )
      .finally(() => this.building.delete(key));
    return undefined;
  }
}
