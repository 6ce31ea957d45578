import { ExtensionDetail } from '../../features/extensions/components/extension-detail';
import { NamedScreen } from '../../lib/query-provider';

export default function ExtensionDetailPage() {
  return <NamedScreen param="id">{(id) => <ExtensionDetail id={id} />}</NamedScreen>;
}
