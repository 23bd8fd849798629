/**
 * "Test e-postası gönder" on E-posta ayarları (issue 39, ADR 049): one e-mail sent at once,
 * not through the outbox, with what the worker sends with now (SMTP_URL, else the stored
 * settings), and the SMTP server's answer said in Turkish: its own reply line where it gave
 * one (a refused password's "535 …"), otherwise what went wrong on the way (a closed port,
 * a refused TLS, a name that resolves nowhere, a timeout). The only e-mail a request sends
 * itself: the admin waits for its answer, so its time limits are short.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import type { SMTPTransportOptions } from "nodemailer/lib/smtp-transport";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { escapeHtml, html } from "#app/.server/mail/templates.ts";
import {
  currentDelivery,
  replyToOf,
  type SmtpServer,
  type SmtpTimeouts,
  senderOf,
  transportOptions,
} from "#app/.server/mail-settings/delivery.ts";
import { MAIL_SECURITY_LABELS } from "#app/lib/mail-settings.ts";

/** An admin waits for the answer: well inside the request's own limit (HTTP_REQUEST_TIMEOUT_MS, 30 s by default). */
export const TEST_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 15_000 };

export interface TestMailOutcome {
  ok: boolean;
  /** What happened, in Turkish. */
  message: string;
  /** The SMTP server's own reply line ("250 2.0.0 Ok: queued", "535 5.7.8 …"), where it gave one. */
  response?: string;
  /** What Node or nodemailer said when there was no reply (a refused connection), for whoever sets the server up. */
  detail?: string;
}

/** What the send may be given instead of the real thing: the name lookup (tests, which contact no DNS server) and time limits. */
export interface TestMailOptions {
  lookup?: (host: string) => Promise<{ address: string }>;
  timeouts?: SmtpTimeouts;
}

/** Sends the test e-mail to `to` with what e-mail goes out with now; `admin` is who asked. */
export async function sendTestMail(to: string, admin: string, options: TestMailOptions = {}): Promise<TestMailOutcome> {
  const delivery = await currentDelivery();
  if (delivery.kind === "off" || delivery.kind === "unchanged") {
    return { ok: false, message: "Deneme e-postası gönderilemedi: önce sunucu ayarlarını kaydedin." };
  }
  if (delivery.kind === "sealed") {
    return {
      ok: false,
      message:
        "Kayıtlı şifre açılamadı: sunucunun şifreleme anahtarı (TWO_FACTOR_KEY) değişmiş ya da eksik. Şifreyi yeniden girip ayarları kaydedin.",
    };
  }
  const { from } = await senderOf(delivery);
  const mail: OneMail = { from, replyTo: replyToOf(delivery, {}), to, ...testMessage(admin, (await currentFirm()).settings.name) };
  const outcome = await sendOnce(delivery.kind === "settings" ? delivery.server : delivery.transport, mail, options);
  return outcome.ok
    ? {
        ...outcome,
        message: `Deneme e-postası ${to} adresine gönderildi: sunucu kabul etti. Gelen kutusunu (ve istenmeyen e-posta klasörünü) kontrol edin.`,
      }
    : outcome;
}

/** An e-mail as sendOnce sends it. */
export interface OneMail {
  from: string | { name: string; address: string };
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * One e-mail over `server` (E-posta ayarları' server, or SMTP_URL), at once, its outcome said
 * in Turkish; never throws for what the SMTP server or the network did.
 */
export async function sendOnce(server: SmtpServer | string, mail: OneMail, options: TestMailOptions = {}): Promise<TestMailOutcome> {
  const timeouts = options.timeouts ?? TEST_TIMEOUTS;
  const known = typeof server === "string" ? undefined : server;
  let transport: SMTPTransportOptions | string;
  try {
    transport = typeof server === "string" ? withTimeouts(server, timeouts) : await resolved(server, timeouts, options.lookup ?? dnsLookup);
  } catch (error) {
    return failure(error, known);
  }
  // Loaded here, not with the server (issue 41): most servers never send a test e-mail.
  const { default: nodemailer } = await import("nodemailer");
  const mailer = nodemailer.createTransport(transport);
  try {
    const info = await mailer.sendMail(mail);
    return { ok: true, message: "E-posta gönderildi: sunucu kabul etti.", response: oneLine(info.response, known) };
  } catch (error) {
    return failure(error, known);
  } finally {
    mailer.close();
  }
}

/** The server's options with its address looked up here (so that a test can give the lookup), and its name kept for TLS. */
async function resolved(
  server: SmtpServer,
  timeouts: SmtpTimeouts,
  lookup: NonNullable<TestMailOptions["lookup"]>,
): Promise<SMTPTransportOptions> {
  const options = transportOptions(server, timeouts);
  if (isIP(server.host)) return options;
  const { address } = await lookup(server.host);
  // The certificate is checked against the name the office typed, not the address.
  return { ...options, host: address, servername: server.host, tls: { servername: server.host } };
}

/** SMTP_URL with the test's time limits (nodemailer reads them from its query). */
function withTimeouts(url: string, timeouts: SmtpTimeouts): string {
  const parsed = new URL(url);
  parsed.searchParams.set("connectionTimeout", String(timeouts.connectionMs));
  parsed.searchParams.set("greetingTimeout", String(timeouts.greetingMs));
  parsed.searchParams.set("socketTimeout", String(timeouts.socketMs));
  return parsed.toString();
}

function testMessage(admin: string, firmName: string) {
  const lines = [
    `Bu e-posta, sitenin yönetim panelindeki E-posta ayarları ekranından ${admin} tarafından gönderilen bir denemedir.`,
    "Bu e-postayı aldıysanız site e-posta gönderebiliyor: iletişim formunun mesajları, e-bülten ve hesap e-postaları bu ayarlarla gider.",
  ];
  return {
    subject: "Deneme e-postası: E-posta ayarları",
    text: lines.join("\n\n"),
    html: html("Deneme e-postası", lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""), firmName),
  };
}

interface SmtpError {
  code?: string;
  originalCode?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** A server's reply or an error's message as one short line, with the password (should a server echo it) taken out. */
function oneLine(text: string | undefined, server: SmtpServer | undefined): string | undefined {
  if (!text) return undefined;
  let line = text.replace(/\s+/g, " ").trim();
  if (server?.password) line = line.split(server.password).join("…");
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/** OpenSSL's "…:SSL routines:tls_validate_record_header:wrong version number:…" as "SSL: wrong version number". */
const readable = (message: string | undefined) => {
  const reason = message && /SSL routines:[^:]*:([^:]+)/.exec(message)?.[1];
  return reason ? `SSL: ${reason}` : message;
};

const TLS_CODES = /^(ETLS|EREQUIRETLS|ERR_SSL_|ERR_TLS_(?!CERT))/;
const CERT_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS_CERT_ALTNAME_INVALID/;

/** The refusal or failure of a send, said in Turkish (see smtpProblem). */
export function failure(error: unknown, server: SmtpServer | undefined): TestMailOutcome {
  const e = (typeof error === "object" && error !== null ? error : { message: String(error) }) as SmtpError;
  const response = oneLine(e.response, server);
  return {
    ok: false,
    message: smtpProblem(e, server),
    response,
    detail: response ? undefined : oneLine(readable(e.message), server),
  };
}

/** What went wrong, by nodemailer's code and Node's underneath it. */
export function smtpProblem(e: SmtpError, server: SmtpServer | undefined): string {
  const codes = [e.code, e.originalCode].filter((code): code is string => typeof code === "string");
  const has = (...wanted: string[]) => codes.some((code) => wanted.includes(code));
  const where = server ? `${server.host}:${server.port}` : "SMTP sunucusu";
  const security = server ? MAIL_SECURITY_LABELS[server.security].replace(/ \(.*\)$/, "") : "güvenli";
  if (has("EAUTH"))
    return "Kullanıcı adı ya da şifre kabul edilmedi: sunucu oturum açmayı reddetti. Kullanıcı adını ve şifreyi kontrol edin.";
  if (has("ENOAUTH")) return "Sunucu oturum açılmasını istiyor: kullanıcı adını ve şifreyi girin.";
  if (codes.some((code) => CERT_CODES.test(code)) || /certificate/i.test(e.message ?? ""))
    return "Sunucunun sertifikası doğrulanamadı: sertifika bu sunucu adına değil, süresi geçmiş ya da tanınmayan bir kuruluşça imzalanmış. Sunucu adını, sertifikada yazan adla aynı yazın.";
  if (codes.some((code) => TLS_CODES.test(code)) || /wrong version number/i.test(e.message ?? ""))
    return `Güvenli bağlantı kurulamadı: sunucu ${security} bağlantısını kabul etmedi. STARTTLS genellikle 587, TLS 465 numaralı bağlantı noktasıyla kullanılır; güvenlik seçimini ve bağlantı noktasını kontrol edin.`;
  if (has("ECONNREFUSED"))
    return `Sunucu bağlantıyı reddetti (${where}): bu bağlantı noktası kapalı ya da yanlış. Sunucu adını ve bağlantı noktasını kontrol edin.`;
  if (has("ENOTFOUND", "EAI_AGAIN", "EAI_NONAME", "EDNS"))
    return `Sunucu adı bulunamadı: “${server?.host ?? "SMTP sunucusu"}” adında bir sunucu yok ya da adı çözülemedi. Sunucu adını kontrol edin (ör. smtp.ornek.com.tr).`;
  if (has("ETIMEDOUT", "ESOCKETTIMEDOUT"))
    return `Sunucu zamanında yanıt vermedi (${where}, zaman aşımı). Sunucu adını ve bağlantı noktasını kontrol edin; bir güvenlik duvarı bağlantıyı engelliyor olabilir.`;
  if (has("EHOSTUNREACH", "ENETUNREACH")) return `Sunucuya ulaşılamadı (${where}): ağ yolu yok. Sunucu adını kontrol edin.`;
  if (has("EENVELOPE"))
    return "Sunucu göndereni ya da alıcıyı kabul etmedi. Gönderen adresinin bu sunucudan e-posta göndermeye yetkili olduğunu ve alıcı adresini kontrol edin.";
  if (has("EMESSAGE")) return "Sunucu e-postayı kabul etmedi.";
  if (has("ECONNRESET", "ECONNECTION")) return "Sunucu bağlantıyı beklenmedik biçimde kapattı.";
  return "Deneme e-postası gönderilemedi.";
}
