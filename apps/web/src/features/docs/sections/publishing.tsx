import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { CodeBlock } from '../components/code-block';
import { CodeText } from '../components/code-text';
import { DocsTable } from '../components/docs-table';

// Code stays in English in every language, like the APIs it calls. Each block runs as it is in a
// POSIX shell, one after the other, from an empty folder.

const writeManifest = `cat > manifest.json <<'EOF'
{
  "name": "Serial Monitor",
  "id": "serial-monitor",
  "version": "1.0.0",
  "description": "Streams numbers from a serial port into a live chart.",
  "mode": "pro",
  "author": "Ada Yilmaz",
  "os": ["Windows", "Linux", "macOS"],
  "category": "DataSource",
  "entry_point": "main:app"
}
EOF`;

const validate = 'npm run manifest -- validate manifest.json';

const validOutput = `manifest.json is valid
  serial-monitor 1.0.0: "Serial Monitor" by Ada Yilmaz
  listed under Recorder (category DataSource), mode pro, for Windows, Linux, macOS`;

const invalidOutput = `manifest.json has 2 problems:
  version: Must be a semantic version MAJOR.MINOR.PATCH, e.g. 1.2.0 (no leading "v")
  os.1: Must be "Windows", "Linux" or "macOS" (exactly so written)`;

const writePublishBody = `printf '{"manifest": %s, "git_path": "https://github.com/you/serial-monitor", "file_formats": ["csv"]}' \\
  "$(cat manifest.json)" > publish.json`;

const publish = `export SITE=http://localhost:3000          # the Sinyal site you publish to
export SINYAL_API_TOKEN=paste-your-api-token

curl -X POST $SITE/api/extensions \\
  -H "Authorization: Bearer $SINYAL_API_TOKEN" \\
  -H 'Content-Type: application/json' \\
  -d @publish.json`;

const publishResponse = `HTTP/1.1 201 Created

{
  "id": "serial-monitor",
  "name": "Serial Monitor",
  "version": "1.0.0",
  "category": "Recorder",
  "mode": "pro",
  "is_premium": true,
  "git_path": "https://github.com/you/serial-monitor",
  "versions": [{ "version": "1.0.0", "published_at": "2025-09-01T09:30:00.000Z" }],
  "manifest": { "id": "serial-monitor", "version": "1.0.0", "…": "…" }
}`;

const update = `npm run manifest -- validate manifest.json
printf '{"manifest": %s}' "$(cat manifest.json)" > publish.json
curl -X POST $SITE/api/extensions \\
  -H "Authorization: Bearer $SINYAL_API_TOKEN" \\
  -H 'Content-Type: application/json' \\
  -d @publish.json`;

const bodyFields = [
  { name: 'manifest', type: 'object', key: 'manifest' },
  { name: 'git_path', type: 'string — https://…', key: 'gitPath' },
  { name: 'description_long', type: 'string', key: 'descriptionLong' },
  { name: 'file_formats', type: 'list of strings', key: 'fileFormats' },
] as const;

const answers = [
  { status: '201', code: '—', key: 'created' },
  { status: '400', code: 'invalid_input', key: 'invalid' },
  { status: '401', code: 'unauthorized', key: 'unauthorized' },
  { status: '403', code: 'api_token_required', key: 'apiToken' },
  { status: '403', code: 'premium_required', key: 'premium' },
  { status: '403', code: 'not_owner', key: 'owner' },
  { status: '409', code: 'version_not_higher', key: 'version' },
  { status: '413', code: 'payload_too_large', key: 'tooLarge' },
  { status: '429', code: 'rate_limited', key: 'rateLimited' },
] as const;

const categories = [
  ['DataSource', 'Recorder'],
  ['Processing', 'Recorder'],
  ['Visualization', 'Visualization'],
] as const;

/**
 * "Publishing Extensions" of the developer docs: from manifest.json to a card in the marketplace.
 * Its anchor is `/docs#publishing`.
 */
export function Publishing() {
  const { t } = useTranslation('docs-publishing');
  return (
    <section id="publishing" className="docs-section" aria-labelledby="publishing-heading">
      <h2 id="publishing-heading" tabIndex={-1}>
        {t('heading')}
      </h2>
      <p className="docs-lead">
        <CodeText text={t('intro')} />
      </p>

      <h3>{t('steps.manifest.heading')}</h3>
      <p>
        <CodeText text={t('steps.manifest.text')} />
      </p>
      <CodeBlock label="bash" code={writeManifest} />

      <h3>{t('steps.validate.heading')}</h3>
      <p>
        <CodeText text={t('steps.validate.text')} />
      </p>
      <CodeBlock label="bash" code={validate} />
      <CodeBlock label={t('output')} code={validOutput} copyable={false} />
      <p>
        <CodeText text={t('steps.validate.problems')} />
      </p>
      <CodeBlock label={t('output')} code={invalidOutput} copyable={false} />

      <h3>{t('steps.token.heading')}</h3>
      <p>
        <CodeText text={t('steps.token.text')} />{' '}
        <Link to={paths.dashboard}>{t('steps.token.link')}</Link>
      </p>

      <h3>{t('steps.publish.heading')}</h3>
      <p>
        <CodeText text={t('steps.publish.body')} />
      </p>
      <CodeBlock label="bash" code={writePublishBody} />
      <DocsTable
        name={t('bodyTable')}
        columns={[t('columns.field'), t('columns.type'), t('columns.description')]}
        rows={bodyFields.map((field) => ({
          key: field.name,
          cells: [
            <code key="name">{field.name}</code>,
            <code key="type">{field.type}</code>,
            <CodeText key="text" text={t(`body.${field.key}`)} />,
          ],
        }))}
      />
      <p>
        <CodeText text={t('steps.publish.send')} />
      </p>
      <CodeBlock label="bash" code={publish} />
      <CodeBlock label={t('response')} code={publishResponse} copyable={false} />
      <p>
        <CodeText text={t('steps.publish.after')} />{' '}
        <Link to={paths.extensions}>{t('steps.publish.marketplace')}</Link>
      </p>

      <h3>{t('steps.update.heading')}</h3>
      <p>
        <CodeText text={t('steps.update.text')} />
      </p>
      <CodeBlock label="bash" code={update} />

      <h3>{t('rules.heading')}</h3>
      <ul className="check-list">
        {(['premium', 'apiToken', 'owner', 'version', 'manifest', 'size'] as const).map((rule) => (
          <li key={rule}>
            <CodeText text={t(`rules.${rule}`)} />
          </li>
        ))}
      </ul>

      <h3>{t('categories.heading')}</h3>
      <p>
        <CodeText text={t('categories.text')} />
      </p>
      <DocsTable
        name={t('categories.table')}
        columns={[t('columns.manifestCategory'), t('columns.marketplaceCategory')]}
        rows={categories.map(([manifest, site]) => ({
          key: manifest,
          cells: [<code key="manifest">{manifest}</code>, t(`categories.${site}`)],
        }))}
      />

      <h3>{t('answers.heading')}</h3>
      <DocsTable
        name={t('answers.table')}
        columns={[t('columns.status'), t('columns.code'), t('columns.meaning')]}
        rows={answers.map((answer) => ({
          key: `${answer.status}-${answer.code}`,
          cells: [
            <code key="status">{answer.status}</code>,
            <code key="code">{answer.code}</code>,
            <CodeText key="text" text={t(`answers.${answer.key}`)} />,
          ],
        }))}
      />
    </section>
  );
}
