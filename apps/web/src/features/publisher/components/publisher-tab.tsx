import { useTranslation } from '../../../i18n/react';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { useMyExtensions } from '../api/publisher';
import { ExtensionPanel } from './extension-panel';
import '../publisher.css';

/** The dashboard's Extensions tab (docs/architecture.md §19): what the account published. */
export function PublisherTab() {
  const { t } = useTranslation('dashboard');
  const extensions = useMyExtensions();
  return (
    <div className="publisher-tab">
      <h2>{t('publisher.heading')}</h2>
      <p className="field-hint">{t('publisher.intro')}</p>
      {extensions.isError ? <p role="alert">{t('publisher.loadFailed')}</p> : null}
      {extensions.isPending ? <p>{t('publisher.loading')}</p> : null}
      {extensions.data && extensions.data.items.length === 0 ? (
        <p>
          {t('publisher.none')} <Link to={`${paths.docs}/publishing`}>{t('publisher.guide')}</Link>
        </p>
      ) : null}
      {extensions.data?.items.map((extension) => (
        <ExtensionPanel key={extension.id} extension={extension} />
      ))}
    </div>
  );
}
