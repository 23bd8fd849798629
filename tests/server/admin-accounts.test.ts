import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

describe("first admin", () => {
  it("is generated on a first start without ADMIN_EMAIL/ADMIN_PASSWORD, printed once and written to a 0600 file", async () => {
    const server = await startServer({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" }, { firstStart: true });
    try {
      const file = join(server.dataDir, "initial-admin.txt");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = /Şifre: (\S+)/.exec(readFileSync(file, "utf8"))?.[1];
      expect(password).toMatch(/^\S{20}$/);
      expect(server.output()).toContain(password);
      await expect(signIn(server, "bilgi@ozdemirymm.example", password)).resolves.toMatch(/ymm_oturum=/);
    } finally {
      await server.stop();
    }
  });

  it("is not created again on the next start", async () => {
    const first = await startServer({}, { firstStart: true });
    await first.stop({ keepData: true });
    const second = await startServer({}, { databaseUrl: first.databaseUrl });
    try {
      expect(second.output()).not.toContain("Created the first admin");
    } finally {
      await second.stop();
    }
  });
});

describe("sign-in rate limit", () => {
  it("answers 429 with Retry-After after 5 failures, also after a restart", async () => {
    const server = await startServer();
    let restarted: TestServer | undefined;
    try {
      for (let i = 0; i < 5; i++) {
        const response = await postAs(server, "/adminpanel/giris", { eposta: "yonetici@ymm.test", sifre: `yanlis-${i}` });
        expect(response.status).toBe(401);
        expect(response.headers.get("set-cookie")).toBeNull();
      }
      const limited = await postAs(server, "/adminpanel/giris", { eposta: "yonetici@ymm.test", sifre: "test-sifresi-cok-gizli" });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
      expect(await limited.text()).toContain("Çok fazla başarısız giriş denemesi");

      await server.stop({ keepData: true });
      restarted = await startServer({}, { databaseUrl: server.databaseUrl });
      const stillLimited = await postAs(restarted, "/adminpanel/giris", { eposta: "yonetici@ymm.test", sifre: "test-sifresi-cok-gizli" });
      expect(stillLimited.status).toBe(429);
    } finally {
      await restarted?.stop();
      await server.stop();
    }
  });
});

describe("sign-in throttling that cannot lock the owner out", () => {
  // Behind a proxy that sets X-Forwarded-For (TRUST_PROXY), each test address is a client.
  const from = (address: string) => ({ "X-Forwarded-For": address });
  const owner = { eposta: "yonetici@ymm.test", sifre: "test-sifresi-cok-gizli" };

  it("lets the owner in from their address after many wrong passwords from elsewhere, slows the attack and tells the owner", async () => {
    const server = await startServer({ TRUST_PROXY: "1" });
    try {
      const started = Date.now();
      for (let i = 1; i <= 10; i++) {
        const attempt = await postAs(server, "/adminpanel/giris", { eposta: owner.eposta, sifre: `tahmin-${i}` }, from(`203.0.113.${i}`));
        expect(attempt.status).toBe(401);
      }
      // Failures 6–9 waited 0.25 + 0.5 + 1 + 2 s before being answered.
      expect(Date.now() - started).toBeGreaterThan(3_500);

      const signedIn = await postAs(server, "/adminpanel/giris", owner, from("198.51.100.7"));
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("set-cookie")).toContain("ymm_oturum=");

      const db = openTestDb(server.databaseUrl);
      try {
        const alerts = await db
          .selectFrom("outbox")
          .select(["recipient", "subject"])
          .where("subject", "like", "%başarısız giriş%")
          .execute();
        expect(alerts).toEqual([{ recipient: owner.eposta, subject: expect.stringContaining("çok sayıda başarısız giriş denemesi") }]);
      } finally {
        await db.destroy();
      }
    } finally {
      await server.stop();
    }
  });

  it("still stops brute force from one address: per account, and over many accounts", async () => {
    const server = await startServer({ TRUST_PROXY: "1" });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await postAs(server, "/adminpanel/giris", { eposta: owner.eposta, sifre: `x-${i}` }, from("203.0.113.99"))).status).toBe(
          401,
        );
      }
      const refused = await postAs(server, "/adminpanel/giris", owner, from("203.0.113.99"));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);

      // Twenty failures over twenty unknown accounts from one address: the twenty-first is refused.
      for (let i = 0; i < 20; i++) {
        expect((await postAs(server, "/adminpanel/giris", { eposta: `kisi${i}@ornek.com`, sifre: "x" }, from("203.0.113.77"))).status).toBe(
          401,
        );
      }
      expect((await postAs(server, "/adminpanel/giris", { eposta: "kisi99@ornek.com", sifre: "x" }, from("203.0.113.77"))).status).toBe(
        429,
      );
      // Neither address's refusals reach the owner at home.
      expect((await postAs(server, "/adminpanel/giris", owner, from("198.51.100.7"))).status).toBe(302);
    } finally {
      await server.stop();
    }
  });
});
