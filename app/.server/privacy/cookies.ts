/**
 * The çerez politikası's registry (issue 42, ADR 056): every cookie the site
 * sets, named as accounts/cookie.ts sets it (the name depends on https), with
 * its purpose, where it is set, how long it lives (its Max-Age, from
 * lib/retention.ts) and whether it is strictly necessary. Under the Kurum's
 * cookie guide (2022) a strictly necessary cookie needs no consent but is
 * stated in the notice; the site sets no other kind, and none on public pages.
 */
import { SITE_COOKIES } from "#app/.server/accounts/cookie.ts";
import type { CookieView } from "#app/lib/cookie-policy.ts";
import { durationText } from "#app/lib/retention.ts";

const DESCRIPTIONS: Record<(typeof SITE_COOKIES)[number]["key"], Pick<CookieView, "purpose" | "where" | "endsWhen">> = {
  session: {
    purpose: "Yönetim paneline giriş yapmış kullanıcının oturumunu tanır; içinde yalnızca rastgele bir anahtar bulunur.",
    where: "Yalnızca yönetim paneline giriş yapan büro çalışanlarında",
    endsWhen: "çıkış yapıldığında silinir",
  },
  challenge: {
    purpose: "Parolası doğru girildikten sonra, iki aşamalı doğrulama kodunun sorulduğu adımı aynı kişiye bağlar; tek kullanımlıktır.",
    where: "Yalnızca iki aşamalı doğrulamayı kullanan büro çalışanlarında, giriş sayfasında",
    endsWhen: "doğrulama kodu girildiğinde silinir",
  },
};

export function cookieRegistry(): CookieView[] {
  return SITE_COOKIES.map((spec) => ({
    name: spec.name(),
    path: spec.path,
    maxAgeSeconds: Math.floor(spec.maxAgeMs / 1000),
    duration: durationText(spec.maxAgeMs),
    necessary: true,
    ...DESCRIPTIONS[spec.key],
  }));
}
