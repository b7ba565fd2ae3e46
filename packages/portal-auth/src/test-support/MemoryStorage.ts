/** Web Storage in memory; `failWrites` makes `setItem` throw as a full or blocked storage does. */
export class MemoryStorage implements Storage {
  [name: string]: unknown;
  private readonly items = new Map<string, string>();
  failWrites = false;
  failReads = false;

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    if (this.failWrites)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }

  keys(): string[] {
    return [...this.items.keys()];
  }
}
