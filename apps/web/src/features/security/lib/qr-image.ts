import { queryOptions } from '@tanstack/react-query';

/**
 * The QR code of an otpauth:// address as an SVG data URL. The encoder is loaded only when a
 * setup starts, so the dashboard's first download does not carry it. Kept out of the cache once
 * the setup is left: the address holds the new secret.
 */
export function qrImageQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['qr-image', text],
    queryFn: async () => {
      const { toString } = await import('qrcode');
      const svg = await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
