import { Newspaper } from 'lucide-react';
import { ForumPage } from '../../features/external/components/forum-page';

export default function BlogPage() {
  return <ForumPage page="blog" icon={Newspaper} />;
}
