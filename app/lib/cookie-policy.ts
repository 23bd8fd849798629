/** The çerez politikası's view of one cookie (issue 42): shaped by .server/privacy/cookies.ts, shown by its page. */
export interface CookieView {
  name: string;
  path: string;
  maxAgeSeconds: number;
  /** Max-Age in words ("12 saat"). */
  duration: string;
  purpose: string;
  /** When the site clears it before its Max-Age ("çıkış yapıldığında silinir"). */
  endsWhen: string;
  where: string;
  /** Strictly necessary (Kurum's cookie guide, 2022): no consent asked, stated here. */
  necessary: boolean;
}
