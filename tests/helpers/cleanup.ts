/**
 * Clean-up that runs after each test, also after a failed one. A test
 * registers what it must undo (rows it added to a shared server's database,
 * a server it started) right after creating it, so a failed assertion cannot
 * leave anything behind for the tests that follow. Undone in reverse order.
 */
export type Cleanup = (undo: () => unknown) => void;

export function cleanupAfterEach(afterEach: (fn: () => Promise<void>) => void): Cleanup {
  const pending: (() => unknown)[] = [];
  afterEach(async () => {
    const errors: unknown[] = [];
    for (const undo of pending.splice(0).reverse()) {
      try {
        await undo();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, "Clean-up after the test failed");
  });
  return (undo) => {
    pending.push(undo);
  };
}
