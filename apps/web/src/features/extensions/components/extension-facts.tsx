import { useTranslation } from '../../../i18n/react';
import type { MarketExtension } from '../lib/filter-extensions';
import { AppSystems } from './app-systems';
import { CalendarDate } from './calendar-date';
import { Fact } from './fact';
import { ModeName } from './mode-name';

/**
 * The card's facts (docs/product.md §2): category, last-updated date, number of file formats, mode and
 * operating systems. The formats themselves are in the count's tooltip and on the detail page.
 */
export function ExtensionFacts({ extension }: { extension: MarketExtension }) {
  const { t } = useTranslation('extensions');
  const formats = extension.file_formats;
  return (
    <dl className="ext-facts">
      <Fact label={t('card.category')}>{t(`categories.${extension.category}`)}</Fact>
      <Fact label={t('card.updated')}>
        <CalendarDate date={extension.last_updated} />
      </Fact>
      <Fact label={t('card.formats')} title={formats.join(', ')}>
        {t('card.formatCount', { count: formats.length })}
      </Fact>
      <Fact label={t('card.mode')}>
        <ModeName mode={extension.mode} />
      </Fact>
      <Fact label={t('card.os')} className="ext-facts__wide">
        <AppSystems os={extension.os} />
      </Fact>
    </dl>
  );
}
