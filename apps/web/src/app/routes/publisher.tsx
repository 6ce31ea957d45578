import { PublisherPage } from '../../features/extensions/components/publisher-page';
import { NamedScreen } from '../../lib/query-provider';

export default function PublisherRoute() {
  return <NamedScreen param="name">{(name) => <PublisherPage name={name} />}</NamedScreen>;
}
