import { useIntl } from '../../i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { Container, Stack } from '../../../design-system';
import { Hero } from './Hero';
import { LiveClassesSection } from './LiveClassesSection';
import { TrainersSection } from './TrainersSection';
import { messages } from './messages';

/** `/`: the shop window — featured trainers and upcoming live classes. */
export default function HomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  return (
    <Container>
      <Stack space={['xlarge', 'xxlarge']}>
        <Hero />
        <TrainersSection />
        <LiveClassesSection />
      </Stack>
    </Container>
  );
}
