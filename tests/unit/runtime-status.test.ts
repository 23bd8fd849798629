/**
 * What a process knows of itself for Sistem durumu (platform/runtime.ts): the
 * proxy headers noted only while no proxy is trusted, the mail worker's
 * failures kept only when the SMTP server as a whole is unusable, a worker's
 * round and when it counts as stopped, and the page cache's counts.
 */
import { describe, expect, it } from "vitest";
import {
  beat,
  forgetWorker,
  forwardingWatch,
  MISSED_ROUNDS,
  mailOutcomes,
  noteMailFailed,
  noteMailSent,
  untrustedForwarding,
  workerBeats,
} from "#app/.server/platform/runtime.ts";
import { PageCache } from "#server/page-cache.ts";

describe("requests through a proxy", () => {
  it("are noted while TRUST_PROXY names none, by X-Forwarded-For or Forwarded, and not when a proxy is trusted", () => {
    forwardingWatch("loopback")({ "x-forwarded-for": "203.0.113.1" });
    forwardingWatch(1)({ forwarded: "for=203.0.113.1" });
    expect(untrustedForwarding()).toBeNull();
    const watch = forwardingWatch(false);
    watch({ host: "ymm.test" });
    expect(untrustedForwarding()).toBeNull();
    watch({ "x-forwarded-for": "203.0.113.1" });
    expect(untrustedForwarding()).toMatchObject({ header: "X-Forwarded-For", count: 1 });
    forwardingWatch(0)({ forwarded: "for=203.0.113.2" });
    expect(untrustedForwarding()).toMatchObject({ header: "Forwarded", count: 2 });
  });
});

describe("the mail worker's outcomes", () => {
  it("keep a failure of the SMTP server, not a refused recipient or message, and the last success", () => {
    noteMailFailed(Object.assign(new Error("Recipient refused: 550 5.1.1 no such user"), { code: "EENVELOPE" }));
    noteMailFailed(Object.assign(new Error("Message refused"), { code: "EMESSAGE" }));
    expect(mailOutcomes().lastFailure).toBeNull();
    noteMailFailed(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ESOCKET" }));
    expect(mailOutcomes().lastFailure?.message).toBe("connect ECONNREFUSED 127.0.0.1:2525");
    expect(mailOutcomes().lastSuccessAt).toBeNull();
    noteMailSent();
    expect(mailOutcomes().lastSuccessAt).not.toBeNull();
  });
});

describe("a worker's rounds", () => {
  it("count it stopped after MISSED_ROUNDS rounds, at least a minute, or its own limit; a stopped worker is forgotten", () => {
    beat("scheduler", 20_000);
    expect(workerBeats().scheduler).toMatchObject({ intervalMs: 20_000, staleAfterMs: MISSED_ROUNDS * 20_000 });
    beat("scheduler", 1_000);
    expect(workerBeats().scheduler?.staleAfterMs).toBe(60_000);
    beat("mail", 5_000, 300_000);
    expect(workerBeats().mail?.staleAfterMs).toBe(300_000);
    forgetWorker("mail");
    expect(workerBeats().mail).toBeUndefined();
  });
});

describe("the page cache's counts", () => {
  it("add up the requests answered from memory and those rendered", () => {
    const cache = new PageCache(1024);
    cache.counted(false);
    cache.counted(true);
    cache.counted(true);
    expect([cache.hits, cache.misses, cache.maxBytes]).toEqual([2, 1, 1024]);
  });
});
