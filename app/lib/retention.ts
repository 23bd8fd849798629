/**
 * How long each kind of record is kept (days), as the KVKK notice states; hourly maintenance
 * (`.server/platform/maintenance.ts`) deletes what outlived them, and Kişisel veri ara
 * (`.server/personal-data/`) shows them as "until when". In lib/ so that every tier, and the
 * notices, read the one number.
 */
export const RETENTION_DAYS = {
  unconfirmedSignUps: 30,
  contactMessages: 2 * 365,
  consentAfterWithdrawal: 3 * 365,
  sentEmails: 90,
} as const;
