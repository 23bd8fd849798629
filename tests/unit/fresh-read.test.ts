import { describe, expect, it } from "vitest";
import { freshRead } from "#app/.server/web/fresh-read.ts";

/** A stored value and a read of it that the test ends by hand, counting reads and the most under way at once. */
function store() {
  const pending: (() => void)[] = [];
  const state = { value: 1, reads: 0, underWay: 0, mostUnderWay: 0, failNext: false };
  const read = () =>
    new Promise<number>((resolve, reject) => {
      state.reads++;
      state.underWay++;
      state.mostUnderWay = Math.max(state.mostUnderWay, state.underWay);
      const fail = state.failNext;
      state.failNext = false;
      // The value is taken when the read starts, as a database read sees what was committed then.
      const seen = state.value;
      pending.push(() => {
        state.underWay--;
        if (fail) reject(new Error("the database is away"));
        else resolve(seen);
      });
    });
  /** Ends the oldest read under way, then lets its callbacks and the next read's start run. */
  const finishOne = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  const started = () => new Promise((resolve) => setImmediate(resolve));
  return { state, read, finishOne, started, pending };
}

describe("freshRead: the page cache's shared read of the content version", () => {
  it("gives callers of one event-loop turn one read, started after all of them asked", async () => {
    const { state, read, finishOne, started } = store();
    const version = freshRead(read);
    const answers = Promise.all([version(), version(), version()]);
    expect(state.reads).toBe(0);
    state.value = 2; // committed in the same turn, after the callers asked: they may see it
    await started();
    expect(state.reads).toBe(1);
    await finishOne();
    expect(await answers).toEqual([2, 2, 2]);
  });

  it("answers a caller that asks while a read is under way with the next read, which starts when that one ends", async () => {
    const { state, read, finishOne, started } = store();
    const version = freshRead(read);
    const first = version();
    await started();
    expect(state.reads).toBe(1);

    state.value = 2; // committed after the first read started: a later caller must see it
    const later = [version(), version(), version()];
    await started();
    expect(state.reads).toBe(1); // not a second read beside the first

    await finishOne();
    expect(await first).toBe(1);
    expect(state.reads).toBe(2); // one read for all three
    await finishOne();
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    expect(state.mostUnderWay).toBe(1);
  });

  it("keeps one read under way however many callers keep coming", async () => {
    const { state, read, finishOne, started, pending } = store();
    const version = freshRead(read);
    const answers: Promise<number>[] = [];
    for (let turn = 0; turn < 20; turn++) {
      answers.push(version(), version());
      await started();
      if (turn % 3 === 2) await finishOne();
    }
    while (pending.length > 0) await finishOne();
    expect(await Promise.all(answers)).toHaveLength(40);
    expect(state.mostUnderWay).toBe(1);
    expect(state.reads).toBeLessThan(20);
  });

  it("fails only the callers of a failed read; the next read answers", async () => {
    const { state, read, finishOne, started } = store();
    const version = freshRead(read);
    state.failNext = true;
    const failed = version();
    await started();
    const after = version();
    const refused = expect(failed).rejects.toThrow("the database is away");
    await finishOne();
    await refused;
    await finishOne();
    expect(await after).toBe(1);
  });

  it("turns a read that throws before its promise into a refusal, and goes on reading", async () => {
    let calls = 0;
    const version = freshRead(async () => 7);
    const throwing = freshRead<number>(() => {
      calls++;
      if (calls === 1) throw new Error("no connection");
      return Promise.resolve(8);
    });
    await expect(throwing()).rejects.toThrow("no connection");
    expect(await throwing()).toBe(8);
    expect(await version()).toBe(7);
  });
});
