import { useTranslation } from '../../../i18n/react';

/**
 * Why the app will not run an installed extension (docs/architecture.md §14): the operators took
 * the installed version down, and the registry's signed revocation list says why.
 */
export function RevokedNote({ name, reason }: { name: string; reason: string }) {
  const { t } = useTranslation('extensions');
  return (
    <p className="ext-licence" role="note">
      <span className="visually-hidden">{name}: </span>
      {t('revoked.note', { reason })}
    </p>
  );
}

/**
 * Installed extensions the catalogue no longer lists because the operators took them down whole:
 * without this they would vanish from the marketplace with no word of why the app stopped them.
 */
export function RevokedInstalled({
  extensions,
}: {
  extensions: readonly { id: string; version: string; revoked: { reason: string } }[];
}) {
  const { t } = useTranslation('extensions');
  if (extensions.length === 0) return null;
  return (
    <section className="ext-note" aria-label={t('revoked.heading')}>
      <h3>{t('revoked.heading')}</h3>
      <ul>
        {extensions.map((extension) => (
          <li key={extension.id}>
            <strong>
              {extension.id} {extension.version}
            </strong>
            <RevokedNote name={extension.id} reason={extension.revoked.reason} />
          </li>
        ))}
      </ul>
    </section>
  );
}
