// Computed dashboard answers per (operation, body, minute). Every write clears it, and the minute is
// part of the key, so an answer never outlives the facts it summarises by more than a minute.
const MAX_ENTRIES = 20_000;

export class AnswerCache {
  private readonly answers = new Map<string, unknown>();

  async through<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.answers.has(key)) return this.answers.get(key) as T;
    const answer = await compute();
    if (this.answers.size >= MAX_ENTRIES) this.answers.clear();
    this.answers.set(key, answer);
    return answer;
  }

  clear(): void {
    this.answers.clear();
  }
}
