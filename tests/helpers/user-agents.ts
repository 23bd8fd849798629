/** User-Agents the analytics tests send: a crawler, which is never counted (app/.server/analytics/visit.ts). */
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
