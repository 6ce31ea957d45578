import { PublisherPage } from '../../features/extensions/components/publisher-page';
import { QueryProvider } from '../../lib/query-provider';
import { useParams } from '../../lib/router/router';

export default function PublisherRoute() {
  const { name = '' } = useParams();
  return (
    <QueryProvider>
      <PublisherPage key={name} name={name} />
    </QueryProvider>
  );
}
