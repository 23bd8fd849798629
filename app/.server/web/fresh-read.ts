/**
 * A read that every caller shares with the others waiting at the same time,
 * and that still answers each caller with data read after it asked: the page
 * cache's content version (content/public.ts), which must show every write
 * committed before a request came in.
 *
 * At most one read is under way. Callers that arrive while one is under way
 * wait for the next, which starts as soon as it ends; callers of the same
 * event-loop turn share a read that starts after the turn (setImmediate runs
 * after the turn's I/O callbacks). Without that limit every turn started a
 * read of its own: on PostgreSQL, under load, reads waited for the pool's
 * connections and for server processes competing for the same cores, each
 * slow read let more pile up, and a read took up to 2 s (ADR 024). Two
 * reads under way at once measured worse than one (p99 14–16 ms against 10.5).
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  let startNext: (() => void) | undefined;
  let reading = false;

  function start() {
    const begin = startNext;
    if (!begin || reading) return;
    next = undefined;
    startNext = undefined;
    reading = true;
    begin();
  }

  return () => {
    if (next) return next;
    next = new Promise<T>((resolve, reject) => {
      startNext = () => {
        (async () => read())()
          .then(resolve, reject)
          .finally(() => {
            reading = false;
            start();
          });
      };
    });
    if (!reading) setImmediate(start);
    return next;
  };
}
