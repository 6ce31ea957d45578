import { FileText, FolderOpen } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { extensionFiles } from '../code-samples';
import { CodeText } from './code-text';

/** The extension folder as an accessible nested list drawn like a file tree. */
export function FileTree() {
  const { t } = useTranslation('docs');
  return (
    <ul className="file-tree" aria-label={t('gettingStarted.treeLabel')}>
      <li>
        <span className="file-tree__folder">
          <FolderOpen aria-hidden="true" size={18} />
          <code>my-extension/</code>
        </span>
        <ul>
          {extensionFiles.map((file) => (
            <li key={file.name}>
              <span className="file-tree__file">
                <FileText aria-hidden="true" size={16} />
                <code>{file.name}</code>
              </span>
              <span className="file-tree__note">
                <CodeText text={t(`gettingStarted.files.${file.key}`)} />
              </span>
            </li>
          ))}
        </ul>
      </li>
    </ul>
  );
}
