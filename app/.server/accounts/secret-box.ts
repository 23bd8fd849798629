/**
 * Encryption of the TOTP secrets at rest (AES-256-GCM, Node's crypto): a copy
 * of the database alone (a backup, a leaked dump) does not give anyone the
 * admins' second factor. The key comes from TWO_FACTOR_KEY (32 bytes,
 * base64); without it two-factor sign-in cannot be turned on (README,
 * Two-factor sign-in).
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { config } from "#app/.server/config.ts";

const VERSION = "v1";

export class SecretKeyMissing extends Error {
  override name = "SecretKeyMissing";
}

function key(): Buffer {
  const value = config().twoFactorKey;
  if (!value) throw new SecretKeyMissing("TWO_FACTOR_KEY is not set.");
  return value;
}

export const canEncryptSecrets = () => config().twoFactorKey !== undefined;

/** "v1.<iv>.<tag>.<ciphertext>" (base64url). */
export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The plain secret; throws when the key is missing or is not the one it was sealed with. */
export function openSecret(sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("Not a sealed secret.");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
