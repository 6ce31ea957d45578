import { useTranslation } from 'react-i18next';
import type { DemoSnapshot } from '../lib/demo-state';

/**
 * What the demo just did, in words: shown under the chart and read by screen readers (a polite
 * live region, so it never interrupts).
 */
export function StatusLine({ state }: { state: DemoSnapshot }) {
  const { t, i18n } = useTranslation('demo');
  const number = new Intl.NumberFormat(i18n.language);
  const status = state.status;
  let text = '';
  if (status) {
    const params = Object.fromEntries(
      Object.entries(status.params).map(([key, value]) => [
        key,
        typeof value === 'number' && key !== 'count' ? number.format(value) : value,
      ]),
    );
    text = t(`status.${status.key}`, params);
  }
  return (
    <p className="demo-status" role="status">
      {text}
    </p>
  );
}
