import { useIntl } from '@/app/i18n';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import { Hero } from './Hero';
import { LiveClassesSection } from './LiveClassesSection';
import { TrainersSection } from './TrainersSection';
import { messages } from './messages';

/** `/`: the shop window — featured trainers and upcoming live classes. */
export default function HomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  return (
    <PageFrame space={['xlarge', 'xxlarge']} start="none" end="none">
      <Hero />
      <TrainersSection />
      <LiveClassesSection />
    </PageFrame>
  );
}
