/**
 * The forms that set an admin's password: a first or forgotten one (the
 * invitation, the password reset) and the admin's own change. A new password
 * must pass the policy (password-policy.ts); the current one is checked by
 * the use case, not here.
 */
import { z } from "zod";
import { type FirmWords, passwordProblem } from "#app/.server/accounts/password-policy.ts";

/** A new admin password: long enough and not easy to guess (the firm's name and address as the admin area has them now). */
const newPassword = (email: string | undefined, firm: FirmWords) =>
  z.string().superRefine((value, ctx) => {
    const problem = passwordProblem(value, email, firm);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A first or forgotten password, typed twice (invitation, password reset). */
export const newPasswordSchema = (email: string | undefined, firm: FirmWords) =>
  z
    .object({ yeni: newPassword(email, firm), tekrar: z.string() })
    .refine((v) => v.tekrar === v.yeni, { path: ["tekrar"], message: "Şifreler birbirini tutmuyor." });

/** The admin's password change; the current password is checked by the use case. */
export const passwordChangeSchema = (email: string | undefined, firm: FirmWords) =>
  z
    .object({
      mevcut: z.string().min(1, "Mevcut şifre hatalı."),
      yeni: newPassword(email, firm),
      tekrar: z.string(),
    })
    .refine((v) => v.yeni !== v.mevcut, { path: ["yeni"], message: "Yeni şifre mevcut şifreden farklı olmalıdır." })
    .refine((v) => v.tekrar === v.yeni, { path: ["tekrar"], message: "Şifreler birbirini tutmuyor." });
