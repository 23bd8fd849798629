/**
 * What one public page view tells the statistics, decided from the request
 * alone (ADR 029): nothing here is stored. A view is not counted from a known
 * bot (isbot's list), a client that sends no User-Agent, a browser that asks
 * not to be tracked (DNT: 1, Sec-GPC: 1), or a prefetch. What is kept of the
 * visitor is a digest of the truncated address (IPv4 /24, IPv6 /48) and the
 * User-Agent, in memory until the next flush, where it is keyed again with
 * the day's salt.
 */
import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import Bowser from "bowser";
import { isbot } from "isbot";
import { BULLETIN_SOURCE_PREFIX, type DeviceClass, SOURCE_PARAM } from "#app/lib/analytics.ts";
import { CALCULATOR_PARAMS, paths } from "#app/lib/paths.ts";

/** The request headers this module reads (Node's IncomingHttpHeaders fits). */
export type VisitHeaders = Readonly<Record<string, string | string[] | undefined>>;

export interface Visit {
  /** The path without its query. */
  path: string;
  /** The host of another site the visitor came from, without "www.". */
  referrer: string | null;
  device: DeviceClass;
  /** The e-bülten issue's number from ?kaynak=bulten-<number>. */
  bulletin: string | null;
  /** The calculator's path when the view is a calculation (its own parameters given). */
  calculation: string | null;
  /** The visitor's digest (truncated address and User-Agent); memory only. */
  visitor: string;
}

const MAX_PATH = 300;
const MAX_HOST = 100;

const header = (headers: VisitHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The address with its last part zeroed: IPv4 /24, IPv6 /48. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is IPv4. */
export function truncateIp(ip: string | null | undefined): string {
  if (!ip) return "";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0`;
  if (!isIPv6(address)) return "";
  const [head = "", tail] = address.toLowerCase().split("%")[0]?.split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::`;
}

/**
 * What a User-Agent says, remembered: the same few browsers ask again and
 * again. Each also keeps its last visitors' digests by address (memory only,
 * forgotten at every flush), so a reader's next page needs neither a new hash
 * nor a second lookup by the long User-Agent.
 */
interface AgentFacts {
  bot: boolean;
  device: DeviceClass;
  visitors: Map<string, string>;
}
const agents = new Map<string, AgentFacts>();
const MAX_AGENTS = 2_000;
/** Raised whenever `agents` is emptied: what a connection remembers from before is not used again. */
let agentsGeneration = 0;
/**
 * The agent each connection last asked with. A browser sends the same
 * User-Agent on every request of a keep-alive connection: compared with the
 * last one, it needs no lookup by the long string (which hashes it anew per
 * request). A proxy's connection carries many agents; a different one is
 * looked up as usual.
 */
interface ConnectionAgent {
  userAgent: string;
  facts: AgentFacts;
  generation: number;
}
/** Kept on the connection (the socket) itself: a property read costs less than a WeakMap's lookup, on every view. */
const CONNECTION_AGENT = Symbol("analytics.connectionAgent");
type WithAgent = { [CONNECTION_AGENT]?: ConnectionAgent };
/** Digests remembered across all agents; past this, all are forgotten early. */
let remembered = 0;
const MAX_DIGESTS = 2_000;

function agentFacts(userAgent: string): AgentFacts {
  const known = agents.get(userAgent);
  if (known) return known;
  let device: DeviceClass = "desktop";
  const bot = isbot(userAgent);
  if (!bot) {
    try {
      const type = Bowser.parse(userAgent).platform.type;
      device = type === "mobile" ? "phone" : type === "tablet" ? "tablet" : "desktop";
    } catch {
      device = "desktop";
    }
  }
  const facts: AgentFacts = { bot, device, visitors: new Map() };
  if (agents.size >= MAX_AGENTS) {
    forgetRecentVisitors();
    agents.clear();
    agentsGeneration += 1;
  }
  agents.set(userAgent, facts);
  return facts;
}

function agentOn(connection: object | undefined, userAgent: string): AgentFacts {
  if (connection === undefined) return agentFacts(userAgent);
  const onConnection = connection as WithAgent;
  const last = onConnection[CONNECTION_AGENT];
  if (last !== undefined && last.generation === agentsGeneration && last.userAgent === userAgent) return last.facts;
  const facts = agentFacts(userAgent);
  onConnection[CONNECTION_AGENT] = { userAgent, facts, generation: agentsGeneration };
  return facts;
}

/** Phone, tablet or desktop: the viewport hint when the browser sends it, else Sec-CH-UA-Mobile, else the User-Agent. */
function deviceOf(headers: VisitHeaders, fromAgent: DeviceClass): DeviceClass {
  const width = Number(header(headers, "sec-ch-viewport-width"));
  if (Number.isFinite(width) && width > 0) return width < 600 ? "phone" : width < 1024 ? "tablet" : "desktop";
  if (header(headers, "sec-ch-ua-mobile") === "?1") return "phone";
  return fromAgent;
}

/** The referring site's host, or null for none, our own site, or anything that is not a web address. */
export function referrerHost(referer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase();
  if (!host || ownHosts.includes(host)) return null;
  return host.replace(/^www\./, "").slice(0, MAX_HOST);
}

/**
 * Per calculator path, a test of the raw query for any of its own parameters
 * with a value that is not blank ("+" and "%20" are spaces): no parsing of the
 * query per view. The names are plain ASCII (CALCULATOR_PARAMS), so they are
 * never percent-encoded by a browser.
 */
const CALCULATOR_QUERIES = new Map<string, RegExp>(
  Object.entries(paths.calculators).map(([name, path]) => {
    const params = CALCULATOR_PARAMS[name as keyof typeof CALCULATOR_PARAMS];
    return [path, new RegExp(`(?:^|&)(?:${params.join("|")})=(?!(?:\\+|%20|%09|\\s)*(?:&|$))`)];
  }),
);

/** The calculator's path when the query (as sent, without "?") gives any of its own parameters: a calculation, not just a look at the form. */
export function calculationOf(path: string, query: string): string | null {
  const test = CALCULATOR_QUERIES.get(path);
  return test?.test(query) ? path : null;
}

/** The number from ?kaynak=bulten-<number>. */
export function bulletinOf(query: URLSearchParams): string | null {
  const source = query.get(SOURCE_PARAM) ?? "";
  const number = source.startsWith(BULLETIN_SOURCE_PREFIX) ? source.slice(BULLETIN_SOURCE_PREFIX.length) : "";
  return /^[1-9]\d{0,5}$/.test(number) ? number : null;
}

/** Whether the browser asked not to be tracked, or is only prefetching. */
function optedOut(headers: VisitHeaders): boolean {
  if (header(headers, "dnt") === "1" || header(headers, "sec-gpc") === "1") return true;
  const purpose = header(headers, "sec-purpose") ?? header(headers, "purpose") ?? "";
  return purpose.includes("prefetch");
}

/**
 * Whether a request counts at all, by the rules of a view (a User-Agent, no bot, no DNT or
 * GPC, no prefetch): a 404 is counted so (Bulunamayan adresler, ADR 066), with nothing else.
 */
export function countsAsVisitor(headers: VisitHeaders, connection?: object): boolean {
  const userAgent = header(headers, "user-agent")?.trim();
  return !!userAgent && !optedOut(headers) && !agentOn(connection, userAgent).bot;
}

/** The path of a request's URL without its query, as a view keeps it. */
export function pathOf(url: string): string {
  const queryAt = url.indexOf("?");
  return (queryAt === -1 ? url : url.slice(0, queryAt)).slice(0, MAX_PATH);
}

/**
 * The view a request for a public HTML page makes, or null when it is not
 * counted. `url` is the request's path and query; `ownHosts` are this site's
 * host names (a link between our own pages is no referrer); `connection`
 * (the request's socket) lets a keep-alive connection's next request skip
 * the agent's lookup.
 */
export function visitOf(
  url: string,
  headers: VisitHeaders,
  clientIp: string | null | undefined | (() => string | null | undefined),
  ownHosts: readonly string[],
  connection?: object,
): Visit | null {
  const userAgent = header(headers, "user-agent")?.trim();
  if (!userAgent || optedOut(headers)) return null;
  const agent = agentOn(connection, userAgent);
  if (agent.bot) return null;
  const queryAt = url.indexOf("?");
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).slice(0, MAX_PATH);
  const rawQuery = queryAt === -1 ? "" : url.slice(queryAt + 1);
  return {
    path,
    referrer: referrerHost(header(headers, "referer"), ownHosts),
    device: deviceOf(headers, agent.device),
    // Parsed only when the query can name an e-bülten issue (?kaynak=).
    bulletin: rawQuery.includes(`${SOURCE_PARAM}=`) ? bulletinOf(new URLSearchParams(rawQuery)) : null,
    calculation: rawQuery ? calculationOf(path, rawQuery) : null,
    // The address is looked up only for a view that is counted.
    visitor: visitorDigest(agent, (typeof clientIp === "function" ? clientIp() : clientIp) ?? "", userAgent),
  };
}

/** Forgets the remembered digests (and the addresses they are keyed by): called at every flush, so they live seconds. Returns how many. */
export function forgetRecentVisitors(): number {
  let forgotten = 0;
  for (const agent of agents.values()) {
    forgotten += agent.visitors.size;
    agent.visitors.clear();
  }
  remembered = 0;
  return forgotten;
}

function visitorDigest(agent: AgentFacts, clientIp: string, userAgent: string): string {
  const known = agent.visitors.get(clientIp);
  if (known !== undefined) return known;
  const digest = createHash("sha256")
    .update(`${truncateIp(clientIp)}\n${userAgent}`)
    .digest("base64");
  if (remembered >= MAX_DIGESTS) forgetRecentVisitors();
  agent.visitors.set(clientIp, digest);
  remembered += 1;
  return digest;
}

/** A search text as the collector takes it: lower-cased (Turkish), single spaces, at most 100 characters. The flush decides what is stored of it (stored-values.ts: nothing, when it may identify a person). */
export function searchText(query: string): string {
  return query.toLocaleLowerCase("tr-TR").replace(/\s+/g, " ").trim().slice(0, 100);
}
