import { useTranslation } from '../../../i18n/react';
import type { DemoSnapshot } from '../lib/demo-state';
import { formatNumber } from '../../../lib/format';

// The ends of a zoomed span read to three decimals (milliseconds on a time axis), as the chart shows them.
const spanEnd = { minimumFractionDigits: 3, maximumFractionDigits: 3 };
const numberOptions: Partial<Record<string, Intl.NumberFormatOptions>> = {
  from: spanEnd,
  to: spanEnd,
};

/**
 * What the demo just did, in words: shown under the chart and read by screen readers (a polite
 * live region, so it never interrupts).
 */
export function StatusLine({ state }: { state: DemoSnapshot }) {
  const { t, i18n } = useTranslation('demo');
  const status = state.status;
  let text = '';
  if (status) {
    const params = Object.fromEntries(
      Object.entries(status.params).map(([key, value]) => [
        key,
        typeof value === 'number' && key !== 'count'
          ? formatNumber(value, i18n.language, numberOptions[key])
          : value,
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
