import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import {
  ssoRecordPrefix,
  ssoRecordValuePrefix,
  type OrgSsoResponse,
  type SsoDomain,
} from '@sinyal/contracts/org-sso';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { InputField, PasswordField } from '../../../components/ui/input-field';
import { ActionButton, SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useOrgSso, useSaveOrgSso, useVerifySsoDomain } from '../api/org-sso';
import './org-sso.css';

interface Draft {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  enforce: boolean;
}

const draftOf = (sso: OrgSsoResponse): Draft => ({
  issuer: sso.issuer ?? '',
  clientId: sso.client_id ?? '',
  clientSecret: '',
  domains: sso.domains.map((entry) => entry.domain).join('\n'),
  enforce: sso.enforce_sso,
});

/**
 * The "Single sign-on" section of an organization's Security tab (owners and admins): its OpenID
 * Connect provider, its domains with the DNS TXT record that proves each, and whether password
 * sign-in is refused to the people of those domains (owners keep it). docs/architecture.md §17.
 */
export function OrgSsoSettings({ slug }: { slug: string }) {
  const { t } = useTranslation('org-sso');
  const sso = useOrgSso(slug);
  return (
    <section className="org-sso" aria-labelledby="org-sso-heading">
      <h2 id="org-sso-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      {sso.data ? (
        <>
          <SsoForm slug={slug} sso={sso.data} />
          {sso.data.domains.length > 0 && <DomainList slug={slug} domains={sso.data.domains} />}
        </>
      ) : (
        <p role="status">{sso.isError ? t('loadFailed') : t('loading')}</p>
      )}
    </section>
  );
}

function SsoForm({ slug, sso }: { slug: string; sso: OrgSsoResponse }) {
  const { t } = useTranslation('org-sso');
  const message = useMessageText();
  const save = useSaveOrgSso(slug);
  const [draft, setDraft] = useState(() => draftOf(sso));
  const alertId = useId();
  const configured = sso.issuer !== null;
  // A saved answer is the new state: the form shows it (the secret field empties again).
  useEffect(() => setDraft(draftOf(sso)), [sso]);

  const failure = save.error;
  const fieldError = (field: string) => {
    const code = failure instanceof ApiError ? failure.fieldCodes[field] : undefined;
    return code === undefined ? undefined : message.text(code);
  };
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const domains = draft.domains
      .split(/[\s,]+/)
      .map((domain) => domain.trim())
      .filter(Boolean);
    save.mutate(
      {
        issuer: draft.issuer.trim(),
        client_id: draft.clientId.trim(),
        ...(draft.clientSecret === '' ? {} : { client_secret: draft.clientSecret }),
        domains,
        enforce_sso: draft.enforce,
      },
      { onSuccess: () => notify.success(t('saved')) },
    );
  };

  return (
    <form
      className="org-sso__form"
      aria-label={t('formLabel')}
      aria-describedby={failure ? alertId : undefined}
      onSubmit={submit}
      noValidate
    >
      {failure && (
        <FormAlert tone="error" id={alertId} takeFocus>
          {message.error(failure, t('saveFailed'))}
        </FormAlert>
      )}
      <p className="field-hint">
        {t('redirectUri')} <code>{sso.redirect_uri}</code>
      </p>
      <InputField
        id="org-sso-issuer"
        label={t('issuer')}
        hint={t('issuerHint')}
        type="url"
        value={draft.issuer}
        error={fieldError('issuer')}
        onChange={(event) => change({ issuer: event.target.value })}
      />
      <InputField
        id="org-sso-client-id"
        label={t('clientId')}
        value={draft.clientId}
        error={fieldError('client_id')}
        onChange={(event) => change({ clientId: event.target.value })}
      />
      <PasswordField
        id="org-sso-client-secret"
        label={t('clientSecret')}
        hint={configured ? t('clientSecretKept') : undefined}
        autoComplete="off"
        value={draft.clientSecret}
        error={fieldError('client_secret')}
        onChange={(event) => change({ clientSecret: event.target.value })}
      />
      <FormField
        id="org-sso-domains"
        label={t('domains')}
        hint={t('domainsHint')}
        error={fieldError('domains')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={draft.domains}
            onChange={(event) => change({ domains: event.target.value })}
          />
        )}
      </FormField>
      <label className="org-sso__enforce">
        <input
          type="checkbox"
          checked={draft.enforce}
          onChange={(event) => change({ enforce: event.target.checked })}
        />{' '}
        {t('enforce')}
      </label>
      <p className="field-hint">{t('enforceHint')}</p>
      <SubmitButton busy={save.isPending} label={t('save')} busyLabel={t('saving')} />
    </form>
  );
}

function DomainList({ slug, domains }: { slug: string; domains: SsoDomain[] }) {
  const { t } = useTranslation('org-sso');
  const message = useMessageText();
  const verify = useVerifySsoDomain(slug);
  const checking = verify.isPending ? verify.variables : undefined;
  const failed = verify.isError ? verify.variables : undefined;
  return (
    <div className="org-sso__domains">
      <h3>{t('domainsHeading')}</h3>
      <ul>
        {domains.map((entry) => (
          <li key={entry.domain} className="org-sso__domain">
            <p>
              <strong>{entry.domain}</strong>{' '}
              <span className={entry.verified ? 'org-sso__ok' : 'org-sso__pending'}>
                {entry.verified ? t('verified') : t('notVerified')}
              </span>
            </p>
            {!entry.verified && (
              <>
                <p>{t('recordIntro')}</p>
                <dl className="org-sso__record">
                  <dt>{t('recordName')}</dt>
                  <dd>
                    <code>{`${ssoRecordPrefix}${entry.domain}`}</code>
                  </dd>
                  <dt>{t('recordValue')}</dt>
                  <dd>
                    <code>{`${ssoRecordValuePrefix}${entry.token}`}</code>
                  </dd>
                </dl>
                {failed === entry.domain && verify.error && (
                  <FormAlert tone="error">
                    {message.error(verify.error, t('checkFailed'))}
                  </FormAlert>
                )}
                <ActionButton
                  variant="ghost"
                  busy={checking === entry.domain}
                  label={t('check', { domain: entry.domain })}
                  busyLabel={t('checking')}
                  onClick={() =>
                    verify.mutate(entry.domain, {
                      onSuccess: () =>
                        notify.success(t('verifiedNotice', { domain: entry.domain })),
                    })
                  }
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
