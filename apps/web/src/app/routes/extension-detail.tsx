import { ExtensionDetail } from '../../features/extensions/components/extension-detail';
import { useParams } from '../../lib/router/router';

export default function ExtensionDetailPage() {
  const { id = '' } = useParams();
  return <ExtensionDetail key={id} id={id} />;
}
