import { KeyRound, Timer } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { dashboardTabPaths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { CodeText } from '../components/code-text';
import { DocsSection } from '../components/docs-section';

export function Authentication() {
  const { t } = useTranslation('docs');
  return (
    <DocsSection id="authentication">
      <p className="docs-lead">
        <CodeText text={t('authentication.intro')} />
      </p>
      <div className="docs-cards">
        <div className="card">
          <span className="card__icon" aria-hidden="true">
            <Timer size={22} />
          </span>
          <h3>{t('authentication.sessionHeading')}</h3>
          <p>
            <CodeText text={t('authentication.sessionText')} />
          </p>
        </div>
        <div className="card">
          <span className="card__icon" aria-hidden="true">
            <KeyRound size={22} />
          </span>
          <h3>{t('authentication.apiHeading')}</h3>
          <p>{t('authentication.apiText')}</p>
          <p>
            <Link to={dashboardTabPaths.api}>{t('authentication.dashboardLink')}</Link>
          </p>
        </div>
      </div>
      <p>
        <CodeText text={t('authentication.unauthorized')} />
      </p>
      <p>
        <CodeText text={t('authentication.tip')} />
      </p>
    </DocsSection>
  );
}
