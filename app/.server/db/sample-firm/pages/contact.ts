/**
 * The two notes under the contact form. The first said "hiç kimseyle paylaşmayacağız" in the
 * original, which the KVKK notice's recipients (the e-mail provider that carries the message to
 * the office) contradicted (issue 42, ADR 056); the second is word for word from the original.
 */
export const contactNotes: readonly [string, string] = [
  "Bilgilerinizi yalnızca size yanıt vermek için kullanırız; satmaz, pazarlama amacıyla kimseyle paylaşmayız.",
  "En iyi hizmeti sunabilmemiz için bilgileri eksiksiz girdiğinizden emin olun.",
];
