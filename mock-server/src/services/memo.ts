// Values loaded once per key and kept until cleared. A loaded value comes back synchronously, so the
// hot path of a request (who is calling, what the project may use) needs no promise at all.
export type Maybe<T> = T | Promise<T>;

/** Applies `next` now when the value is there, or when it arrives. (Not named `then`: a module exporting `then` is itself a thenable, which breaks dynamic import.) */
export const whenLoaded = <T, R>(value: Maybe<T>, next: (value: T) => R): Maybe<Awaited<R>> | R =>
  value instanceof Promise ? (value.then(next) as Promise<Awaited<R>>) : next(value);

export class Memo<K, V> {
  private readonly loaded = new Map<K, V>();
  private readonly loading = new Map<K, Promise<V>>();
  private generation = 0;

  constructor(private readonly load: (key: K) => Promise<V>) {}

  get(key: K): Maybe<V> {
    if (this.loaded.has(key)) return this.loaded.get(key) as V;
    let pending = this.loading.get(key);
    if (!pending) {
      // A load that finishes after a clear() must not bring back what the clear dropped.
      const generation = this.generation;
      pending = this.load(key).then(
        (value) => {
          if (generation === this.generation) {
            this.loaded.set(key, value);
            this.loading.delete(key);
          }
          return value;
        },
        (error: unknown) => {
          if (generation === this.generation) this.loading.delete(key);
          throw error;
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  clear(): void {
    this.generation++;
    this.loaded.clear();
    this.loading.clear();
  }
}
