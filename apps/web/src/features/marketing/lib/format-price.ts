/** A whole-dollar price in the reader's language, e.g. "$5". */
export function formatUsd(amount: number, language: string | undefined): string {
  return new Intl.NumberFormat(language ?? 'en', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}
