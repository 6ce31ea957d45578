import { useTranslation } from '../../../i18n/react';
import type { ExtensionActions } from '../hooks/use-extension-actions';
import type { MarketExtension } from '../lib/filter-extensions';
import { ExtensionCard } from './extension-card';

/** The cards of the marketplace and of a publisher's page, each linking to its detail page. */
export function ExtensionList({
  extensions,
  actions,
  detailPath,
}: {
  extensions: MarketExtension[];
  actions: ExtensionActions;
  detailPath: (id: string) => string;
}) {
  const { t } = useTranslation('extensions');
  return (
    <ul className="ext-grid" aria-label={t('card.listLabel')}>
      {extensions.map((extension) => (
        <li key={extension.id}>
          <ExtensionCard
            extension={extension}
            actions={actions}
            detailPath={detailPath(extension.id)}
          />
        </li>
      ))}
    </ul>
  );
}
