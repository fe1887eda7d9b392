// /dashboard/v2/party, 数字党建. The spec names no party-building call; the page shows the project's news
// feed (where party activities are reported) as covers and as a digest.
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { NewsCoversPanel, NewsDigestPanel } from '../components/news-panels';
import { tr } from '@/lib/i18n/phrases';

export default function PartyPage() {
  return (
    <ScreenGrid testId="screen-v2-party">
      <ScreenColumn width={2}>
        <NewsCoversPanel title={tr('党建风采')} />
      </ScreenColumn>
      <ScreenColumn>
        <NewsDigestPanel title={tr('党建动态')} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
