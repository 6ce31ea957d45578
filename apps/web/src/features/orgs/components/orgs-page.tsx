import { useTranslation } from '../../../i18n/react';
import { paths } from '../../../config/paths';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useSession } from '../../../lib/session';
import { useMyOrgsQuery } from '../api/get-orgs';
import { CreateOrgForm } from './create-org-form';
import { MyOrgsList } from './my-orgs-list';
import { SignInFirst } from './sign-in-first';
import '../orgs.css';

/** /orgs: the reader's organizations, and a new one. */
export function OrgsPage() {
  const { t } = useTranslation('orgs');
  const { token } = useSession();
  if (!token) {
    return <SignInFirst heading={t('title')} text={t('signedOut.orgsText')} back={paths.orgs} />;
  }
  return (
    <div className="container orgs-page">
      <h1>{t('title')}</h1>
      <p className="orgs-lead">{t('lead')}</p>
      <div className="orgs-columns">
        <section className="card" aria-labelledby="orgs-mine">
          <h2 id="orgs-mine">{t('mine.heading')}</h2>
          <MyOrgs />
        </section>
        <section className="card" aria-labelledby="orgs-create">
          <h2 id="orgs-create">{t('create.heading')}</h2>
          <CreateOrgForm />
        </section>
      </div>
    </div>
  );
}

function MyOrgs() {
  const { t } = useTranslation('orgs');
  const mine = useMyOrgsQuery();
  if (mine.isPending) return <PageSpinner label={t('loading')} />;
  if (mine.isError) return <p role="alert">{t('loadFailed')}</p>;
  return <MyOrgsList orgs={mine.data.items} />;
}
