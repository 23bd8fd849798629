/**
 * HTTP edges from a security review: a session cookie that does not decode,
 * paths in the wrong case, methods no page answers, and clients that hold
 * connections open (slow headers, slow bodies, too many connections).
 */
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { newsPath } from "#app/lib/paths.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

const servers: TestServer[] = [];
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];

async function serve(env: Record<string, string> = {}) {
  const server = await startServer(env);
  servers.push(server);
  return server;
}

afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) await server.stop();
});

/** A raw TCP connection to the server, destroyed after the test. */
function open(server: TestServer): Promise<Socket> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    sockets.push(socket);
    socket.on("error", () => {}); // a reset by the server is what some tests expect
    socket.once("connect", () => resolve(socket));
    socket.once("close", () => reject(new Error("closed before connecting")));
  });
}

/** Milliseconds until the socket closes, or `null` if it is still open after `limitMs`. */
function closedWithin(socket: Socket, limitMs: number): Promise<number | null> {
  const started = Date.now();
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve(0);
    const timer = setTimeout(() => resolve(null), limitMs);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

/** Writes one byte every `everyMs` until the socket closes (or the test ends). */
function trickle(socket: Socket, everyMs: number) {
  const timer = setInterval(() => {
    if (socket.destroyed) clearInterval(timer);
    else socket.write("a");
  }, everyMs);
  timers.push(timer);
}

describe("a session cookie that does not decode", () => {
  it("is no session: the sign-in page answers 200, the admin area and sign-out redirect, never 500", async () => {
    const server = await serve();
    // Both names: the test server runs with an https SITE_URL (__Host- prefix).
    const cookie = "ymm_oturum=%ff; __Host-ymm_oturum=%ff";
    const signIn = await fetchPage(server.url, "/adminpanel/giris", { headers: { Cookie: cookie } });
    expect(signIn.status).toBe(200);
    expect(signIn.doc.querySelector('input[type="password"]')).not.toBeNull();
    const adminArea = await fetchPage(server.url, "/adminpanel", { headers: { Cookie: cookie } });
    expect(adminArea.status).toBe(302);
    expect(adminArea.location).toBe("/adminpanel/giris");
    const signOut = await fetchPage(server.url, "/adminpanel/cikis", {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(signOut.status).toBeGreaterThanOrEqual(300);
    expect(signOut.status).toBeLessThan(400);
    expect(signOut.location).toContain("/adminpanel/giris");
  });
});

describe("paths in the wrong case", () => {
  it("redirect 301 to the lower-case page, keeping the query; a news title keeps its case", async () => {
    const server = await serve();
    const db = openTestDb(server.databaseUrl);
    try {
      await addPost(db, "news", { title: "Yeni KDV Oranları" });
    } finally {
      await db.destroy();
    }
    const faq = await fetchPage(server.url, "/SSS");
    expect(faq.status).toBe(301);
    expect(faq.location).toBe("/sss");
    const contact = await fetchPage(server.url, "/Iletisim?x=1");
    expect(contact.status).toBe(301);
    expect(contact.location).toBe("/iletisim?x=1");
    const service = await fetchPage(server.url, "/HIZMETLER/Kdv-Iadesi");
    expect(service.status).toBe(301);
    expect(service.location).toBe("/hizmetler/kdv-iadesi");

    const title = newsPath("Yeni KDV Oranları");
    const news = await fetchPage(server.url, title.replace("/haberler/", "/Haberler/"));
    expect(news.status).toBe(301);
    expect(news.location).toBe(title);
    const page = await fetchPage(server.url, title);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Yeni KDV Oranları");

    // Only our pages: static files keep their (hashed, mixed-case) names, and
    // a doubled slash never becomes a redirect to another host.
    expect((await fetchPage(server.url, "/assets/Nope-AbC.js")).status).toBe(404);
    const doubled = await fetch(`${server.url}//Evil.example/`, { redirect: "manual" });
    expect(doubled.headers.get("location") ?? "").not.toMatch(/^\/\//);
  });
});

describe("methods no page answers", () => {
  it("PUT, PATCH and DELETE from the site's own origin answer 405 with Allow, and no form handler runs", async () => {
    const server = await serve();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await fetchPage(server.url, "/iletisim", {
        method,
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ isim: "Ayşe", eposta: "ayse@ornek.com.tr", mesaj: "Merhaba" }),
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(response.html).toMatch(/izin verilmiyor/);
    }
  });
});

describe("clients that hold connections", () => {
  it("cuts a client that trickles its headers, while other visitors are served", async () => {
    const server = await serve({ HTTP_HEADERS_TIMEOUT_MS: "1000", HTTP_REQUEST_TIMEOUT_MS: "2000" });
    // The page is rendered once beforehand, so the time below is the wait for a free server, not a first render.
    await (await fetch(`${server.url}/sss`)).text();
    const slow = await open(server);
    slow.write("GET /sss HTTP/1.1\r\nHost: ymm.test\r\nX-Slow: ");
    trickle(slow, 300);
    const closed = closedWithin(slow, 4_000);
    const started = Date.now();
    const response = await fetch(`${server.url}/sss`);
    expect(response.status).toBe(200);
    await response.text();
    expect(Date.now() - started).toBeLessThan(1_000);
    const after = await closed;
    expect(after).not.toBeNull();
    expect(after!).toBeLessThan(3_000);
  });

  it("cuts a client that trickles its request body", async () => {
    const server = await serve({ HTTP_HEADERS_TIMEOUT_MS: "1000", HTTP_REQUEST_TIMEOUT_MS: "2000" });
    const slow = await open(server);
    slow.write(
      [
        "POST /iletisim HTTP/1.1",
        "Host: ymm.test",
        `Origin: ${server.url}`,
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Length: 1000",
        "",
        "isim=",
      ].join("\r\n"),
    );
    trickle(slow, 300);
    const after = await closedWithin(slow, 5_000);
    expect(after).not.toBeNull();
    expect(after!).toBeLessThan(4_000);
  });

  it("closes a connection over the per-client cap and keeps the others", async () => {
    const server = await serve({ MAX_CONNECTIONS_PER_CLIENT: "3" });
    const first = await Promise.all([open(server), open(server), open(server)]);
    await new Promise((r) => setTimeout(r, 200));
    const fourth = await open(server).catch(() => undefined);
    if (fourth) expect(await closedWithin(fourth, 2_000)).not.toBeNull();
    for (const socket of first) expect(socket.destroyed).toBe(false);
    for (const socket of first) {
      const closed = closedWithin(socket, 1_000);
      socket.destroy();
      await closed;
    }
    await new Promise((r) => setTimeout(r, 200));
    const response = await fetch(`${server.url}/sss`);
    expect(response.status).toBe(200);
    await response.text();
  });
});
