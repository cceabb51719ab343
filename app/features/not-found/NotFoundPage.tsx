import { defineMessages, useIntl } from '@/app/i18n';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import { NotFoundView } from '@/app/lib/queries/StatusViews';

const messages = defineMessages({
  pageTitle: { id: 'notFound.pageTitle', defaultMessage: 'Page not found' },
  title: { id: 'notFound.title', defaultMessage: 'We couldn’t find that page' },
  body: {
    id: 'notFound.body',
    defaultMessage: 'The link may be old or mistyped. Head back home to find trainers and classes.',
  },
});

export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <PageFrame width="small" start="none" end="none">
      <NotFoundView
        pageTitle={intl.formatMessage(messages.pageTitle)}
        title={intl.formatMessage(messages.title)}
        body={intl.formatMessage(messages.body)}
      />
    </PageFrame>
  );
}
