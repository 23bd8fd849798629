import { createContext } from "react-router";

/** The client's address as the HTTP server saw it (set per request in server/app.ts). */
export const clientIpContext = createContext<string | null>(null);

/** This response's Content-Security-Policy nonce, for the inline scripts and styles. */
export const nonceContext = createContext<string>("");
