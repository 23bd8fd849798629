/**
 * E-posta ayarları' test e-mail (issue 39): what went wrong is said in Turkish from
 * nodemailer's code and Node's underneath it. The two cases a loopback SMTP server cannot
 * play are here: a name that resolves nowhere (the lookup is given, so no DNS server is ever
 * asked) and a server that never answers (a silent loopback socket, with short limits). The
 * server tests (tests/server/mail-settings.test.ts) cover the rest against real servers.
 */
import { once } from "node:events";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { SmtpServer } from "#app/.server/mail-settings/delivery.ts";
import { failure, type OneMail, sendOnce, smtpProblem } from "#app/.server/mail-settings/test-mail.ts";

const mail: OneMail = { from: "site@ymm.test", to: "deneme@ymm.test", subject: "Deneme", text: "Deneme", html: "<p>Deneme</p>" };
const server = (host: string, port = 587, password = "gizli-şifre-123"): SmtpServer => ({
  host,
  port,
  security: "starttls",
  user: "site@ymm.test",
  password,
});

const closing: (() => void)[] = [];
afterEach(() => {
  for (const close of closing.splice(0)) close();
});

describe("the test e-mail's answer", () => {
  it.each([
    [{ code: "EAUTH", response: "535 5.7.8 Authentication failed" }, "Kullanıcı adı ya da şifre kabul edilmedi"],
    [
      { code: "ETLS", response: "502 5.5.1 Unrecognized command" },
      "Güvenli bağlantı kurulamadı: sunucu STARTTLS bağlantısını kabul etmedi.",
    ],
    [{ code: "ESOCKET", originalCode: "ERR_SSL_WRONG_VERSION_NUMBER" }, "Güvenli bağlantı kurulamadı"],
    [{ code: "ESOCKET", originalCode: "DEPTH_ZERO_SELF_SIGNED_CERT" }, "Sunucunun sertifikası doğrulanamadı"],
    [{ code: "ESOCKET", originalCode: "ERR_TLS_CERT_ALTNAME_INVALID" }, "Sunucunun sertifikası doğrulanamadı"],
    [{ code: "ESOCKET", originalCode: "ECONNREFUSED" }, "Sunucu bağlantıyı reddetti (smtp.ornek.test:587)"],
    [{ code: "EDNS", originalCode: "ENOTFOUND" }, "Sunucu adı bulunamadı: “smtp.ornek.test”"],
    [{ code: "ETIMEDOUT" }, "Sunucu zamanında yanıt vermedi (smtp.ornek.test:587, zaman aşımı)"],
    [{ code: "EENVELOPE", response: "550 5.7.1 Sender rejected" }, "Sunucu göndereni ya da alıcıyı kabul etmedi"],
    [{ code: "EWHATEVER" }, "Deneme e-postası gönderilemedi."],
  ])("says %o in Turkish", (error, said) => {
    expect(smtpProblem(error, server("smtp.ornek.test"))).toContain(said);
  });

  it("gives the server's own line, or what Node said when there was none, and never the password", () => {
    const answer = failure({ code: "EAUTH", response: "535 5.7.8 bad credentials gizli-şifre-123" }, server("smtp.ornek.test"));
    expect(answer).toMatchObject({ ok: false, response: "535 5.7.8 bad credentials …" });
    expect(JSON.stringify(answer)).not.toContain("gizli-şifre-123");
    const refused = failure(
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2"), { code: "ESOCKET", originalCode: "ECONNREFUSED" }),
      server("127.0.0.1", 2),
    );
    expect(refused).toMatchObject({ response: undefined, detail: "connect ECONNREFUSED 127.0.0.1:2" });
  });

  it("looks the name up with the lookup it is given, and says a name that resolves nowhere", async () => {
    const asked: string[] = [];
    const lookup = async (host: string) => {
      asked.push(host);
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    };
    const answer = await sendOnce(server("posta.yok.invalid"), mail, { lookup });
    expect(asked).toEqual(["posta.yok.invalid"]);
    expect(answer.ok).toBe(false);
    expect(answer.message).toBe(
      "Sunucu adı bulunamadı: “posta.yok.invalid” adında bir sunucu yok ya da adı çözülemedi. Sunucu adını kontrol edin (ör. smtp.ornek.com.tr).",
    );
  });

  it("says a server that takes the connection and never answers is a timeout", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)).listen(0, "127.0.0.1");
    await once(silent, "listening");
    closing.push(() => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    const answer = await sendOnce(server("127.0.0.1", port), mail, { timeouts: { connectionMs: 2_000, greetingMs: 300, socketMs: 2_000 } });
    expect(answer.message).toBe(
      `Sunucu zamanında yanıt vermedi (127.0.0.1:${port}, zaman aşımı). Sunucu adını ve bağlantı noktasını kontrol edin; bir güvenlik duvarı bağlantıyı engelliyor olabilir.`,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
