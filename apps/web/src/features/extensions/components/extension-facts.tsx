import { useTranslation } from 'react-i18next';
import type { MarketExtension } from '../lib/filter-extensions';
import { formatCalendarDate } from '../../../lib/format';
import { isKeyUnder } from '../../../i18n/keys';

/**
 * The card's facts (docs/product.md §2): category, last-updated date, number of file formats, mode and
 * operating systems. The formats themselves are in the count's tooltip and on the detail page.
 */
export function ExtensionFacts({ extension }: { extension: MarketExtension }) {
  const { t, i18n } = useTranslation('extensions');
  const formats = extension.file_formats;
  return (
    <dl className="ext-facts">
      <div>
        <dt>{t('card.category')}</dt>
        <dd>{t(`categories.${extension.category}`)}</dd>
      </div>
      <div>
        <dt>{t('card.updated')}</dt>
        <dd>
          <time dateTime={extension.last_updated}>
            {formatCalendarDate(extension.last_updated, i18n.language, 'medium')}
          </time>
        </dd>
      </div>
      <div>
        <dt>{t('card.formats')}</dt>
        <dd title={formats.join(', ')}>{t('card.formatCount', { count: formats.length })}</dd>
      </div>
      <div>
        <dt>{t('card.mode')}</dt>
        <dd>
          {isKeyUnder(i18n, 'extensions', 'modes', extension.mode)
            ? t(`modes.${extension.mode}`)
            : extension.mode}
        </dd>
      </div>
      <div className="ext-facts__wide">
        <dt>{t('card.os')}</dt>
        <dd>{extension.os}</dd>
      </div>
    </dl>
  );
}
