import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import { joinClassNames, LinkButton, Skeleton, Stack, Text, toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { grid, wideGrid } from '@/app/lib/cards/cards.css';
import { EditLink, OfferCard } from '@/app/lib/cards/OfferCard';
import { formatMoney } from '@/app/lib/format/format';
import { ConfirmDialog, confirmWords } from '@/app/lib/forms/ConfirmDialog';
import { QuerySection } from '@/app/lib/frames/PageSection';
import { ScreenFrame } from '@/app/lib/frames/ScreenFrame';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { pricePerCredit } from '@/app/lib/pricing/pricing';
import { formFailure } from '@/app/lib/queries/failure';
import { useViewer } from '@/app/session/hooks';
import { paths } from '@/app/routing/paths';
import { ofTrainer, PACKS, WITHDRAW_PACK } from './api';
import { FeePolicySection } from './FeePolicyForm';
import { IntroOfferSection } from './IntroOfferForm';
import { messages, withdrawConfirmWords } from './messages';
import { PromoCodeList } from './PromoCodeList';
import { useKindNames } from './words';

type Pack = Schema<'ClassPack'>;

/**
 * `/trainer/packs`, "Packs and offers": the trainer's class packs (price per credit beside a
 * single class's, on sale, off sale or withdrawn, with Edit and Withdraw), the intro offer's form,
 * the promo codes and the default cancellation and no-show fees.
 */
export default function PacksPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const trainerId = useViewer()?.id ?? '';
  return (
    <ScreenFrame
      title={intl.formatMessage(messages.title)}
      intro={intl.formatMessage(messages.intro)}
      action={<LinkButton href={paths.newPack()}>{intl.formatMessage(messages.newPack)}</LinkButton>}
    >
      <PackList trainerId={trainerId} />
      <IntroOfferSection trainerId={trainerId} />
      <PromoCodeList trainerId={trainerId} />
      <FeePolicySection trainerId={trainerId} />
    </ScreenFrame>
  );
}

const packsWords = {
  title: messages.packsTitle,
  subtitle: messages.packsSubtitle,
  loading: messages.packsLoading,
  error: messages.packsError,
  emptyTitle: messages.packsEmptyTitle,
  emptyBody: messages.packsEmptyBody,
};

/** The trainer's packs as cards; a withdrawn one stays, marked, without its actions. */
export function PackList({ trainerId }: { trainerId: string }) {
  const intl = useIntl();
  const query = $api.useQuery('get', PACKS, ofTrainer(trainerId));
  return (
    <QuerySection
      query={query}
      words={packsWords}
      skeleton={
        <div className={joinClassNames(grid, wideGrid)}>
          <Skeleton height="15rem" />
          <Skeleton height="15rem" />
        </div>
      }
      isEmpty={(packs) => packs.length === 0}
    >
      {(packs) => (
        <ul className={joinClassNames(grid, wideGrid)} aria-label={intl.formatMessage(messages.packsLabel)}>
          {packs.map((pack) => (
            <PackCard key={pack.id} pack={pack} trainerId={trainerId} />
          ))}
        </ul>
      )}
    </QuerySection>
  );
}

const statusWords = {
  ON_SALE: { message: messages.statusOnSale, tone: 'positive' },
  NOT_ON_SALE: { message: messages.statusNotOnSale, tone: 'neutral' },
  WITHDRAWN: { message: messages.statusWithdrawn, tone: 'neutral' },
} as const satisfies Record<Pack['status'], unknown>;

function PackCard({ pack, trainerId }: { pack: Pack; trainerId: string }) {
  const intl = useIntl();
  const kindNames = new Map(useKindNames());
  const status = statusWords[pack.status];
  const { kinds, classIds } = pack.paysFor;
  const perCredit = pricePerCredit(pack.price, pack.credits);
  return (
    <OfferCard
      name={pack.name}
      level={3}
      status={{ label: intl.formatMessage(status.message), tone: status.tone }}
      price={intl.formatMessage(messages.packPrice, { price: formatMoney(intl, pack.price), credits: pack.credits })}
      summary={
        <Text>
          {pack.singleClassPrice
            ? intl.formatMessage(messages.perCreditAndSingle, {
                perCredit: formatMoney(intl, perCredit),
                single: formatMoney(intl, pack.singleClassPrice),
              })
            : intl.formatMessage(messages.perCredit, { price: formatMoney(intl, perCredit) })}
        </Text>
      }
      actions={
        pack.status !== 'WITHDRAWN' && (
          <>
            <EditLink
              href={paths.editPack(pack.id)}
              label={intl.formatMessage(messages.editLabel, { name: pack.name })}
            >
              {intl.formatMessage(messages.edit)}
            </EditLink>
            <WithdrawPack pack={pack} trainerId={trainerId} />
          </>
        )
      }
    >
      <Stack space="xsmall">
        <Text size="small">{intl.formatMessage(messages.validity, { days: pack.validityDays })}</Text>
        <Text size="small">
          {classIds.length > 0
            ? intl.formatMessage(messages.paysForClasses, { count: classIds.length })
            : intl.formatMessage(messages.paysForKinds, {
                kinds: intl.formatList(kinds.map((kind) => kindNames.get(kind) ?? kind)),
              })}
        </Text>
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.sales, { sold: pack.sold, holders: pack.holders })}
        </Text>
      </Stack>
    </OfferCard>
  );
}

/** Withdraw, confirmed first: the pack stays in the list, withdrawn, and its holders keep their credits. */
function WithdrawPack({ pack, trainerId }: { pack: Pack; trainerId: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const withdraw = $api.useMutation('post', WITHDRAW_PACK, {
    onSuccess: (withdrawn) => {
      queryClient.setQueryData(
        $api.queryOptions('get', PACKS, ofTrainer(trainerId)).queryKey,
        (packs: Pack[] | undefined) => packs?.map((each) => (each.id === withdrawn.id ? withdrawn : each)),
      );
      toast.show({ tone: 'positive', title: intl.formatMessage(messages.withdrawn, { name: pack.name }) });
    },
  });
  const { name } = pack;
  return (
    <ConfirmDialog
      words={confirmWords(intl, withdrawConfirmWords, { name })}
      onOpen={withdraw.reset}
      isPending={withdraw.isPending}
      onConfirm={(close) => withdraw.mutate({ params: { path: { packId: pack.id } } }, { onSuccess: close })}
      failure={withdraw.isError ? formFailure(intl, withdraw.error, messages.withdrawFailed).form : undefined}
    >
      <span>{intl.formatMessage(messages.withdrawBody, { holders: pack.holders })}</span>
    </ConfirmDialog>
  );
}
