/** The two notes under the contact form, word for word from the original. */
export const contactNotes: readonly [string, string] = [
  "Bilgilerinizi hiç kimseyle paylaşmayacağız.",
  "En iyi hizmeti sunabilmemiz için bilgileri eksiksiz girdiğinizden emin olun.",
];
