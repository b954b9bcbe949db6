/**
 * Group commit in the app: rows that arrive while a write is running are stored together by the next one
 * (one multi-row INSERT, one transaction, one WAL flush) instead of one statement and one commit each.
 * There is no timer: a row that finds no write running is written at once, so a quiet server adds no delay,
 * and the batches grow by themselves with the load (while one write waits for its commit, the next fills).
 *
 * Each `add` resolves only once the write holding its row has committed, so a caller that answers after it
 * still means "stored"; when a write fails, every row of it is rejected with that error (nothing is half
 * stored: a multi-row INSERT is one statement).
 */
export class GroupCommit<Row> {
  private waiting: { row: Row; stored: () => void; failed: (err: unknown) => void }[] = [];
  private writing: Promise<void> | null = null;

  /** `write` stores the rows in one statement; `maxRows` bounds it (PostgreSQL takes 65,535 parameters). */
  constructor(
    private readonly write: (rows: Row[]) => Promise<unknown>,
    private readonly maxRows = 1000,
  ) {}

  /** Resolves once `row` is committed; rejects with the error of the write that held it. */
  add(row: Row): Promise<void> {
    return new Promise((stored, failed) => {
      this.waiting.push({ row, stored, failed });
      this.writing ??= this.writeAll();
    });
  }

  /** Waits until every row added so far is written (the app's close: no accepted row is left behind). */
  async flush(): Promise<void> {
    await this.writing;
  }

  private async writeAll(): Promise<void> {
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.maxRows);
      try {
        await this.write(group.map((waiter) => waiter.row));
        for (const waiter of group) waiter.stored();
      } catch (err) {
        for (const waiter of group) waiter.failed(err);
      }
    }
    this.writing = null;
  }
}
