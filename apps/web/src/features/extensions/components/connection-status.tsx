import { CircleCheck, Info, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import type { LinkState } from '../hooks/use-local-backend';
import type { Connection } from '../lib/connection';

const failureKeys = {
  unreachable: 'status.unreachable',
  missing_key: 'status.missingKey',
  wrong_key: 'status.wrongKey',
  refused: 'status.refused',
  bad_answer: 'status.badAnswer',
} as const;

/** One line that says which mode the page is in and, when connected, whether the app answers. */
export function ConnectionStatus({
  connection,
  link,
}: {
  connection: Connection;
  link: LinkState;
}) {
  const { t } = useTranslation('extensions');
  const product = brand.productName;

  if (connection.mode === 'visitor' || link.phase === 'visitor') {
    return (
      <div className="ext-status ext-status--visitor" role="status">
        <Info aria-hidden="true" size={20} />
        <p>
          {t('status.visitor', { product })}{' '}
          <Link to={paths.download}>{t('status.visitorLink', { product })}</Link>
        </p>
      </div>
    );
  }

  const address = connection.address;
  if (link.phase === 'failed') {
    return (
      <div className="ext-status ext-status--failed" role="status">
        <TriangleAlert aria-hidden="true" size={20} />
        <p>{t(failureKeys[link.reason], { product, address })}</p>
      </div>
    );
  }
  const connecting = link.phase === 'connecting';
  return (
    <div className={`ext-status ${connecting ? '' : 'ext-status--connected'}`} role="status">
      {connecting ? (
        <LoaderCircle aria-hidden="true" size={20} className="ext-spin" />
      ) : (
        <CircleCheck aria-hidden="true" size={20} />
      )}
      <p>{t(connecting ? 'status.connecting' : 'status.connected', { product, address })}</p>
    </div>
  );
}
