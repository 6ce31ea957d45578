import { useTranslation } from '../../../i18n/react';
import { dashboardTabPaths, paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { CodeBlock } from '../../../components/ui/code-block';
import { CodeText } from '../components/code-text';
import { DocsTable } from '../components/docs-table';

// Code stays in English in every language, like the APIs it calls. Each block runs as it is in a
// POSIX shell, one after the other, in any folder of a machine with Node.js: the tool is the
// @sinyal/ext package, not a checkout of the Sinyal repository. The outputs are what these very
// commands print (the site is the public one, the tool's default).

const site = 'https://sinyal.app';

const install = `npm install -g @sinyal/ext    # or run each command as: npx @sinyal/ext <command>`;

const init = 'sinyal-ext init serial-monitor';

const initOutput = `Created serial-monitor/ for the extension "serial-monitor":
  CHANGELOG.md
  README.md
  manifest.json
  requirements.txt
  serial_monitor/__init__.py
  serial_monitor/main.py

Next: fill in manifest.json (description, author, mode), README.md and serial_monitor/main.py, then
  sinyal-ext validate serial-monitor`;

const writeManifest = `cat > serial-monitor/manifest.json <<'EOF'
{
  "name": "Serial Monitor",
  "id": "serial-monitor",
  "version": "1.0.0",
  "description": "Streams numbers from a serial port into a live chart.",
  "mode": "pro",
  "author": "Ada Yilmaz",
  "os": ["Windows", "Linux", "macOS"],
  "category": "DataSource",
  "entry_point": "serial_monitor.main:app",
  "engines": { "sinyal": ">=1.0.0 <2.0.0" },
  "file_formats": ["csv"],
  "repository": "https://github.com/you/serial-monitor",
  "license": "MIT"
}
EOF
cat > serial-monitor/README.md <<'EOF'
# Serial Monitor

Plots the numbers a device writes to a serial port, one line per sample.
EOF
cat > serial-monitor/CHANGELOG.md <<'EOF'
# Changelog

## 1.0.0

- First version.
EOF`;

const validate = 'sinyal-ext validate serial-monitor';

const validOutput = `serial-monitor is a valid package
  serial-monitor 1.0.0: "Serial Monitor" by Ada Yilmaz
  mode pro, category DataSource, for Windows, Linux, macOS, Sinyal >=1.0.0 <2.0.0
  6 files, 1.0 KB unpacked, entry point serial_monitor.main:app`;

const invalidOutput = `serial-monitor: manifest.json has 2 problems:
  version: Must be a semantic version MAJOR.MINOR.PATCH, e.g. 1.2.0 (no leading "v")
  os.2: Must be "Windows", "Linux" or "macOS" (exactly so written)`;

const templateOutput =
  'serial-monitor: README.md still says "What it does, how to set it up, what it needs.", as `sinyal-ext init` wrote it: say what your extension does';

const pack = 'sinyal-ext pack serial-monitor';

const packOutput = `Packed serial-monitor-1.0.0.sxp (1.3 KB, sha256 84574461fdcc49a4d9cdf73094308998efde1b3c1d9c8a9afd6640e3f40bd1a0)
  serial-monitor 1.0.0: "Serial Monitor" by Ada Yilmaz
  mode pro, category DataSource, for Windows, Linux, macOS, Sinyal >=1.0.0 <2.0.0
  6 files, 1.0 KB unpacked, entry point serial_monitor.main:app`;

const login = 'sinyal-ext login';

const loginOutput = `Open ${site}/activate?user_code=BCDF-GHJK
and approve the code BCDF-GHJK (signed in to your Sinyal account).
Waiting for the approval (the code works for 15 minutes)…
Signed in to ${site}: the API token (publish scope) is kept in /home/ada/.config/sinyal/credentials.json`;

const publish = 'sinyal-ext publish serial-monitor-1.0.0.sxp';

const publishOutput = `Published serial-monitor 1.0.0 to ${site}
  sha256 84574461fdcc49a4d9cdf73094308998efde1b3c1d9c8a9afd6640e3f40bd1a0, 1.3 KB
  signature verified with the registry's key WZFegQ0ncjDlkW6xOq-4eAOZbz3yCqFG1Uht8ggy5Tg
  ${site}/extensions/serial-monitor`;

const ci = `export SINYAL_API_TOKEN=paste-your-api-token   # a token with the publish scope
sinyal-ext publish serial-monitor`;

const curl = `curl -X POST ${site}/api/extensions/serial-monitor/versions \\
  -H "Authorization: Bearer $SINYAL_API_TOKEN" \\
  -H 'Content-Type: application/zip' \\
  --data-binary @serial-monitor-1.0.0.sxp`;

const update = `sed -i 's/"version": "1.0.0"/"version": "1.1.0"/' serial-monitor/manifest.json
sed -i 's/^## 1.0.0/## 1.1.0\\n\\n- Reads eight channels.\\n\\n## 1.0.0/' serial-monitor/CHANGELOG.md
sinyal-ext publish serial-monitor`;

const changelogWarning = `Warning: CHANGELOG.md's newest entry is 1.0.0, not 1.1.0: add a "## 1.1.0" entry saying what changed`;

const packageFiles = [
  { name: 'manifest.json', key: 'manifest' },
  { name: '<module>/…', key: 'module' },
  { name: 'README.md', key: 'readme' },
  { name: 'CHANGELOG.md', key: 'changelog' },
  { name: 'icon.png', key: 'icon' },
] as const;

const answers = [
  { status: '201', code: '—', key: 'created' },
  { status: '400', code: 'package_…', key: 'invalid' },
  { status: '401', code: 'unauthorized', key: 'unauthorized' },
  { status: '401', code: 'unknown_token', key: 'unknownToken' },
  { status: '401', code: 'invalid_api_token', key: 'revokedToken' },
  { status: '403', code: 'api_token_required', key: 'apiToken' },
  { status: '403', code: 'premium_required', key: 'premium' },
  { status: '403', code: 'not_owner', key: 'owner' },
  { status: '409', code: 'version_not_higher', key: 'version' },
  { status: '409', code: 'id_lookalike', key: 'lookalike' },
  { status: '409', code: 'author_taken', key: 'author' },
  { status: '413', code: 'package_too_large', key: 'tooLarge' },
  { status: '429', code: 'rate_limited', key: 'rateLimited' },
] as const;

const categories = [
  ['DataSource', 'Recorder'],
  ['Processing', 'Recorder'],
  ['Visualization', 'Visualization'],
] as const;

/** One step of the walk-through: what it does, the command to run and, where it helps, what it prints. */
function Step({
  name,
  command,
  output,
}: {
  name: 'install' | 'init' | 'manifest' | 'validate' | 'pack' | 'login' | 'publish' | 'update';
  command: string;
  output?: string;
}) {
  const { t } = useTranslation('docs-publishing');
  return (
    <>
      <h3>{t(`steps.${name}.heading`)}</h3>
      <p>
        <CodeText text={t(`steps.${name}.text`)} />
      </p>
      <CodeBlock label="bash" code={command} />
      {output ? <CodeBlock label={t('output')} code={output} copyable={false} /> : null}
    </>
  );
}

/**
 * "Publishing Extensions" of the developer docs: from `sinyal-ext init` to a signed package in
 * the marketplace. Its anchor is `/docs#publishing`.
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

      <Step name="install" command={install} />
      <Step name="init" command={init} output={initOutput} />
      <DocsTable
        name={t('filesTable')}
        columns={[t('columns.file'), t('columns.description')]}
        rows={packageFiles.map((file) => ({
          key: file.name,
          cells: [
            <code key="name">{file.name}</code>,
            <CodeText key="text" text={t(`files.${file.key}`)} />,
          ],
        }))}
      />

      <Step name="manifest" command={writeManifest} />

      <Step name="validate" command={validate} output={validOutput} />
      <p>
        <CodeText text={t('steps.validate.problems')} />
      </p>
      <CodeBlock label={t('output')} code={invalidOutput} copyable={false} />
      <p>
        <CodeText text={t('steps.validate.template')} />
      </p>
      <CodeBlock label={t('output')} code={templateOutput} copyable={false} />

      <Step name="pack" command={pack} output={packOutput} />

      <Step name="login" command={login} output={loginOutput} />
      <p>
        <CodeText text={t('steps.login.ci')} />{' '}
        <Link to={dashboardTabPaths.api}>{t('steps.login.link')}</Link>
      </p>
      <CodeBlock label="bash" code={ci} />

      <Step name="publish" command={publish} output={publishOutput} />
      <p>
        <CodeText text={t('steps.publish.after')} />{' '}
        <Link to={paths.extensions}>{t('steps.publish.marketplace')}</Link>
      </p>
      <p>
        <CodeText text={t('steps.publish.curl')} />
      </p>
      <CodeBlock label="bash" code={curl} />

      <Step name="update" command={update} />
      <p>
        <CodeText text={t('steps.update.changelog')} />
      </p>
      <CodeBlock label={t('output')} code={changelogWarning} copyable={false} />

      <h3>{t('rules.heading')}</h3>
      <ul className="check-list">
        {(
          [
            'premium',
            'apiToken',
            'owner',
            'version',
            'lookalike',
            'package',
            'template',
            'signature',
            'retired',
          ] as const
        ).map((rule) => (
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
