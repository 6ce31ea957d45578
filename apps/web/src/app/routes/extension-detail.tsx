import { ExtensionDetail } from '../../features/extensions/components/extension-detail';
import { QueryProvider } from '../../lib/query-provider';
import { useParams } from '../../lib/router/router';

export default function ExtensionDetailPage() {
  const { id = '' } = useParams();
  return (
    <QueryProvider>
      <ExtensionDetail key={id} id={id} />
    </QueryProvider>
  );
}
