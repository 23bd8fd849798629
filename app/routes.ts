import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { founderSlug } from "#app/content/navigation.ts";

// The site map. Navigation links are built from the same data (content/navigation.ts).
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("adminpanel/giris", "routes/admin/sign-in.tsx"),
  route("adminpanel/cikis", "routes/admin/sign-out.ts"),
  route("adminpanel/disa-aktar", "routes/admin/export.ts"),
  route("adminpanel/aboneler/csv", "routes/admin/subscribers-csv.ts"),
  route("adminpanel", "routes/admin/layout.tsx", [
    index("routes/admin/list.tsx", { id: "admin-duyurular" }),
    route("haberler", "routes/admin/list.tsx", { id: "admin-haberler" }),
    route("sorular", "routes/admin/list.tsx", { id: "admin-sorular" }),
    route("araclar", "routes/admin/list.tsx", { id: "admin-araclar" }),
    route("mesajlar", "routes/admin/messages.tsx"),
    route("aboneler", "routes/admin/subscribers.tsx"),
    route("postalar", "routes/admin/outbox.tsx"),
    route("kayitlar", "routes/admin/audit.tsx"),
    route("sifre", "routes/admin/password.tsx"),
  ]),
  layout("routes/site.tsx", [
    index("routes/home.tsx"),
    route("iletisim", "routes/contact.tsx"),
    route("duyurular", "routes/announcements-index.ts"),
    route("duyurular/:id", "routes/announcements.tsx"),
    route("haberler/:haber?", "routes/news.tsx"),
    route("hizmetler/:slug?", "routes/services.tsx"),
    route("hizmetler/*", "routes/services-fallback.ts"),
    route(founderSlug, "routes/founder.tsx"),
    route("misyonumuz", "routes/text-page.tsx", { id: "mission" }),
    route("vizyonumuz", "routes/text-page.tsx", { id: "vision" }),
    route("kvkk", "routes/text-page.tsx", { id: "kvkk" }),
    route("sss", "routes/faq.tsx"),
    route("araclar", "routes/tools.tsx"),
    route("bulten/onay", "routes/newsletter/confirm.tsx"),
    route("bulten/ayril", "routes/newsletter/unsubscribe.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
