/**
 * Genel bakış, the admin's first screen (/adminpanel): what waits for the
 * office, each figure a link to the screen where it is dealt with. Read on
 * every request (.server/overview/); it writes nothing.
 */
import { Link, redirect } from "react-router";
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { roleOverview } from "#app/.server/overview/overview.ts";
import { adminSeo } from "#app/.server/web/admin-page.ts";
import { Alert } from "#app/components/admin/Alert.tsx";
import { LIST_PARAMS, listQuery } from "#app/lib/admin-lists.ts";
import { adminListPath, adminPaths, entryEditPath, kvkkApplicationsListPath, newEntryPath, taxDataPath } from "#app/lib/admin-paths.ts";
import { CONTENT_LISTS } from "#app/lib/content-lists.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { metaTags } from "#app/lib/meta.ts";
import { deadlinePath, withQuery } from "#app/lib/paths.ts";
import { reviewLabel } from "#app/lib/review.ts";
import { TAX_DATA_SECTIONS } from "#app/lib/tax-data.ts";
import type { Route } from "./+types/overview";

/**
 * The announcements list's own query words: /adminpanel was that list until
 * Genel bakış took its place, so a bookmark or a kept draft's way back
 * (/adminpanel?duzenle=…) still lands on it.
 */
const LIST_WORDS = ["yeni", "duzenle", "sil", "durum", ...Object.values(LIST_PARAMS)];

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  if (LIST_WORDS.some((word) => url.searchParams.has(word))) {
    // "?yeni", not "?yeni=": the list reads a bare word as the address had it.
    throw redirect(withQuery(adminListPath("duyurular"), url.searchParams));
  }
  return { overview: await roleOverview(session.admin), seo: await adminSeo("Genel bakış", adminPaths.root) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

const n = (value: number) => value.toLocaleString("tr-TR");

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { ready, own, office, manager, deadlines } = loaderData.overview;
  const checks = manager
    ? [
        { key: "sets", count: manager.awaitingCheck.sets, text: "vergi verisi seti teyit bekliyor", to: adminPaths.taxData },
        { key: "rules", count: manager.awaitingCheck.rules, text: "takvim kuralı teyit bekliyor", to: adminPaths.taxCalendar },
      ].filter((item) => item.count > 0)
    : [];
  const waitingItems = office
    ? [
        ...office.unpublished.flatMap(({ list, draft, scheduled }) => {
          const { singular } = CONTENT_LISTS[list];
          return [
            {
              key: `${list}-draft`,
              count: draft,
              text: `taslak ${singular}`,
              to: `${adminListPath(list)}${listQuery({ status: "draft" })}`,
            },
            {
              key: `${list}-scheduled`,
              count: scheduled,
              text: `zamanlanmış ${singular}`,
              to: `${adminListPath(list)}${listQuery({ status: "scheduled" })}`,
            },
          ];
        }),
        { key: "newsletter", count: office.newsletterDrafts, text: "taslak e-bülten sayısı", to: adminPaths.newsletter },
      ].filter((item) => item.count > 0)
    : [];

  return (
    <>
      <h1>Genel bakış</h1>
      {manager && manager.systemErrors.length > 0 && (
        <Alert className="overview-system-error">
          Sistemde {n(manager.systemErrors.length)} sorun var ({manager.systemErrors.map((check) => check.label).join(", ")}).{" "}
          <Link to={adminPaths.systemStatus}>Sistem durumunu açın</Link>
        </Alert>
      )}
      {manager && manager.backupProblems.length > 0 && (
        <div className="admin-alert admin-alert-error overview-backup-error" role="alert">
          {manager.backupProblems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
          <p>
            <Link to={adminPaths.backups}>Yedekleri açın</Link>
          </p>
        </div>
      )}
      {manager && manager.setupLeft > 0 && (
        <aside className="overview-setup" aria-labelledby="genel-kurulum">
          <h2 id="genel-kurulum">Kurulum: {n(manager.setupLeft)} adım kaldı</h2>
          <p>
            Sitede hâlâ örnek firmanın bilgileri ya da kayıtları görünüyor. <Link to={adminPaths.setup}>Kurulum adımlarını açın</Link>
          </p>
        </aside>
      )}
      <div className="overview">
        {manager && manager.figureGaps.length > 0 && (
          <section className="overview-card overview-card-wide" aria-labelledby="genel-hesap-verileri">
            <h2 id="genel-hesap-verileri">Hesaplayıcıların ve takvimin verileri</h2>
            {manager.figureGaps.map((gap) => (
              <p key={gap.text} className={gap.urgent ? "overview-warning overview-warning-urgent" : "overview-warning"}>
                {gap.text}{" "}
                <Link to={taxDataPath(gap.section)}>
                  Vergi verileri → {TAX_DATA_SECTIONS.find((section) => section.id === gap.section)?.label}
                </Link>
              </p>
            ))}
          </section>
        )}
        {ready && (
          <section className="overview-card overview-card-wide" aria-labelledby="genel-hazir">
            <h2 id="genel-hazir">Yayına hazır</h2>
            {ready.length > 0 ? (
              <ul className="overview-review">
                {ready.map((item) => (
                  <li key={`${item.list}/${item.id}`}>
                    <Link to={entryEditPath(item.list, item.id)} className="overview-review-title">
                      {item.title}
                    </Link>{" "}
                    <span className="overview-review-meta">
                      {CONTENT_LISTS[item.list].label} · {item.author} · {formatTurkishDateTime(item.readyAt)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="overview-empty">İnceleme bekleyen taslak yok.</p>
            )}
          </section>
        )}

        {own && (
          <section className="overview-card overview-card-wide" aria-labelledby="genel-yazilarim">
            <h2 id="genel-yazilarim">Yazılarım</h2>
            {own.length > 0 ? (
              <ul className="overview-review">
                {own.map((item) => (
                  <li key={`${item.list}/${item.id}`}>
                    {item.status === "draft" ? (
                      <Link to={entryEditPath(item.list, item.id)} className="overview-review-title">
                        {item.title}
                      </Link>
                    ) : (
                      <span className="overview-review-title">{item.title}</span>
                    )}{" "}
                    <span className="overview-review-meta">
                      {CONTENT_LISTS[item.list].label} · <strong>{reviewLabel(item.status, item)}</strong>
                    </span>
                    {item.status === "draft" && item.note && (
                      <p className="overview-review-note">
                        {item.noteBy}: {item.note}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="overview-empty">Henüz bir yazınız yok.</p>
            )}
            <p>
              Yeni taslak: <Link to={newEntryPath("duyurular")}>Duyuru</Link>, <Link to={newEntryPath("haberler")}>Haber</Link>,{" "}
              <Link to={newEntryPath("sirkuler")}>Sirküler</Link>
            </p>
          </section>
        )}

        {office && (
          <section className="overview-card" aria-labelledby="genel-mesajlar">
            <h2 id="genel-mesajlar">Mesajlar</h2>
            {office.unreadMessages > 0 ? (
              <p>
                <Link to={adminPaths.messages} className="overview-count">
                  <strong>{n(office.unreadMessages)}</strong> okunmamış mesaj
                </Link>
              </p>
            ) : (
              <p className="overview-empty">Okunmamış mesaj yok.</p>
            )}
          </section>
        )}

        {office && office.brokenLinks > 0 && (
          <section className="overview-card" aria-labelledby="genel-kirik-baglantilar">
            <h2 id="genel-kirik-baglantilar">Kırık bağlantılar</h2>
            <p>
              <Link to={adminPaths.brokenLinks} className="overview-count overview-count-danger">
                <strong>{n(office.brokenLinks)}</strong> bağlantı çalışmıyor
              </Link>
            </p>
          </section>
        )}

        {office && (
          <section className="overview-card" aria-labelledby="genel-taslaklar">
            <h2 id="genel-taslaklar">Taslaklar ve zamanlananlar</h2>
            {waitingItems.length > 0 ? (
              <ul className="overview-list">
                {waitingItems.map((item) => (
                  <li key={item.key}>
                    <Link to={item.to} className="overview-count">
                      <strong>{n(item.count)}</strong> {item.text}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="overview-empty">Taslak ya da zamanlanmış kayıt yok.</p>
            )}
          </section>
        )}

        {manager && (
          <section className="overview-card" aria-labelledby="genel-kvkk">
            <h2 id="genel-kvkk">KVKK başvuruları</h2>
            {manager.kvkk.overdue > 0 && (
              <p className="overview-warning overview-warning-urgent">
                <Link to={kvkkApplicationsListPath("acik")} className="overview-count overview-count-danger">
                  Süresi dolmuş: <strong>{n(manager.kvkk.overdue)}</strong> başvuru 30 gün içinde yanıtlanmadı
                </Link>
              </p>
            )}
            {manager.kvkk.warning > 0 && (
              <p className="overview-warning">
                <Link to={kvkkApplicationsListPath("acik")} className="overview-count">
                  Süre yaklaşıyor: <strong>{n(manager.kvkk.warning)}</strong> başvuru 20. gününü geçti
                </Link>
              </p>
            )}
            {manager.kvkk.overdue === 0 && manager.kvkk.warning === 0 && (
              <p className="overview-empty">Süresi yaklaşan ya da dolmuş başvuru yok.</p>
            )}
          </section>
        )}

        {manager && (
          <section className="overview-card" aria-labelledby="genel-postalar">
            <h2 id="genel-postalar">Giden e-postalar</h2>
            {manager.mail.failed > 0 ? (
              <p>
                <Link to={adminPaths.outbox} className="overview-count overview-count-danger">
                  <strong>{n(manager.mail.failed)}</strong> e-posta gönderilemedi
                </Link>
              </p>
            ) : (
              <p className="overview-empty">Gönderilemeyen e-posta yok.</p>
            )}
            {!manager.mail.deliveryOn && (
              <p className="overview-warning">
                E-posta gönderimi kapalı (e-posta ayarları yapılmadı).{" "}
                {manager.mail.waiting > 0 ? (
                  <Link to={adminPaths.outbox} className="overview-count">
                    <strong>{n(manager.mail.waiting)}</strong> e-posta SMTP ayarlanmayı bekliyor
                  </Link>
                ) : (
                  "Bekleyen e-posta yok."
                )}
              </p>
            )}
          </section>
        )}

        {manager && (
          <section className="overview-card" aria-labelledby="genel-aboneler">
            <h2 id="genel-aboneler">Aboneler</h2>
            {manager.newSubscribers > 0 ? (
              <p>
                <Link to={adminPaths.subscribers} className="overview-count">
                  Bu ay <strong>{n(manager.newSubscribers)}</strong> yeni abone
                </Link>
              </p>
            ) : (
              <p className="overview-empty">Bu ay yeni abone yok.</p>
            )}
          </section>
        )}

        <section className="overview-card overview-card-wide" aria-labelledby="genel-vergi">
          <h2 id="genel-vergi">Yaklaşan vergi son günleri</h2>
          {manager &&
            (checks.length > 0 ? (
              <ul className="overview-list">
                {checks.map((item) => (
                  <li key={item.key}>
                    <Link to={item.to} className="overview-count">
                      <strong>{n(item.count)}</strong> {item.text}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="overview-empty">Teyit bekleyen vergi verisi ya da takvim kuralı yok.</p>
            ))}
          {deadlines.length > 0 ? (
            <ol className="overview-deadlines">
              {deadlines.map((deadline) => (
                <li key={deadline.id}>
                  {/* A public page: a whole-document load, not the admin app's client navigation. */}
                  <a href={deadlinePath(deadline)} className="overview-deadline">
                    <span className="overview-deadline-date">
                      {deadline.dateText} {deadline.weekday}
                    </span>{" "}
                    <span className="overview-deadline-title">{deadline.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          ) : (
            <p className="overview-empty">Yaklaşan son gün yok.</p>
          )}
          {manager && (
            <p>
              <Link to={adminPaths.taxCalendar}>Vergi takvimini yönet</Link>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
