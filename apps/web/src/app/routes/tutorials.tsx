import { GraduationCap } from 'lucide-react';
import { ForumPage } from '../../features/external/components/forum-page';

export default function TutorialsPage() {
  return <ForumPage page="tutorials" icon={GraduationCap} />;
}
