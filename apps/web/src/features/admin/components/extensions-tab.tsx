import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { AdminExtension } from '@sinyal/contracts/moderation';
import { Spinner } from '../../../components/ui/spinner';
import { useMessageText } from '../../../lib/message-text';
import { useAdminExtensions } from '../api/moderate-extensions';
import { AdminTable } from './admin-table';
import { RestoreDialog, TakedownDialog, VerificationDialog } from './extension-dialogs';
import { Pager } from './pager';
import { SearchBox } from './search-box';

type Dialog = { kind: 'takedown' | 'restore' | 'verification'; extension: AdminExtension } | null;

/** Extensions: every one, taken down or not, with takedown, restore and the publisher's badge. */
export function ExtensionsTab() {
  const { t } = useTranslation('admin');
  const message = useMessageText();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const extensions = useAdminExtensions(q, page);
  const close = () => setDialog(null);

  return (
    <>
      <SearchBox
        id="admin-extension-search"
        label={t('extensions.searchLabel')}
        placeholder={t('extensions.searchPlaceholder')}
        initial={q}
        onSearch={(query) => {
          setQ(query);
          setPage(1);
        }}
      />
      {extensions.isError ? (
        <p role="alert">{message.error(extensions.error, t('loadFailed'))}</p>
      ) : !extensions.data ? (
        <Spinner size="small" />
      ) : extensions.data.items.length === 0 ? (
        <p className="field-hint">{t('extensions.empty')}</p>
      ) : (
        <>
          <AdminTable
            caption={t('extensions.caption')}
            columns={[
              t('extensions.columns.extension'),
              t('extensions.columns.publisher'),
              t('extensions.columns.version'),
              t('extensions.columns.status'),
              t('extensions.columns.reports'),
              <span className="visually-hidden">{t('extensions.columns.actions')}</span>,
            ]}
          >
            {extensions.data.items.map((extension) => (
              <tr key={extension.id}>
                <th scope="row">
                  {extension.name}
                  <br />
                  <code>{extension.id}</code>
                </th>
                <td>
                  {extension.author}
                  {extension.publisher_verified ? (
                    <span className="admin-badge">{t('extensions.verified')}</span>
                  ) : null}
                  {extension.owner ? (
                    <span className="admin-muted"> · {extension.owner}</span>
                  ) : null}
                </td>
                <td>{extension.latest_version}</td>
                <td className="admin-wrap">
                  <ExtensionStatus extension={extension} />
                </td>
                <td>{extension.open_reports}</td>
                <td>
                  <div className="admin-row-actions">
                    {extension.taken_down === null ? (
                      <button
                        type="button"
                        className="button button--ghost admin-danger"
                        onClick={() => setDialog({ kind: 'takedown', extension })}
                      >
                        {t('extensions.takedown.open')}
                      </button>
                    ) : null}
                    {extension.taken_down !== null || extension.revoked_versions.length > 0 ? (
                      <button
                        type="button"
                        className="button button--ghost"
                        onClick={() => setDialog({ kind: 'restore', extension })}
                      >
                        {t('extensions.restore.open')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => setDialog({ kind: 'verification', extension })}
                    >
                      {extension.publisher_verified
                        ? t('extensions.unverify.open')
                        : t('extensions.verify.open')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
          <Pager
            page={extensions.data.page}
            pageSize={extensions.data.page_size}
            total={extensions.data.total}
            onPage={setPage}
          />
        </>
      )}
      {dialog?.kind === 'takedown' ? (
        <TakedownDialog extension={dialog.extension} onClose={close} />
      ) : null}
      {dialog?.kind === 'restore' ? (
        <RestoreDialog extension={dialog.extension} onClose={close} />
      ) : null}
      {dialog?.kind === 'verification' ? (
        <VerificationDialog extension={dialog.extension} onClose={close} />
      ) : null}
    </>
  );
}

function ExtensionStatus({ extension }: { extension: AdminExtension }) {
  const { t } = useTranslation('admin');
  if (extension.taken_down) {
    return (
      <>
        <span className="admin-badge admin-badge--danger">{t('extensions.takenDown')}</span>{' '}
        {extension.taken_down.reason}
      </>
    );
  }
  if (extension.revoked_versions.length > 0) {
    return (
      <>
        {t('extensions.revokedVersions', {
          versions: extension.revoked_versions.map((item) => item.version).join(', '),
        })}
      </>
    );
  }
  return <>{t('extensions.listed')}</>;
}
