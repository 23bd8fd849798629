import { describe, expect, it } from "vitest";
import { contactSchema } from "#app/.server/contact/form.ts";
import { newsletterSchema } from "#app/.server/newsletter/subscribe-form.ts";
import { parseForm } from "#app/.server/web/forms.ts";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

const valid = { isim: " Ali Veli ", telefon: "+90 (312) 000-00-00", eposta: " Ali@Ornek.COM ", konu: "Tasdik", mesaj: " Merhaba " };

describe("contact form schema", () => {
  it("trims the fields and lower-cases the e-mail address", () => {
    const result = parseForm(contactSchema, form(valid));
    expect(result).toEqual({
      ok: true,
      data: { isim: "Ali Veli", telefon: "+90 (312) 000-00-00", eposta: "ali@ornek.com", konu: "Tasdik", mesaj: "Merhaba" },
    });
  });

  it("reports one Turkish message per missing field and returns the values as typed", () => {
    const result = parseForm(contactSchema, form({ isim: "Ali" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      telefon: "Telefon alanı zorunludur.",
      eposta: "E-posta alanı zorunludur.",
      konu: "Konu alanı zorunludur.",
      mesaj: "Mesaj alanı zorunludur.",
    });
    expect(result.values).toEqual({ isim: "Ali" });
  });

  it("does not lower-case an e-mail address the Turkish way", () => {
    const result = parseForm(newsletterSchema, form({ eposta: "ISIL@ORNEK.COM" }));
    // No topic ticked (ADR 064): an empty list, every topic.
    expect(result).toEqual({ ok: true, data: { eposta: "isil@ornek.com", konu_sec: [] } });
  });

  it("refuses line breaks in single-line fields but keeps them in the message", () => {
    const result = parseForm(contactSchema, form({ ...valid, isim: "Ali\nVeli", mesaj: "Satır 1\nSatır 2" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(["isim"]);
  });
});
