/**
 * Kurulum: what the site still shows of the sample firm, as a checklist with
 * a link to where each is fixed, and how many steps are done. A step is done
 * once the office saved the thing (its row's updated_by is set), chose the
 * image, changed the services, or removed the sample entries. Read per
 * request (the admin is never cached); it writes nothing.
 */
import { type Executor, getDb } from "#app/.server/db/index.ts";
import { sampleServices, sampleSettings } from "#app/.server/db/sample-firm/index.ts";
import { SEED_IDS } from "#app/.server/db/seed-data.ts";
import { parseSettings } from "#app/.server/firm-snapshot/snapshot.ts";
import { existingEntryIds } from "#app/.server/repositories/entries.ts";
import { listPages, listServices, readSettingsRow } from "#app/.server/repositories/firm.ts";
import { adminListPath, adminPaths, pageEditPath } from "#app/lib/admin-paths.ts";
import { CONTENT_LISTS, LIST_NAMES } from "#app/lib/content-lists.ts";
import { type FirmSettings, PAGE_KEYS, PAGE_LABELS } from "#app/lib/firm.ts";

export interface SetupStep {
  key: string;
  /** What to do, in the office's words. */
  label: string;
  /** What still shows the sample while it is not done. */
  detail: string;
  /** The admin screen where it is done. */
  to: string;
  done: boolean;
}

export interface SetupChecklist {
  steps: SetupStep[];
  done: number;
  /** Steps not done yet. */
  left: number;
}

/**
 * The legal identity's sample values that no real firm has (issue 42): the
 * sample's tax office, chamber and rules link may well be the office's own.
 */
const SAMPLE_IDENTITY: { key: keyof FirmSettings; label: string }[] = [
  { key: "tradeName", label: "ticaret unvanı" },
  { key: "mersisNo", label: "MERSİS numarası" },
  { key: "taxNumber", label: "vergi kimlik numarası" },
  { key: "kepAddress", label: "KEP adresi" },
];

/**
 * Kurulum's step for the legal identity: which of its fields still hold the
 * sample's value; with none, whether the firm is identified by a MERSİS or
 * tax number at all (an installation from before these fields has neither).
 */
function sampleIdentityStep(settings: FirmSettings): SetupStep {
  const left = SAMPLE_IDENTITY.filter(({ key }) => settings[key] !== "" && settings[key] === sampleSettings[key]).map(({ label }) => label);
  const numbered = settings.mersisNo !== "" || settings.taxNumber !== "";
  const detail =
    left.length > 0
      ? `Künye sayfası, sayfa altı ve e-bültenler örnek firmanın bilgilerini gösteriyor: ${left.join(", ")}.`
      : numbered
        ? "Künye sayfası, sayfa altı ve e-bültenler örnek bilgi göstermiyor."
        : "MERSİS ya da vergi numarası girilmedi: e-bültenler ve sayfa altı göndereni bu numarayla tanıtmalıdır.";
  return { key: "identity", label: "Yasal bilgileri girin (Künye)", detail, to: adminPaths.firm, done: left.length === 0 && numbered };
}

export async function setupChecklist(db?: Executor): Promise<SetupChecklist> {
  const executor = db ?? (await getDb());
  const [settingsRow, pages, services, sampleEntries] = await Promise.all([
    readSettingsRow(executor),
    listPages(executor),
    listServices(executor),
    Promise.all(LIST_NAMES.map(async (list) => ({ list, ids: await existingEntryIds(executor, list, SEED_IDS[list]) }))),
  ]);
  const settings = parseSettings(settingsRow?.data);
  const sampleIds = new Set(sampleServices.map((service) => service.id));
  const servicesChanged =
    services.some((service) => service.updated_by !== null) ||
    services.length !== sampleIds.size ||
    services.some((service) => !sampleIds.has(service.id));

  const steps: SetupStep[] = [
    {
      key: "settings",
      label: "Firma bilgilerini girin",
      detail: "Firmanın adı, adresi, telefonu ve e-posta adresi henüz örnek firmanınki.",
      to: adminPaths.firm,
      done: settingsRow?.updated_by != null,
    },
    sampleIdentityStep(settings),
    {
      key: "logo",
      label: "Logoyu seçin",
      detail: "Sitenin üst kısmında örnek logo görünüyor.",
      to: adminPaths.firm,
      done: settings.logoMediaId !== null,
    },
    {
      key: "founder-photo",
      label: "Kurucunun fotoğrafını seçin",
      detail: "Kurucu sayfasında örnek portre görünüyor.",
      to: adminPaths.firm,
      done: settings.founderPhotoMediaId !== null,
    },
    ...PAGE_KEYS.map((key) => {
      const page = pages.find((row) => row.key === key);
      return {
        key: `page-${key}`,
        label: `“${PAGE_LABELS[key]}” sayfasını düzenleyin`,
        detail: "Bu sayfada örnek metin yayında.",
        to: pageEditPath(key),
        done: page !== undefined && page.updated_by !== null,
      };
    }),
    {
      key: "services",
      label: "Hizmetleri gözden geçirin",
      detail: "Hizmetler sayfaları örnek firmanın sekiz hizmetini gösteriyor.",
      to: adminPaths.services,
      done: servicesChanged,
    },
    ...sampleEntries.map(({ list, ids }) => ({
      key: `entries-${list}`,
      label: `Örnek kayıtları silin: ${CONTENT_LISTS[list].label}`,
      detail: ids.length > 0 ? `${ids.length} örnek kayıt hâlâ yayında.` : "Örnek kayıt kalmadı.",
      to: adminListPath(list),
      done: ids.length === 0,
    })),
  ];
  const done = steps.filter((step) => step.done).length;
  return { steps, done, left: steps.length - done };
}

/** How many steps are left (Genel bakış's box). */
export async function setupStepsLeft(db?: Executor): Promise<number> {
  return (await setupChecklist(db)).left;
}
