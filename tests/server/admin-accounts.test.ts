import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

describe("first admin", () => {
  it("is generated on a first start without ADMIN_EMAIL/ADMIN_PASSWORD, printed once and written to a 0600 file", async () => {
    const server = await startServer({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
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
    const first = await startServer();
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
      const stillLimited = await postAs(restarted, "/adminpanel/giris", { eposta: "baska@ymm.test", sifre: "x" });
      expect(stillLimited.status).toBe(429);
    } finally {
      await restarted?.stop();
      await server.stop();
    }
  });
});
